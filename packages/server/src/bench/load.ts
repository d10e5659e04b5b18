/**
 * `npm run bench:load` (issue 17, decision 074): signed-in users against 1, 2 and 3 server
 * processes on one PostgreSQL and Redis (the loopback ones, see cluster.ts), each level on a fresh
 * database. Every user holds Paper grids trading on the replay and keeps a live socket open; the
 * load is a mix of bot lists, bot views, profit summaries and bot creates, spread evenly over the
 * processes as a load balancer would. Prints req/s, p50/p99 latency, errors and socket messages
 * per level, and the scaling ratio against one process.
 *
 *   --duration s     measured seconds per level (default 15)
 *   --connections n  HTTP connections in all, split over the processes (default 24)
 *   --users n        signed-in users, one socket each (default 30)
 */
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { API_PREFIX } from '@atb/contract'
import { ReplayFeed, seededRandom } from '@atb/engine'
import { api, gridBody, liveSocket, signIn, startCluster, type LiveSocket } from './cluster'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '24' },
    users: { type: 'string', default: '30' },
    levels: { type: 'string', default: '1,2,3' },
  },
})
const DURATION = Number(values.duration)
const CONNECTIONS = Number(values.connections)
const USERS = Number(values.users)
const LEVELS = values.levels.split(',').map(Number)
const BOTS_PER_USER = 4
const SPEED = 60
const WARMUP_S = 3
for (const [name, n, max] of [
  ['duration', DURATION, 300],
  ['connections', CONNECTIONS, 1000],
  ['users', USERS, 500],
] as const)
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be 1..${max}`)
if (!LEVELS.every((n) => Number.isInteger(n) && n >= 1 && n <= 8))
  throw new Error('--levels must list process counts from 1 to 8, such as 1,2,3')

/** The mix, by share of requests. */
const MIX = [
  { name: 'list', share: 0.5 },
  { name: 'view', share: 0.35 },
  { name: 'profit', share: 0.1 },
  { name: 'create', share: 0.05 },
] as const

interface Level {
  processes: number
  requests: number
  reqPerSec: number
  p50: number
  p99: number
  errors: number
  socketMessages: number
  sockets: number
  silentSockets: number
}

/** The first few failed answers, to say why requests failed. */
const failures = new Set<string>()

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

async function level(processes: number): Promise<Level> {
  const cluster = await startCluster({ processes, speed: SPEED })
  const sockets: LiveSocket[] = []
  try {
    const { servers } = cluster
    const tokens = await signIn(cluster, USERS)
    const feed = new ReplayFeed({ speed: SPEED, epoch: cluster.epoch })
    const last = (symbol: string) => feed.ticker(symbol)!.last
    const rnd = seededRandom(processes)
    const ids: string[][] = tokens.map(() => [])
    let n = 0
    for (let b = 0; b < BOTS_PER_USER; b++)
      for (const [u, token] of tokens.entries()) {
        const bot = await api<{ id: string }>(
          servers[u % processes]!,
          '/robot/create',
          gridBody(n++, last, rnd),
          token,
        )
        ids[u]!.push(bot.id)
      }
    for (const [u, token] of tokens.entries())
      sockets.push(await liveSocket(servers[u % processes]!, token))

    const mixed = () => {
      const u = Math.floor(Math.random() * USERS)
      const headers = { authorization: `Bearer ${tokens[u]}`, 'content-type': 'application/json' }
      let r = Math.random()
      const kind = MIX.find((m) => (r -= m.share) < 0)?.name ?? 'list'
      const own = ids[u]!
      switch (kind) {
        case 'view':
          return {
            method: 'GET' as const,
            path: `${API_PREFIX}/robot/view?id=${own[Math.floor(Math.random() * own.length)]}`,
            headers,
          }
        case 'profit':
          return { method: 'GET' as const, path: `${API_PREFIX}/profit/summary`, headers }
        case 'create':
          return {
            method: 'POST' as const,
            path: `${API_PREFIX}/robot/create`,
            headers,
            body: JSON.stringify(gridBody(n++, last, rnd)),
          }
        default:
          return { method: 'GET' as const, path: `${API_PREFIX}/robot/list`, headers }
      }
    }
    const run = (seconds: number) =>
      Promise.all(
        servers.map((server) =>
          autocannon({
            url: server.url,
            connections: Math.max(1, Math.round(CONNECTIONS / processes)),
            duration: seconds,
            requests: [{ setupRequest: (req) => ({ ...req, ...mixed() }) }],
            setupClient: (client) =>
              client.on('body', (body: Buffer) => {
                if (failures.size < 5 && !body.toString().startsWith('{"status":"success"'))
                  failures.add(body.toString().slice(0, 300))
              }),
          }),
        ),
      )
    await run(WARMUP_S)
    const counted = sockets.map((s) => s.messages.length)
    const results = await run(DURATION)
    const heard = sockets.map((s, i) => s.messages.length - counted[i]!)
    const requests = results.reduce((sum, r) => sum + r.requests.total, 0)
    return {
      processes,
      requests,
      reqPerSec: requests / DURATION,
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      errors: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
      socketMessages: heard.reduce((a, b) => a + b, 0),
      sockets: sockets.length,
      silentSockets: heard.filter((h) => h === 0).length,
    }
  } finally {
    for (const s of sockets) s.ws.close()
    await cluster.close()
  }
}

async function main() {
  console.log(
    `bench:load  ${USERS} signed-in users × ${BOTS_PER_USER} Paper grids + 1 live socket each; ${CONNECTIONS} HTTP connections; ${DURATION} s per level; mix ${MIX.map((m) => `${m.name} ${m.share * 100} %`).join(', ')}`,
  )
  console.log(
    `machine     ${cpus().length} cores (the load generator, PostgreSQL and Redis share them); 1-min load average ${fmt(loadavg()[0]!, 2)}`,
  )
  const levels: Level[] = []
  for (const processes of LEVELS) {
    const result = await level(processes)
    levels.push(result)
    console.log(
      `${processes} process${processes > 1 ? 'es' : '  '}  ${fmt(result.reqPerSec).padStart(6)} req/s  p50 ${fmt(result.p50)} ms  p99 ${fmt(result.p99)} ms  errors ${result.errors}  socket messages ${fmt(result.socketMessages / DURATION, 1)}/s (${result.sockets - result.silentSockets} of ${result.sockets} sockets heard)`,
    )
  }
  const base = levels[0]!
  console.log(
    `scaling     ${levels.map((l) => `${l.processes}: ${fmt(l.reqPerSec / base.reqPerSec, 2)}×`).join('  ')} (req/s against ${base.processes} process${base.processes > 1 ? 'es' : ''})`,
  )
  const errors = levels.reduce((sum, l) => sum + l.errors, 0)
  if (errors > 0) {
    console.log(`${errors} requests failed, such as:\n  ${[...failures].join('\n  ')}`)
    process.exitCode = 1
  }
}

await main()
