import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { WebSocket } from 'ws'
import { API_PREFIX, LIVE_PATH, type LiveServerMessage } from '@atb/contract'
import { openDatabase, type Database } from '../db'
import { hashSecret } from '../lib/crypto'
import { systemClock } from '../lib/deps'
import { createUser } from '../services/users'
import { createTestDatabase } from '../test/harness'
import { freePort } from '../test/net'
import { apiLogin, startChild, type Child } from './child'
import { BENCH_SYMBOLS, gridConfig } from './seed-bots'

/**
 * Several real servers (src/main.ts) on one PostgreSQL database of their own and one Redis, as
 * behind a load balancer (decision 074), for test:scale and bench:load. The loopback services by
 * default: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test, TEST_REDIS_URL or
 * redis://127.0.0.1:6379.
 */
export interface Server {
  index: number
  port: number
  url: string
  child: Child
}

export interface Cluster {
  servers: Server[]
  database: Database
  /** The replay's epoch: every process plays the same market. */
  epoch: number
  /** Stops every process still running, then drops the database. */
  close(): Promise<void>
}

const serverDir = fileURLToPath(new URL('../..', import.meta.url))
export const PASSWORD = 'cluster-password-1'

export async function startCluster(options: {
  processes: number
  speed: number
  leaseMs?: number
}): Promise<Cluster> {
  const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
  const created = await createTestDatabase('atb_cluster', pgUrl)
  const epoch = Date.now()
  const servers: Server[] = []
  const env = {
    ...process.env,
    DATABASE_URL: created.url,
    REDIS_URL: redisUrl,
    // Runs never hear each other's events or share rate counters.
    REDIS_PREFIX: `atb-cluster:${randomBytes(4).toString('hex')}:`,
    HOST: '127.0.0.1',
    // Every user signs in from this one address (decision 080).
    RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
    STATIC_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
    MARKET_REPLAY_SPEED: String(options.speed),
    MARKET_REPLAY_EPOCH: String(epoch),
    ...(options.leaseMs ? { BOT_LEASE_MS: String(options.leaseMs) } : {}),
    KEY_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
    NODE_ENV: 'development',
  }
  let database: Database | null = null
  const close = async () => {
    await Promise.all(servers.map((s) => s.child.stop()))
    await database?.close()
    await created.drop()
  }
  try {
    // One at a time: the first migrates the database before the others open it.
    for (let index = 0; index < options.processes; index++) {
      const port = await freePort()
      const child = await startChild(`server ${index + 1}`, 'src/main.ts', [], {
        cwd: serverDir,
        env: { ...env, PORT: String(port) },
        readyWhen: /is running at/,
        timeoutMs: 120_000,
        // A server error is worth seeing whatever is measured.
        onLine: (line) => {
          if (line.includes('"level":50') || line.includes('"level":60'))
            console.error(`server ${index + 1}: ${line.slice(0, 2000)}`)
        },
      })
      servers.push({ index, port, url: `http://127.0.0.1:${port}`, child })
    }
    database = await openDatabase({ kind: 'postgres', url: created.url })
    return { servers, database, epoch, close }
  } catch (error) {
    await close()
    throw error
  }
}

/** Users written directly (sign-up mails are not what is measured), signed in over the API. */
export async function signIn(cluster: Cluster, count: number): Promise<string[]> {
  const passwordHash = await hashSecret(PASSWORD)
  const tokens: string[] = []
  for (let u = 0; u < count; u++) {
    const email = `cluster-${u}@example.com`
    await createUser(
      cluster.database.db,
      { clock: systemClock },
      { email, passwordHash, referredBy: null },
    )
    tokens.push(await apiLogin(cluster.servers[u % cluster.servers.length]!.url, email, PASSWORD))
  }
  return tokens
}

export async function api<T>(
  server: Server,
  path: string,
  body: object,
  token?: string,
): Promise<T> {
  const res = await fetch(`${server.url}${API_PREFIX}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  const json = (await res.json()) as { data?: T; description?: string }
  if (!res.ok || json.data === undefined)
    throw new Error(`${path} on process ${server.index + 1}: ${res.status} ${json.description}`)
  return json.data
}

/** The body of a small Paper grid near the replay's price: bot `i` of a run. */
export function gridBody(i: number, last: (symbol: string) => number, rnd: () => number) {
  const symbol = BENCH_SYMBOLS[i % BENCH_SYMBOLS.length]!
  return {
    kind: 'spot_grid',
    exchange_name: 'paper',
    symbol,
    config: gridConfig(i, last(symbol), rnd),
    agree_risk: true,
  }
}

export interface LiveSocket {
  ws: WebSocket
  messages: { at: number; message: LiveServerMessage }[]
}

/** One live socket, authenticated, keeping every message with the time it arrived. */
export async function liveSocket(server: Server, token: string): Promise<LiveSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}${API_PREFIX}${LIVE_PATH}`)
  const messages: LiveSocket['messages'] = []
  ws.on('message', (data) =>
    messages.push({ at: Date.now(), message: JSON.parse(String(data)) as LiveServerMessage }),
  )
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  ws.send(JSON.stringify({ type: 'auth', token }))
  for (let waited = 0; !messages.some((m) => m.message.type === 'ready'); waited += 50) {
    if (waited > 10_000) throw new Error('the live socket never became ready')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { ws, messages }
}
