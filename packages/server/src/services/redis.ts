import { Redis } from 'ioredis'
import type { UserLiveEvent } from '@atb/contract'
import { LocalLiveHub, type LiveHub, type UserListener } from './live-hub'
import type { RevocationBus } from './session-cache'

/** Where connection trouble is told; Fastify's logger fits. */
export interface WarnLog {
  warn(data: object, message: string): void
}

/** Channel names; one prefix so several deployments may share a Redis by setting REDIS_PREFIX. */
const LIVE = 'live:'
const REVOKE = 'revoke'

/**
 * The live hub across processes (decision 074). A user's socket may sit on one process while
 * their bot's runner sits on another, so every event goes through Redis pub/sub on the user's
 * own channel. A process subscribes to a user's channel while it holds at least one of their
 * sockets, so it only receives the events of users connected to it. Events published on one
 * connection arrive in order; a process delivers to its own sockets through Redis too, so every
 * listener sees one order whichever process published.
 */
export class RedisLiveHub implements LiveHub {
  private readonly local = new LocalLiveHub()
  private readonly listening = new Map<string, number>()

  constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly prefix: string,
    private readonly log: WarnLog,
  ) {
    sub.on('message', (channel: string, message: string) => {
      const head = prefix + LIVE
      if (!channel.startsWith(head)) return
      let event: UserLiveEvent
      try {
        event = JSON.parse(message) as UserLiveEvent
      } catch {
        return
      }
      this.local.publish(channel.slice(head.length), event)
    })
  }

  private channel(userId: string) {
    return this.prefix + LIVE + userId
  }

  publish(userId: string, event: UserLiveEvent): void {
    this.pub
      .publish(this.channel(userId), JSON.stringify(event))
      .catch((err: unknown) => this.log.warn({ err }, 'live event not published'))
  }

  listen(userId: string, listener: UserListener): () => void {
    const off = this.local.listen(userId, listener)
    const count = (this.listening.get(userId) ?? 0) + 1
    this.listening.set(userId, count)
    // Commands on one connection run in order, so an unsubscribe and a later subscribe never cross.
    if (count === 1)
      this.sub
        .subscribe(this.channel(userId))
        .catch((err: unknown) => this.log.warn({ err }, 'live channel not subscribed'))
    let done = false
    return () => {
      if (done) return
      done = true
      off()
      const left = (this.listening.get(userId) ?? 1) - 1
      if (left > 0) return void this.listening.set(userId, left)
      this.listening.delete(userId)
      this.sub
        .unsubscribe(this.channel(userId))
        .catch((err: unknown) => this.log.warn({ err }, 'live channel not unsubscribed'))
    }
  }

  async close(): Promise<void> {
    await this.local.close()
  }
}

/**
 * Session revocations across processes (decision 025): "this user's sessions changed" on one
 * channel. A dropped subscription may have lost messages, so when it comes back every listener
 * hears null and forgets every user.
 */
export function redisRevocationBus(pub: Redis, sub: Redis, prefix: string): RevocationBus {
  const channel = prefix + REVOKE
  const listeners = new Set<(userId: string | null) => void>()
  let dropped = false
  sub.on('message', (from: string, userId: string) => {
    if (from === channel) for (const listener of listeners) listener(userId)
  })
  sub.on('close', () => (dropped = true))
  sub.on('ready', () => {
    if (!dropped) return
    dropped = false
    for (const listener of listeners) listener(null)
  })
  void sub.subscribe(channel).catch(() => {
    // The next 'ready' resubscribes (ioredis keeps the subscription list) and forgets everyone.
  })
  return {
    async publish(userId) {
      await pub.publish(channel, userId)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export interface RedisParts {
  liveHub: LiveHub
  revocationBus: RevocationBus
  /** For @fastify/rate-limit's shared counters. */
  commands: Redis
  close(): Promise<void>
}

/**
 * The connections several processes share (REDIS_URL): one for commands and publishing, one in
 * subscriber mode. Errors are logged, never thrown: ioredis reconnects on its own, and until it
 * does live events wait in its queue and rate limits let requests through.
 */
export async function connectRedis(
  url: string,
  log: WarnLog,
  prefix = 'atb:',
): Promise<RedisParts> {
  const options = { maxRetriesPerRequest: 2, connectTimeout: 5000, lazyConnect: true }
  const commands = new Redis(url, options)
  const sub = new Redis(url, options)
  for (const [name, connection] of [
    ['commands', commands],
    ['subscriber', sub],
  ] as const)
    connection.on('error', (err: unknown) => log.warn({ err, connection: name }, 'redis'))
  await Promise.all([commands.connect(), sub.connect()])
  return {
    liveHub: new RedisLiveHub(commands, sub, prefix, log),
    revocationBus: redisRevocationBus(commands, sub, prefix),
    commands,
    async close() {
      await Promise.allSettled([commands.quit(), sub.quit()])
    },
  }
}
