/**
 * `npm run test:scale` (issue 17, decision 074): several server processes on one PostgreSQL and
 * one Redis share the bots, and lose none when one of them dies.
 *
 * On the machine's loopback PostgreSQL (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test)
 * and Redis (TEST_REDIS_URL or redis://127.0.0.1:6379), in a database of its own:
 *   1. starts 3 real servers (src/main.ts) replaying one market at MARKET_REPLAY_SPEED;
 *   2. signs users in and creates 300 Paper grids through the API, spread over the processes;
 *   3. opens a live socket on the first process for a user whose bots run on the third;
 *   4. SIGKILLs the third process while it trades;
 *   5. checks that within the lease timeout its bots are held by the others and trade again, that
 *      the socket keeps receiving their updates, and, after the survivors stop, that the rows show
 *      no duplicate and no lost order (the same audit as the kill test).
 * Prints its figures and exits non-zero if any check fails.
 */
import { count, countDistinct, eq, inArray, like, sql } from 'drizzle-orm'
import { ReplayFeed, seededRandom } from '@atb/engine'
import { botFills, botOrders, bots } from '../db/schema'
import { auditTrading } from '../trading/audit'
import { api, gridBody, liveSocket, signIn, startCluster } from './cluster'

const PROCESSES = 3
const BOTS = Number(process.env.SCALE_BOTS ?? 300)
const USERS = 6
const SPEED = Number(process.env.MARKET_REPLAY_SPEED ?? 120)
const LEASE_MS = 6000

const failures: string[] = []
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? '✓' : '✗'} ${what}`)
  if (!ok) failures.push(what)
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function main() {
  const started = Date.now()
  // 1. Three processes, one market.
  const cluster = await startCluster({ processes: PROCESSES, speed: SPEED, leaseMs: LEASE_MS })
  const { servers, database, epoch } = cluster
  try {
    console.log(`${PROCESSES} processes on one PostgreSQL and Redis, replay at ${SPEED}×`)
    // 2. Users signed in over the API, and 300 grids created through it.
    const tokens = await signIn(cluster, USERS)
    // User u's bots are created through process u % 3, which then runs them.
    const feed = new ReplayFeed({ speed: SPEED, epoch })
    const rnd = seededRandom(17)
    const creating = Date.now()
    const queue = Array.from({ length: BOTS }, (_, i) => i)
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
          const u = i % USERS
          const body = gridBody(i, (symbol) => feed.ticker(symbol)!.last, rnd)
          await api(servers[u % PROCESSES]!, '/robot/create', body, tokens[u])
        }
      }),
    )
    const held = await database.db
      .select({ owner: bots.owner, n: count() })
      .from(bots)
      .groupBy(bots.owner)
    console.log(
      `${BOTS} Paper grids created through the API in ${seconds(Date.now() - creating)}; held ${held
        .map((h) => h.n)
        .join(' / ')}`,
    )
    check(
      held.length === PROCESSES && held.every((h) => h.owner !== null),
      'every bot is held by exactly one of the 3 processes',
    )

    // 3. A socket on the first process for user 2, whose bots run on the third.
    const victim = servers[2]!
    const victimOwner = held.find((h) => h.owner?.startsWith(`${victim.url}#`))?.owner
    if (!victimOwner) throw new Error('no bot is held by the third process')
    const socket = await liveSocket(servers[0]!, tokens[2]!)
    const movedRows = await database.db
      .select({ id: bots.id })
      .from(bots)
      .where(eq(bots.owner, victimOwner))
    const moved = new Set(movedRows.map((r) => r.id))

    // 4. Trade, then SIGKILL the third process mid-trading.
    const fillsOf = async (ids: Set<string>) =>
      (
        await database.db
          .select({ n: count() })
          .from(botFills)
          .where(inArray(botFills.botId, [...ids]))
      )[0]!.n
    const socketFills = () => socket.messages.filter((m) => m.message.type === 'bot.fill').length
    for (let waited = 0; (await fillsOf(moved)) < 20 || socketFills() === 0; waited += 500) {
      if (waited > 120_000)
        throw new Error('in 2 min the third process made under 20 fills or none reached the socket')
      await sleep(500)
    }
    const socketBefore = socketFills()
    check(
      socketBefore > 0,
      `a socket on process 1 receives the fills of bots running on process 3 (${socketBefore})`,
    )
    const fillsAtKill = await fillsOf(moved)
    const exited = new Promise<void>((resolve) =>
      victim.child.process.once('exit', () => resolve()),
    )
    victim.child.process.kill('SIGKILL')
    await exited
    const killedAt = Date.now()
    console.log(`SIGKILL process 3 holding ${moved.size} bots after ${fillsAtKill} of their fills`)

    // 5. Within the lease timeout (plus one renewal beat) the others hold them and trade again.
    let takenAt = 0
    for (;;) {
      const [left] = await database.db
        .select({ n: count() })
        .from(bots)
        .where(eq(bots.owner, victimOwner))
      if (left!.n === 0) {
        takenAt = Date.now()
        break
      }
      if (Date.now() - killedAt > 4 * LEASE_MS) break
      await sleep(100)
    }
    const takeover = takenAt - killedAt
    check(
      takenAt > 0 && takeover <= LEASE_MS + LEASE_MS / 3 + 1000,
      `the dead process's ${moved.size} bots held by the others ${seconds(takeover)} after the kill (lease ${seconds(LEASE_MS)}, renewals every ${seconds(LEASE_MS / 3)})`,
    )
    const split = await database.db
      .select({ owner: bots.owner, n: count() })
      .from(bots)
      .where(inArray(bots.id, [...moved]))
      .groupBy(bots.owner)
    console.log(`  split between the survivors: ${split.map((s) => s.n).join(' / ')}`)
    const tradedAgain = async () => (await fillsOf(moved)) - fillsAtKill
    // Fills the socket received once every moved bot was held elsewhere: published by a survivor.
    // The claims' first fills may all land before the last claim, so both are waited for.
    const afterTakeover = () =>
      socket.messages.filter(
        (m) =>
          m.at > takenAt &&
          m.message.type === 'bot.fill' &&
          moved.has((m.message as { botId: string }).botId),
      ).length
    for (
      let waited = 0;
      ((await tradedAgain()) < 20 || afterTakeover() === 0) && waited < 60_000;
      waited += 500
    )
      await sleep(500)
    const again = await tradedAgain()
    check(again >= 20, `they trade again on the survivors: ${again} new fills`)
    check(
      afterTakeover() > 0,
      `the socket on process 1 keeps receiving those bots' fills: ${afterTakeover()} after the takeover`,
    )
    socket.ws.close()

    // 6. The survivors stop cleanly; the rows show no duplicate and no lost order.
    await Promise.all(servers.slice(0, 2).map((s) => s.child.stop()))
    const audit = await auditTrading(database.db)
    const [orders] = await database.db
      .select({ n: count(), distinct: countDistinct(botOrders.clientId) })
      .from(botOrders)
    const [stale] = await database.db
      .select({ n: count() })
      .from(bots)
      .where(like(bots.owner, `${victim.url}#%`))
    check(orders!.n === orders!.distinct, `0 duplicate orders (${orders!.n} orders)`)
    check(audit.problems.length === 0, `0 lost orders or fills (${audit.fills} fills audited)`)
    for (const problem of audit.problems.slice(0, 10)) console.log(`    ${problem}`)
    check(stale!.n === 0, 'no bot is left with the dead process')
    const [{ n: total } = { n: 0 }] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(bots)
    check(total === BOTS, `${total} bots in the database`)
  } finally {
    await cluster.close()
  }
  console.log(
    `\ntest:scale ${failures.length === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - started)}`,
  )
  if (failures.length > 0) process.exitCode = 1
}

await main()
