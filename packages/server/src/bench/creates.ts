/**
 * `npm run bench:creates` (issue 26): bursts of concurrent Paper creates from one account against a
 * real server (src/main.ts) on the loopback PostgreSQL and Redis (cluster.ts), the attack that
 * once answered 500 "deadlock detected" to 14 of 50. Other accounts' Paper wallets share the table
 * and its statistics are gathered, as in production. Each round is a fresh user firing all its
 * creates at once, half spot grids on the replay's crypto pairs (USDT; the bigger ones run out of
 * the demo 10,000, a clear 400), half forex bots on EURUSD (USD). Prints the answers by status,
 * p50/p99 of every create, and whether each user's USDT and USD equal the demo grant less what
 * its created bots reserved. Exits 1 on any 5xx or mismatch.
 *
 *   --concurrent n  creates fired at once per round (default 50)
 *   --rounds n      rounds, each on a fresh user (default 3)
 *   --processes n   servers behind the "load balancer", creates spread over them (default 1)
 *   --others n      other accounts with a Paper wallet in the table (default 40)
 *   --warmup n      bursts before the measured rounds, shown but not counted (default 1): the first
 *                   creates after a start load and compile modules a warm server has loaded
 */
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { API_PREFIX, PAPER_BALANCES } from '@atb/contract'
import { D, ReplayFeed, seededRandom } from '@atb/engine'
import { sql } from 'drizzle-orm'
import type { Database } from '../db'
import { systemClock } from '../lib/deps'
import { ensurePaperWallet } from '../services/bots/wallet'
import { createUser } from '../services/users'
import { gridBody, signIn, startCluster, type Server } from './cluster'
import { forexBot } from '../test/bots-kit'

const { values } = parseArgs({
  options: {
    concurrent: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
    processes: { type: 'string', default: '1' },
    others: { type: 'string', default: '40' },
    warmup: { type: 'string', default: '1' },
  },
})
const CONCURRENT = Number(values.concurrent)
const ROUNDS = Number(values.rounds)
const PROCESSES = Number(values.processes)
const OTHERS = Number(values.others)
const WARMUP = Number(values.warmup)
for (const [name, n, max] of [
  ['warmup', WARMUP + 1, 11],
  ['others', OTHERS + 1, 10_001],
  ['concurrent', CONCURRENT, 200],
  ['rounds', ROUNDS, 20],
  ['processes', PROCESSES, 4],
] as const)
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be 1..${max}`)

const SPEED = 60

/** Grids of 2–4 levels of 200 USDT: about 15,000 USDT asked for by 25 of them. */
function bigGrid(i: number, last: (symbol: string) => number, rnd: () => number) {
  const body = gridBody(i, last, rnd)
  return { ...body, config: { ...body.config, coin_per_grid: 200 } }
}

async function seedOthers(db: Database['db']) {
  for (let i = 0; i < OTHERS; i++) {
    const user = await createUser(
      db,
      { clock: systemClock },
      { email: `other-${i}@example.com`, passwordHash: 'unused', referredBy: null },
    )
    await ensurePaperWallet(db, user.id)
  }
  await db.execute(sql`analyze paper_balances`)
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN

interface Burst {
  answers: { status: number; ms: number; json: { description?: string } }[]
  cpuMs: number
  /** Each user's USDT and USD equal the demo grant less what its created bots reserved. */
  matches: boolean
  free: (asset: 'USDT' | 'USD') => string | undefined
}

/** One user's creates, all at once, spread over the processes as a load balancer would. */
async function burst(servers: Server[], token: string, round: number, last: (s: string) => number) {
  const rnd = seededRandom(round + 1)
  const bodies = Array.from({ length: CONCURRENT }, (_, i) =>
    i % 2 === 0 ? bigGrid(i, last, rnd) : forexBot,
  )
  const cpu = () => servers.reduce((sum, s) => sum + s.child.cpuSeconds(), 0)
  const cpuBefore = cpu()
  const answers = await Promise.all(
    bodies.map(async (body, i) => {
      const started = performance.now()
      const res = await fetch(`${servers[i % servers.length]!.url}${API_PREFIX}/robot/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      })
      const json = (await res.json()) as {
        data?: { allocation: Record<string, string> }
        description?: string
      }
      return { status: res.status, ms: performance.now() - started, json }
    }),
  )
  const cpuMs = (cpu() - cpuBefore) * 1000
  const reserved = { USDT: new D(0), USD: new D(0) }
  for (const a of answers)
    if (a.status < 300)
      for (const asset of ['USDT', 'USD'] as const)
        reserved[asset] = reserved[asset].add(a.json.data?.allocation[asset] ?? 0)
  const balances = (await fetch(`${servers[0]!.url}${API_PREFIX}/paper/balances`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((r) => r.json())) as { data?: { balances: { asset: string; free: string }[] } }
  const free = (asset: 'USDT' | 'USD') =>
    balances.data?.balances.find((b) => b.asset === asset)?.free
  const matches = (['USDT', 'USD'] as const).every((asset) =>
    new D(free(asset) ?? NaN).eq(new D(PAPER_BALANCES[asset]).sub(reserved[asset])),
  )
  return { answers, cpuMs, matches, free } satisfies Burst
}

function describe(name: string, b: Burst) {
  const ms = b.answers.map((a) => a.ms).sort((x, y) => x - y)
  const created = b.answers.filter((a) => a.status < 300).length
  const fives = b.answers.filter((a) => a.status >= 500).length
  return `${name.padEnd(14)} ${created} created, ${fives} answered 5xx; p50 ${quantile(ms, 0.5).toFixed(0)} ms  p99 ${quantile(ms, 0.99).toFixed(0)} ms; server CPU ${b.cpuMs.toFixed(0)} ms; wallet ${b.matches ? 'matches the bots' : 'MISMATCH'} (USDT ${b.free('USDT')}, USD ${b.free('USD')})`
}

async function main() {
  console.log(
    `bench:creates  ${ROUNDS} rounds (after ${WARMUP} warm-up) × ${CONCURRENT} concurrent Paper creates (grids, forex bots) from one account, on ${PROCESSES} process${PROCESSES > 1 ? 'es' : ''} (PostgreSQL), ${OTHERS} other wallets`,
  )
  console.log(
    `machine        ${cpus().length} cores (servers, PostgreSQL, Redis and this script share them); 1-min load average ${loadavg()[0]!.toFixed(2)}`,
  )
  const cluster = await startCluster({ processes: PROCESSES, speed: SPEED })
  let failed = false
  try {
    const { servers } = cluster
    await seedOthers(cluster.database.db)
    const tokens = await signIn(cluster, WARMUP + ROUNDS)
    const feed = new ReplayFeed({ speed: SPEED, epoch: cluster.epoch })
    const last = (symbol: string) => feed.ticker(symbol)!.last
    const all: number[] = []
    const byStatus = new Map<number, number>()
    const samples = new Set<string>()
    for (const [round, token] of tokens.entries()) {
      const b = await burst(servers, token, round, last)
      const warm = round < WARMUP
      console.log(describe(warm ? `warm-up ${round + 1}` : `round ${round + 1 - WARMUP}`, b))
      if (!b.matches || b.answers.some((a) => a.status >= 500)) failed = true
      for (const a of b.answers) {
        if (a.status >= 300) samples.add(`${a.status} ${a.json.description?.slice(0, 40)}`)
        if (warm) continue
        all.push(a.ms)
        byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1)
      }
    }
    all.sort((a, b) => a - b)
    const counts = [...byStatus].sort(([a], [b]) => a - b).map(([s, c]) => `${c}× ${s}`)
    console.log(
      `all rounds     ${all.length} creates: ${counts.join(', ')}; p50 ${quantile(all, 0.5).toFixed(0)} ms  p99 ${quantile(all, 0.99).toFixed(0)} ms  max ${all.at(-1)!.toFixed(0)} ms`,
    )
    if (samples.size > 0) console.log(`answers other than 2xx:\n  ${[...samples].join('\n  ')}`)
  } finally {
    await cluster.close()
  }
  if (failed) process.exitCode = 1
}

await main()
