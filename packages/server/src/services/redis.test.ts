import { afterEach, describe, expect, it } from 'vitest'
import { Redis } from 'ioredis'
import type { UserLiveEvent } from '@atb/contract'
import { LocalLiveHub, type LiveHub } from './live-hub'
import { connectRedis, type RedisParts } from './redis'
import { localRevocationBus, type RevocationBus } from './session-cache'

/**
 * The live hub and the revocation bus as two processes see them. In one process a shared local
 * hub stands in; with TEST_REDIS_URL (`.ci/run` sets it when Redis answers) each "process" has
 * its own Redis connections, as two servers do.
 */
const kinds = ['local', ...(process.env.TEST_REDIS_URL ? ['redis'] : [])] as const
const silent = { warn: () => {} }

interface Process {
  hub: LiveHub
  bus: RevocationBus
}

const opened: RedisParts[] = []
afterEach(async () => {
  for (const parts of opened.splice(0)) await parts.close()
})

/** Two processes; each call to the redis kind gets its own prefix, so runs never hear each other. */
async function twoProcesses(kind: (typeof kinds)[number]): Promise<[Process, Process]> {
  if (kind === 'local') {
    const hub = new LocalLiveHub()
    const bus = localRevocationBus()
    return [
      { hub, bus },
      { hub, bus },
    ]
  }
  const prefix = `atb-test:${process.pid}:${Math.random().toString(36).slice(2)}:`
  const parts = await Promise.all(
    [0, 1].map(() => connectRedis(process.env.TEST_REDIS_URL!, silent, prefix)),
  )
  opened.push(...parts)
  return parts.map((p) => ({ hub: p.liveHub, bus: p.revocationBus })) as [Process, Process]
}

const unread = (count: number): UserLiveEvent => ({ type: 'notification.unread', unread: count })

/** Resolves once `n` events reached the list, or fails after two seconds. */
async function until(events: unknown[], n: number) {
  for (let waited = 0; events.length < n; waited += 10) {
    if (waited > 2000) throw new Error(`${events.length} of ${n} events arrived`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe.each(kinds)('live updates between processes (%s)', (kind) => {
  it("reach a user's socket on another process, in order, and only that user's", async () => {
    // Arrange: the socket is on the first process, the runner on the second.
    const [socketSide, runnerSide] = await twoProcesses(kind)
    const heard: UserLiveEvent[] = []
    const other: UserLiveEvent[] = []
    socketSide.hub.listen('user-1', (e) => heard.push(e))
    socketSide.hub.listen('user-2', (e) => other.push(e))
    await new Promise((resolve) => setTimeout(resolve, 50))
    // Act
    for (let i = 1; i <= 50; i++) runnerSide.hub.publish('user-1', unread(i))
    await until(heard, 50)
    // Assert
    expect(heard.map((e) => (e as { unread: number }).unread)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    )
    expect(other).toEqual([])
  })

  it('stops reaching a socket once it closes; other sockets of the user still hear', async () => {
    const [socketSide, runnerSide] = await twoProcesses(kind)
    const first: UserLiveEvent[] = []
    const second: UserLiveEvent[] = []
    const closeFirst = socketSide.hub.listen('user-1', (e) => first.push(e))
    const closeSecond = socketSide.hub.listen('user-1', (e) => second.push(e))
    await new Promise((resolve) => setTimeout(resolve, 50))
    runnerSide.hub.publish('user-1', unread(1))
    await until(second, 1)
    // Act
    closeFirst()
    closeFirst()
    runnerSide.hub.publish('user-1', unread(2))
    await until(second, 2)
    closeSecond()
    runnerSide.hub.publish('user-1', unread(3))
    await new Promise((resolve) => setTimeout(resolve, 100))
    // Assert
    expect(first).toEqual([unread(1)])
    expect(second).toEqual([unread(1), unread(2)])
  })

  it("tells every process when a user's sessions change", async () => {
    const [a, b] = await twoProcesses(kind)
    const heard: (string | null)[] = []
    b.bus.subscribe((userId) => heard.push(userId))
    await new Promise((resolve) => setTimeout(resolve, 50))
    await a.bus.publish('user-9')
    await until(heard, 1)
    expect(heard).toEqual(['user-9'])
  })
})

// Only where Redis runs: there is no connection to drop in one process.
if (process.env.TEST_REDIS_URL)
  describe('a dropped Redis connection', () => {
    it('makes every process forget every cached session once it is back', async () => {
      const [, b] = await twoProcesses('redis')
      const heard: (string | null)[] = []
      b.bus.subscribe((userId) => heard.push(userId))
      // Act: Redis drops every client's connection; ioredis reconnects.
      const admin = new Redis(process.env.TEST_REDIS_URL!)
      await admin.client('KILL', 'TYPE', 'pubsub')
      await admin.quit()
      await until(heard, 1)
      // Assert: null means "messages may have been lost".
      expect(heard).toEqual([null])
    })
  })
