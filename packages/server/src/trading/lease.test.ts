import { afterEach, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db'
import { bots } from '../db/schema'
import { LocalLiveHub } from '../services/live-hub'
import { databaseKinds, openTestDatabase } from '../test/harness'
import { ScriptedFeed } from '../test/scripted-feed'
import { TradingHost } from './host'
import { Leases } from './lease'
import { insertBot, insertUser } from './testkit'

describe.each(databaseKinds)('bot leases on %s', (kind) => {
  let database: Database | undefined
  const hosts: TradingHost[] = []

  afterEach(async () => {
    for (const h of hosts.splice(0)) await h.close()
    await database?.close()
    database = undefined
  })

  async function setup(count: number) {
    database = await openTestDatabase(kind)
    const userId = await insertUser(database.db)
    const ids: string[] = []
    for (let i = 0; i < count; i++) ids.push(await insertBot(database.db, userId))
    const host = (owner: string) => {
      const h = new TradingHost({
        db: database!.db,
        feed: new ScriptedFeed({ seed: 5 }),
        hub: new LocalLiveHub(),
        owner,
        renewEveryMs: 0,
      })
      hosts.push(h)
      return h
    }
    return { db: database.db, ids, host }
  }

  it('two processes claiming at once split the bots; none is claimed twice', async () => {
    // Arrange
    const { db, ids } = await setup(12)
    const a = new Leases(db, 'a', 30_000)
    const b = new Leases(db, 'b', 30_000)
    // Act
    const [wonA, wonB] = await Promise.all([a.claim({ limit: 8 }), b.claim({ limit: 8 })])
    const rest = await b.claim()
    // Assert
    const ofA = new Set(wonA.map((r) => r.id))
    const ofB = new Set([...wonB, ...rest].map((r) => r.id))
    expect([...ofA].filter((id) => ofB.has(id))).toEqual([])
    const owners = await db.select({ id: bots.id, owner: bots.owner }).from(bots)
    for (const r of wonA) expect(owners.find((o) => o.id === r.id)?.owner).toBe('a')
    for (const r of [...wonB, ...rest]) expect(owners.find((o) => o.id === r.id)?.owner).toBe('b')
    expect([...ofA, ...ofB].sort()).toEqual([...ids].sort())
  })

  it("splits a dead process's bots between the survivors, each up to an even share", async () => {
    // Arrange: three processes hold four bots each; the third dies (its leases run out).
    const { db, ids } = await setup(12)
    const [a, b, c] = ['a', 'b', 'c'].map((owner) => new Leases(db, owner, 30_000))
    for (const [i, leases] of [a!, b!, c!].entries())
      expect(await leases.claim({ ids: ids.slice(i * 4, i * 4 + 4) })).toHaveLength(4)
    await db
      .update(bots)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(bots.owner, 'c'))
    // Act: the survivors' next beats.
    const byA = await a!.claim()
    const byB = await b!.claim()
    const again = await a!.claim()
    // Assert: six each, nothing claimed twice, nothing left behind.
    expect(byA).toHaveLength(2)
    expect(byB).toHaveLength(2)
    expect(again).toEqual([])
    const owners = await db.select({ owner: bots.owner }).from(bots)
    expect(owners.filter((o) => o.owner === 'a')).toHaveLength(6)
    expect(owners.filter((o) => o.owner === 'b')).toHaveLength(6)
    // A process alone takes everything that is free.
    await db.update(bots).set({ leaseExpiresAt: sql`now() - interval '1 second'` })
    expect(await new Leases(db, 'd', 30_000).claim()).toHaveLength(12)
  })

  it('a second host drives nothing while the first holds the leases', async () => {
    // Arrange
    const { ids, host } = await setup(3)
    const first = host('first')
    await first.start()
    // Act
    const second = host('second')
    await second.start()
    // Assert
    expect(first.hosted().sort()).toEqual([...ids].sort())
    expect(second.hosted()).toEqual([])
    await expect(second.pause(ids[0]!)).rejects.toMatchObject({ code: 'record_not_found' })
  })

  it('an expired lease moves the bot; the old owner lets go and can no longer write it', async () => {
    // Arrange
    const { db, ids, host } = await setup(2)
    const first = host('first')
    await first.start()
    const second = host('second')
    await second.start()
    await db.update(bots).set({ leaseExpiresAt: sql`now() - interval '1 second'` })
    // Act
    await second.maintain()
    await first.maintain()
    // Assert
    expect(second.hosted().sort()).toEqual([...ids].sort())
    expect(first.hosted()).toEqual([])
    const rows = await db.select({ owner: bots.owner }).from(bots).where(eq(bots.id, ids[0]!))
    expect(rows[0]!.owner).toBe('second')
  })

  it('a bot a create starts while a lease pass runs is not dropped by that pass', async () => {
    // Arrange: a pass that has read the leases it holds, before the new bot existed, and is slow.
    const { db, host } = await setup(0)
    const a = host('a')
    await a.start()
    const leases = (a as unknown as { leases: Leases }).leases
    const renew = leases.renew.bind(leases)
    let open = () => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    leases.renew = async () => {
      const held = await renew()
      await gate
      return held
    }
    const pass = a.maintain()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const id = await insertBot(db, await insertUser(db))
    // Act: the create starts its bot; then the pass goes on.
    const started = a.startBot(id)
    await new Promise((resolve) => setTimeout(resolve, 50))
    open()
    await pass
    // Assert: the bot runs here (before, the pass dropped it as not held and the create failed).
    expect((await started).status).toBe('running')
    expect(a.hosted()).toContain(id)
  })

  it('close gives the leases back so another host takes the bots at once', async () => {
    // Arrange
    const { ids, host } = await setup(2)
    const first = host('first')
    await first.start()
    await first.close()
    hosts.splice(hosts.indexOf(first), 1)
    // Act
    const second = host('second')
    await second.start()
    // Assert
    expect(second.hosted().sort()).toEqual([...ids].sort())
  })
})
