import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { WebSocket } from 'ws'
import { API_PREFIX, LIVE_PATH, type LiveServerMessage } from '@atb/contract'
import { apiLogin, startChild, type Child } from './child'

/**
 * The server with its embedded database (PGlite in a temporary folder), 10,000 Paper grids hosted
 * by its TradingHost, fed by the replay market on a manual clock (server-child.ts). Three figures,
 * each against issue 10's target (decision 038 explains the method):
 * 1. bot-ticks/s driving the feed as fast as the process goes, every fill persisted;
 * 2. tick-to-socket latency of bot.fill for clients whose bots fill, the feed paced at `--speed`;
 * 3. GET /robot/list for a user with 100 bots (autocannon, decision 025's connection counts).
 */
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100' },
    'per-user': { type: 'string', default: '100' },
    warmup: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '15' },
    speed: { type: 'string', default: '120' },
    'latency-seconds': { type: 'string', default: '20' },
    clients: { type: 'string', default: '8' },
    duration: { type: 'string', default: '5' },
  },
})
const int = (name: keyof typeof values, min: number, max: number) => {
  const n = Number(values[name])
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be ${min}..${max}`)
  return n
}
const USERS = int('users', 1, 1000)
const PER_USER = int('per-user', 1, 100)
const WARMUP = int('warmup', 1, 120)
const SECONDS = int('seconds', 1, 120)
const SPEED = int('speed', 1, 10_000)
const LATENCY_SECONDS = int('latency-seconds', 1, 120)
const CLIENTS = Math.min(int('clients', 1, 10), USERS)
const DURATION = int('duration', 1, 60)
/** Market time per replay round: a quarter of a 1-minute candle, so BTC's path vertices each tick. */
const STEP_MS = 15_000
const password = 'bench-password-1'
const serverDir = fileURLToPath(new URL('../../', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'atb-bench-server-'))

interface Measured {
  bots: number
  botsAfter: number
  ticks: number
  botTicks: number
  wall: number
  flushSeconds: number
  cpu: number
  marketSeconds: number
  fillsStored: number
  fillsPublished: number
  rounds?: number
}

const waiting = new Map<string, (data: Measured) => void>()
function onLine(line: string) {
  if (!line.startsWith('BENCH ')) return
  const data = JSON.parse(line.slice(6)) as Measured & { type: string }
  waiting.get(data.type)?.(data)
  waiting.delete(data.type)
}
function command(child: Child, text: string, type: string): Promise<Measured> {
  const done = new Promise<Measured>((resolve) => waiting.set(type, resolve))
  child.process.stdin!.write(`${text}\n`)
  return done
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a'
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')
const wallMs = () => performance.timeOrigin + performance.now()

/** A live socket that records, for each bot.fill, client receipt − host receipt and sentAt − host receipt. */
async function fillClient(url: string, token: string, total: number[], server: number[]) {
  const ws = new WebSocket(url)
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  const ready = new Promise<void>((resolve) =>
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as LiveServerMessage
      if (m.type === 'ready') resolve()
      if (m.type === 'bot.fill' && m.receivedAt !== undefined) {
        total.push(wallMs() - m.receivedAt)
        server.push(m.sentAt - m.receivedAt)
      }
    }),
  )
  ws.send(JSON.stringify({ type: 'auth', token }))
  await ready
  return ws
}

async function list(url: string, token: string, seconds: number, connections: number) {
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  })
  const failed = r.non2xx + r.errors + r.timeouts
  if (failed > 0) throw new Error(`/robot/list: ${failed} failed requests`)
  return { reqPerSec: r.requests.total / r.duration, p50: r.latency.p50, p99: r.latency.p99 }
}

async function main() {
  const bots = USERS * PER_USER
  console.log(
    `bench:server  ${fmt(bots)} Paper grids (${USERS} users × ${PER_USER}) on PGlite; replay rounds of ${STEP_MS / 1000} s market time; 1-min load average ${fmt(loadavg()[0]!, 2)}`,
  )
  const options = { users: USERS, perUser: PER_USER, password, stepMs: STEP_MS }
  const child = await startChild(
    'server',
    'src/bench/server-child.ts',
    [join(work, 'db'), JSON.stringify({ ...options, equityEveryMs: 3_600_000 })],
    {
      cwd: serverDir,
      readyWhen: /^BENCH \{"type":"ready"/,
      timeoutMs: 240_000,
      onLine,
      input: true,
    },
  )
  try {
    const ready = JSON.parse(child.ready.slice(6)) as {
      port: number
      seedSeconds: number
      startSeconds: number
      hosted: number
    }
    const base = `http://127.0.0.1:${ready.port}`
    console.log(
      `setup   seeded in ${fmt(ready.seedSeconds, 1)} s; server up with ${fmt(ready.hosted)} bots claimed and attached in ${fmt(ready.startSeconds, 1)} s`,
    )

    // 1. Throughput. The warm-up holds the first rounds, where every bot places its grid.
    const warm = await command(child, `throughput ${WARMUP}`, 'throughput')
    console.log(
      `warm-up ${fmt(warm.rounds ?? 0)} rounds in ${fmt(warm.wall, 1)} s (first ticks: each bot places its grid), ${fmt(warm.fillsStored)} fills`,
    )
    const t = await command(child, `throughput ${SECONDS}`, 'throughput')
    const botTicksPerSec = t.botTicks / t.wall
    const fillsPerSec = t.fillsStored / t.wall
    const allStored = t.fillsStored === t.fillsPublished

    // 2. Tick-to-socket, with the feed paced at SPEED× real time.
    const tokens: string[] = []
    for (let u = 0; u < CLIENTS; u++)
      tokens.push(await apiLogin(base, `bench${u}@example.com`, password))
    const total: number[] = []
    const server: number[] = []
    const wsUrl = `ws://127.0.0.1:${ready.port}${API_PREFIX}${LIVE_PATH}`
    const sockets = await Promise.all(
      tokens.map((token) => fillClient(wsUrl, token, total, server)),
    )
    const paced = await command(child, `paced ${LATENCY_SECONDS} ${SPEED} 100`, 'paced')
    await new Promise((resolve) => setTimeout(resolve, 500))
    for (const ws of sockets) ws.close()
    total.sort((a, b) => a - b)
    server.sort((a, b) => a - b)

    // 3. /robot/list while the host follows the replay at one round a wall second.
    const listUrl = `${base}${API_PREFIX}/robot/list`
    const background = command(child, `paced ${3 * DURATION + 4} ${STEP_MS / 1000} 1000`, 'paced')
    await list(listUrl, tokens[0]!, 2, 50)
    const throughputRun = await list(listUrl, tokens[0]!, DURATION, 50)
    const latencyRun = await list(listUrl, tokens[0]!, DURATION, 10)
    await background

    const p99 = pct(total, 99)
    console.log(`\n1. throughput: ${fmt(SECONDS)} s of replay rounds as fast as the process goes`)
    console.log(
      `   ${fmt(t.ticks)} ticks × bots on their symbol = ${fmt(t.botTicks)} bot-ticks in ${fmt(t.wall, 2)} s (final flush ${fmt(t.flushSeconds, 2)} s included; ${fmt(t.cpu, 1)} CPU-s; ${fmt(t.marketSeconds / 3600, 1)} h of market time, ${fmt(t.marketSeconds / t.wall)}× real time)`,
    )
    console.log(
      `   ${fmt(t.fillsStored)} fills stored in bot_fills, ${fmt(t.fillsPublished)} published after their write (${allStored ? 'all persisted' : 'MISMATCH'}); ${fmt(t.botsAfter)} of ${fmt(t.bots)} bots still running`,
    )
    console.log(
      `   bot-ticks/s       ${fmt(botTicksPerSec).padStart(10)}   (${fmt(t.botTicks / t.cpu)} per CPU-second)   target ≥ 1,000,000: ${verdict(botTicksPerSec >= 1e6 && allStored)}`,
    )
    console.log(`   fills persisted/s ${fmt(fillsPerSec).padStart(10)}`)
    console.log(
      `\n2. tick-to-socket: ${CLIENTS} clients (100 bots each), feed at ${SPEED}× for ${LATENCY_SECONDS} s (${fmt(paced.botTicks / paced.wall)} bot-ticks/s, ${fmt(paced.fillsStored)} fills)`,
    )
    console.log(
      `   ${fmt(total.length)} bot.fill messages   p50 ${fmt(pct(total, 50), 1)} ms   p99 ${fmt(p99, 1)} ms   max ${fmt(total.at(-1) ?? NaN, 1)} ms   target p99 ≤ 100 ms: ${verdict(total.length > 0 && p99 <= 100)}`,
    )
    console.log(
      `   of which in the server (host receipt → sentAt): p50 ${fmt(pct(server, 50), 1)} ms   p99 ${fmt(pct(server, 99), 1)} ms`,
    )
    console.log(
      `\n3. GET ${API_PREFIX}/robot/list (first page of 20) for a user with ${PER_USER} bots, ${DURATION} s per run, the host following the replay`,
    )
    console.log(
      `   50 connections: ${fmt(throughputRun.reqPerSec)} req/s (p50 ${fmt(throughputRun.p50)} ms, p99 ${fmt(throughputRun.p99)} ms)`,
    )
    console.log(
      `   10 connections: ${fmt(latencyRun.reqPerSec)} req/s   p50 ${fmt(latencyRun.p50)} ms   p99 ${fmt(latencyRun.p99)} ms`,
    )
    const listMet = throughputRun.reqPerSec >= 2000 && latencyRun.p99 < 50
    console.log(
      `   target ≥ 2,000 req/s at 50 connections and p99 < 50 ms at 10: ${verdict(listMet)}`,
    )
    console.log(
      `\nShared machines give noisy figures (1-min load average now ${fmt(loadavg()[0]!, 2)}); the per-CPU-second figure is the steadier one.`,
    )
  } finally {
    child.process.stdin?.write('quit\n')
    await Promise.race([
      new Promise((resolve) => child.process.once('exit', resolve)),
      new Promise((resolve) => setTimeout(resolve, 15_000)),
    ])
    await child.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

await main()
