import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { endpoints as E } from '@atb/contract'
import { bots } from '../db/schema'
import {
  call,
  databaseKinds,
  signup,
  startPeerApp,
  startTestApp,
  type TestApp,
} from '../test/harness'
import { createGrid } from '../test/bots-kit'
import { freePort } from '../test/net'
import { ownerUrl, reachableOwner } from './forward'

describe('owner ids', () => {
  it('carry the address other processes reach the owner on, and nothing else reads as one', () => {
    const owner = reachableOwner('http://10.0.0.7:3000/')
    expect(owner).toMatch(/^http:\/\/10\.0\.0\.7:3000#.+:\d+:[0-9a-f]{8}$/)
    expect(ownerUrl(owner)).toBe('http://10.0.0.7:3000')
    expect(reachableOwner('http://10.0.0.7:3000')).not.toBe(owner)
    for (const single of [null, 'host:12:abcd', 'kill-1', '#x', 'ftp://a#b', 'http://a b#c'])
      expect(ownerUrl(single)).toBeNull()
  })
})

describe.each(databaseKinds)('a bot command on another process, on %s', (kind) => {
  let a: TestApp
  let b: TestApp
  let token: string
  let id: string
  beforeAll(async () => {
    const [portA, portB] = [await freePort(), await freePort()]
    a = await startTestApp(kind, {
      host: { owner: reachableOwner(`http://127.0.0.1:${portA}`) },
    })
    b = await startPeerApp(a, { host: { owner: reachableOwner(`http://127.0.0.1:${portB}`) } })
    await a.app.listen({ port: portA, host: '127.0.0.1' })
    await b.app.listen({ port: portB, host: '127.0.0.1' })
    token = await signup(a, 'two-processes@example.com')
    id = (await createGrid(a, token)).json.data.id
  })
  afterAll(async () => {
    await b.app.close()
    await a.close()
  })

  it('goes to the process that runs the bot, which answers it', async () => {
    // Arrange: the first process created the bot and runs it.
    expect(a.deps.host!.hosted()).toContain(id)
    expect(b.deps.host!.hosted()).not.toContain(id)
    // Act: the load balancer sends the pause to the second.
    const paused = await call(b.app, E.botPause, { id }, token)
    // Assert: the bot's own runner paused it; the second process still does not run it.
    expect(paused.status).toBe(200)
    expect(paused.json.data.status).toBe('paused')
    expect(a.deps.host!.snapshot(id).status).toBe('paused')
    expect(b.deps.host!.hosted()).not.toContain(id)
    const [row] = await a.database.db.select().from(bots).where(eq(bots.id, id))
    expect(row!.status).toBe('paused')
    // The view through either process is the runner's own.
    const viaB = await call(b.app, E.botView, { id }, token)
    const viaA = await call(a.app, E.botView, { id }, token)
    expect(viaB.json).toEqual(viaA.json)
  })

  it("keeps another user's bot out of reach, whichever process answers", async () => {
    const stranger = await signup(a, 'stranger@example.com')
    const refused = await call(b.app, E.botResume, { id }, stranger)
    expect(refused.status).toBe(404)
    expect(refused.json.code).toBe('record_not_found')
    expect(a.deps.host!.snapshot(id).status).toBe('paused')
  })

  it('answers trading unavailable while the owner is gone and its lease holds', async () => {
    // Arrange: the bot's lease names a process that no longer answers.
    await a.database.db
      .update(bots)
      .set({ owner: 'http://127.0.0.1:9#gone', leaseExpiresAt: sql`now() + interval '1 minute'` })
      .where(eq(bots.id, id))
    // Act
    const reply = await call(b.app, E.botResume, { id }, token)
    // Assert
    expect(reply.status).toBe(503)
    expect(reply.json.code).toBe('trading_unavailable')
  })
})
