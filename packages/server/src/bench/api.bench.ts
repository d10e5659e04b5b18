import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { API_PREFIX } from '@atb/contract'
import { openDatabase } from '../db'
import { hashSecret } from '../lib/crypto'
import { systemClock } from '../lib/deps'
import { createUser } from '../services/users'
import { apiLogin, startChild, type Child } from './child'

/**
 * GET /v1/profile with a session on the real server against the ceiling server (ceiling.ts), both
 * on PGlite in temporary folders on loopback, in alternating rounds. Runs from source with tsx.
 */
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'latency-connections': { type: 'string', default: '10' },
  },
})
const bounded = (value: string, min: number, max: number, name: string) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be ${min}..${max}`)
  return n
}
const ROUNDS = bounded(values.rounds, 1, 10, 'rounds')
const DURATION = bounded(values.duration, 1, 60, 'duration')
const WARMUP = bounded(values.warmup, 0, 30, 'warmup')
const CONNECTIONS = bounded(values.connections, 1, 500, 'connections')
const LATENCY_CONNECTIONS = bounded(values['latency-connections'], 1, 500, 'latency-connections')
const TARGET_RATIO = 0.6
const TARGET_P99_MS = 50

const serverDir = fileURLToPath(new URL('../../', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'atb-bench-api-'))
const email = 'bench@example.com'
const password = 'bench-password-1'

interface Target {
  name: string
  child: Child
  url: string
  token: string
}

type Pair = { project: Round; ceiling: Round }

interface Round {
  reqPerSec: number
  p50: number
  p99: number
  cpuSeconds: number
  requests: number
}

async function seedServerDatabase(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir })
  try {
    const passwordHash = await hashSecret(password)
    await createUser(database.db, { clock: systemClock }, { email, passwordHash, referredBy: null })
  } finally {
    await database.close()
  }
}

async function startProject(): Promise<Target> {
  const child = await startChild('server', 'src/main.ts', [], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: join(work, 'server'),
      DATABASE_URL: '',
      STATIC_DIR: join(work, 'no-app'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    readyWhen: /is running at http:\/\/127\.0\.0\.1:\d+/,
    timeoutMs: 180_000,
  })
  try {
    const base = /(http:\/\/127\.0\.0\.1:\d+)/.exec(child.ready)![1]!
    const token = await apiLogin(base, email, password)
    return { name: 'server', child, url: `${base}${API_PREFIX}/profile`, token }
  } catch (error) {
    await child.stop()
    throw error
  }
}

async function startCeiling(): Promise<Target> {
  const child = await startChild('ceiling', 'src/bench/ceiling.ts', [join(work, 'ceiling')], {
    cwd: serverDir,
    readyWhen: /^\{"port":\d+/,
    timeoutMs: 180_000,
  })
  const { port, token } = JSON.parse(child.ready) as { port: number; token: string }
  return { name: 'ceiling', child, url: `http://127.0.0.1:${port}${API_PREFIX}/profile`, token }
}

async function load(target: Target, seconds: number, connections: number): Promise<Round> {
  const cpuBefore = target.child.cpuSeconds()
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${target.token}` },
  })
  const cpuSeconds = target.child.cpuSeconds() - cpuBefore
  // A fast 401 is not a result: every answer must be the profile.
  const failed = result.non2xx + result.errors + result.timeouts
  if (failed > 0) throw new Error(`${target.name}: ${failed} failed requests`)
  return {
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuSeconds,
    requests: result.requests.total,
  }
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a'
const perCpu = (r: Round) => r.requests / r.cpuSeconds
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

function line(name: string, r: Round) {
  return `  ${name.padEnd(8)} ${fmt(r.reqPerSec).padStart(7)} req/s   p50 ${fmt(r.p50).padStart(4)} ms   p99 ${fmt(r.p99).padStart(4)} ms   ${fmt(perCpu(r)).padStart(7)} req/CPU-s`
}

async function main() {
  console.log(
    `bench:api  GET ${API_PREFIX}/profile, ${ROUNDS} rounds × ${DURATION} s at ${CONNECTIONS} connections (throughput), then at ${LATENCY_CONNECTIONS} (latency); warm-up ${WARMUP} s`,
  )
  await seedServerDatabase(join(work, 'server'))
  const targets: Target[] = []
  try {
    const started = await Promise.allSettled([startProject(), startCeiling()])
    for (const s of started) if (s.status === 'fulfilled') targets.push(s.value)
    for (const s of started) if (s.status === 'rejected') throw s.reason
    const [project, ceiling] = targets as [Target, Target]

    if (WARMUP > 0) for (const t of [project, ceiling]) await load(t, WARMUP, CONNECTIONS)
    const loadBefore = loadavg()[0]!
    const run = async (connections: number, label: string) => {
      const rounds: Pair[] = []
      for (let i = 0; i < ROUNDS; i++) {
        // Alternate who goes first, so a drift in machine load favours neither.
        const order = i % 2 === 0 ? [project, ceiling] : [ceiling, project]
        const done = new Map<Target, Round>()
        for (const t of order) done.set(t, await load(t, DURATION, connections))
        const round = { project: done.get(project)!, ceiling: done.get(ceiling)! }
        rounds.push(round)
        const ratio = fmt(round.project.reqPerSec / round.ceiling.reqPerSec, 2)
        console.log(`${label} round ${i + 1}, ${connections} connections  ratio ${ratio}`)
        console.log(line('server', round.project))
        console.log(line('ceiling', round.ceiling))
      }
      return rounds
    }
    // Throughput needs the servers saturated. Latency is read where the client does not queue:
    // with N connections in a closed loop the mean latency is N / throughput by construction
    // (Little's law), so at 50 it measures queue depth, not the server (decision 025).
    const rounds = await run(CONNECTIONS, 'throughput')
    const latencyRounds = await run(LATENCY_CONNECTIONS, 'latency')

    const summary = (rounds: Pair[], pick: (r: Pair) => Round): Round => {
      const all = rounds.map(pick)
      return {
        reqPerSec: mean(all.map((r) => r.reqPerSec)),
        p50: median(all.map((r) => r.p50)),
        // The worst round's p99, not an average that would hide it.
        p99: Math.max(...all.map((r) => r.p99)),
        cpuSeconds: all.reduce((a, r) => a + r.cpuSeconds, 0),
        requests: all.reduce((a, r) => a + r.requests, 0),
      }
    }
    const p = summary(rounds, (r) => r.project)
    const c = summary(rounds, (r) => r.ceiling)
    const pl = summary(latencyRounds, (r) => r.project)
    const cl = summary(latencyRounds, (r) => r.ceiling)
    const ratio = p.reqPerSec / c.reqPerSec
    const cpuRatio = perCpu(p) / perCpu(c)
    const loads = `${fmt(loadBefore, 2)} → ${fmt(loadavg()[0]!, 2)}`
    console.log(`\nsummary (mean req/s, median p50, worst p99; 1-min load average ${loads})`)
    console.log(` throughput, ${CONNECTIONS} connections`)
    console.log(line('server', p))
    console.log(line('ceiling', c))
    console.log(` latency, ${LATENCY_CONNECTIONS} connections`)
    console.log(line('server', pl))
    console.log(line('ceiling', cl))
    console.log(`  ratio    ${fmt(ratio, 2)} of the ceiling (${fmt(cpuRatio, 2)} per CPU-second)`)
    const met = ratio >= TARGET_RATIO && pl.p99 < TARGET_P99_MS
    console.log(
      `  target   ratio ≥ ${TARGET_RATIO} at ${CONNECTIONS} connections and p99 < ${TARGET_P99_MS} ms at ${LATENCY_CONNECTIONS}: ${met ? 'met' : 'NOT met'}`,
    )
  } finally {
    await Promise.all(targets.map((t) => t.child.stop()))
    rmSync(work, { recursive: true, force: true })
  }
}

await main()
