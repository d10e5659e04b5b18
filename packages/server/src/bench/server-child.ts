import { createInterface } from 'node:readline'
import { sql } from 'drizzle-orm'
import { ManualClock, ReplayFeed } from '@atb/engine'
import { buildServer } from '../app'
import { openDatabase } from '../db'
import { hashSecret } from '../lib/crypto'
import { LocalLiveHub, type LiveHub } from '../services/live-hub'
import type { TradingHost } from '../trading'
import { seedBots } from './seed-bots'

/**
 * The server under bench:server (server.bench.ts starts it): PGlite in argv[2], `users` × `perUser`
 * Paper grids created through the bot service, the real server (buildServer, its TradingHost) fed
 * by the replay market on a ManualClock, so the bench decides how fast market time runs. Prints
 * `BENCH {json}` lines; takes commands on stdin:
 *   `throughput <s>`          drive the feed as fast as the process goes for s seconds, then flush
 *   `paced <s> <speed> <ms>`  move market time by ms × speed every ms of wall time, for s seconds
 *   `quit`
 */
const [dataDir, optionsText] = process.argv.slice(2)
if (!dataDir || !optionsText) throw new Error('usage: server-child.ts <data dir> <options json>')
const opts = JSON.parse(optionsText) as {
  users: number
  perUser: number
  password: string
  /** Market ms per replay round (the feed's stepMs on the manual clock). */
  stepMs: number
  /** The host's equity sampling period, in feed time. */
  equityEveryMs: number
}

const report = (type: string, data: object) =>
  console.log(`BENCH ${JSON.stringify({ type, ...data })}`)

/** The real hub, counting the fills it is handed: the host publishes a fill once it is stored. */
class CountingHub extends LocalLiveHub implements LiveHub {
  fills = 0
  override publish(...args: Parameters<LiveHub['publish']>): void {
    if (args[1].type === 'bot.fill') this.fills++
    super.publish(...args)
  }
}

const clock = new ManualClock(Date.now())
const feed = new ReplayFeed({ clock, stepMs: opts.stepMs })
const database = await openDatabase({ kind: 'pglite', dataDir })
const { db } = database
let started = performance.now()
const users = await seedBots(db, feed, { ...opts, passwordHash: await hashSecret(opts.password) })
const seedSeconds = (performance.now() - started) / 1000

const hub = new CountingHub()
let host: TradingHost | undefined
const app = await buildServer({
  database,
  market: feed,
  liveHub: hub,
  logLevel: process.env.LOG_LEVEL ?? 'warn',
  host: { equityEveryMs: opts.equityEveryMs },
  inspect: (deps) => (host = deps.host ?? undefined),
})
started = performance.now()
// onReady starts the host, which claims every running bot in one lease UPDATE and attaches them.
await app.listen({ host: '127.0.0.1', port: 0 })
const startSeconds = (performance.now() - started) / 1000
if (!host) throw new Error('the server did not create its trading host')
const trading = host
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : 0

const count = async (query: ReturnType<typeof sql>) => {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] }
  return Number(result.rows[0]?.n ?? 0)
}
const storedFills = () => count(sql`select count(*) as n from bot_fills`)

/** Bots the host drives and the runner ticks, per symbol (running, or running while out of balance). */
async function ticking(): Promise<Map<string, number>> {
  const result = (await db.execute(sql`
    select symbols->>0 as symbol, count(*) as n from bots
    where owner = ${trading.owner} and status in ('running', 'out_of_balance')
    group by 1`)) as unknown as { rows: { symbol: string; n: number | string }[] }
  return new Map(result.rows.map((r) => [r.symbol, Number(r.n)]))
}

/** Counts ticks and bot-ticks (each tick × the bots on its symbol) while `run` drives the feed. */
async function measure(run: () => Promise<void>) {
  const bots = await ticking()
  const fillsBefore = await storedFills()
  const publishedBefore = hub.fills
  let ticks = 0
  let botTicks = 0
  const off = feed.subscribe((t) => {
    ticks++
    botTicks += bots.get(t.symbol) ?? 0
  })
  const marketBefore = clock.now()
  const cpu = process.cpuUsage()
  const t0 = performance.now()
  await run()
  const driven = performance.now()
  // Every fill made so far is written before the clock stops: "with every fill persisted".
  await trading.flush()
  const flushed = performance.now()
  const wall = (flushed - t0) / 1000
  const used = process.cpuUsage(cpu)
  off()
  const after = await ticking()
  return {
    bots: [...bots.values()].reduce((a, b) => a + b, 0),
    botsAfter: [...after.values()].reduce((a, b) => a + b, 0),
    ticks,
    botTicks,
    wall,
    flushSeconds: (flushed - driven) / 1000,
    cpu: (used.user + used.system) / 1e6,
    marketSeconds: (clock.now() - marketBefore) / 1000,
    fillsStored: (await storedFills()) - fillsBefore,
    fillsPublished: hub.fills - publishedBefore,
  }
}

const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve))
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function throughput(seconds: number) {
  let rounds = 0
  const result = await measure(async () => {
    const end = performance.now() + seconds * 1000
    while (performance.now() < end) {
      clock.advance(opts.stepMs)
      rounds++
      // One event-loop turn per round: the store's flushes and the sockets run between rounds.
      await yieldTurn()
    }
  })
  report('throughput', { ...result, rounds })
}

async function paced(seconds: number, speed: number, everyMs: number) {
  const result = await measure(async () => {
    const timer = setInterval(() => clock.advance(everyMs * speed), everyMs)
    await sleep(seconds * 1000)
    clearInterval(timer)
  })
  report('paced', { ...result, speed })
}

report('ready', {
  port,
  seedSeconds,
  startSeconds,
  hosted: trading.hosted().length,
  users: users.map((u) => u.email).slice(0, 1),
})

const commands = createInterface({ input: process.stdin })
let queue = Promise.resolve()
commands.on('line', (line) => {
  const [cmd, ...args] = line.trim().split(/\s+/)
  const nums = args.map(Number)
  queue = queue
    .then(async () => {
      if (cmd === 'throughput') await throughput(nums[0]!)
      else if (cmd === 'paced') await paced(nums[0]!, nums[1]!, nums[2]!)
      else if (cmd === 'quit') {
        await app.close()
        await database.close()
        process.exit(0)
      }
    })
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
})
