import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { eq } from 'drizzle-orm'
import { API_PREFIX, endpoints as E, type AnyEndpoint } from '@atb/contract'
import { buildServer, type HostOptions, type ServerOptions } from '../app'
import { migrationsFolder, openDatabase, type Database } from '../db'
import { users } from '../db/schema'
import { normalizeEmail } from '../services/users'
import { Background } from '../lib/background'
import type { Clock, Deps, RateLimits } from '../lib/deps'
import type { GoogleIdentity, GoogleVerifier } from '../services/google'
import type { Mail, Mailer } from '../services/mail'
import { TestFeed } from './test-feed'

export type DbKind = Database['kind']

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const databaseKinds: DbKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

const require = createRequire(import.meta.url)

/**
 * A migrated, empty PGlite cluster, dumped once per set of migrations into the temporary folder
 * and loaded by every in-memory test database after it (issue 30): loading takes 0.5 s, creating
 * and migrating a cluster 1.7 s, and the server's tests open hundreds. Written under a unique name
 * and renamed, so two test files making it at once both leave a whole file.
 */
async function pgliteImage(): Promise<Blob> {
  const folder = migrationsFolder()
  // Another PGlite may not read an older one's dump: its code is part of the key.
  const hash = createHash('sha256').update(readFileSync(require.resolve('@electric-sql/pglite')))
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort())
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(path.join(folder, name)))
  const file = path.join(os.tmpdir(), `atb-pglite-${hash.digest('hex').slice(0, 16)}.tar`)
  if (!existsSync(file)) {
    const client = new PGlite()
    await migrate(drizzlePglite({ client }), { migrationsFolder: folder })
    const dump = await client.dumpDataDir('none')
    await client.close()
    const part = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(part, Buffer.from(await dump.arrayBuffer()))
    renameSync(part, file)
  }
  return new Blob([readFileSync(file)])
}

/** A throwaway database: in-memory PGlite, or a uniquely named PostgreSQL database dropped on close. */
export async function openTestDatabase(kind: DbKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', image: await pgliteImage() })
  const created = await createTestDatabase('atb_test')
  const database = await openDatabase({ kind: 'postgres', url: created.url })
  return {
    ...database,
    async close() {
      await database.close()
      await created.drop()
    },
  }
}

/** A uniquely named, empty PostgreSQL database on TEST_DATABASE_URL's server, and its removal. */
export async function createTestDatabase(
  prefix: string,
  adminUrl = process.env.TEST_DATABASE_URL!,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => dropDatabase(adminUrl, name) }
}

/**
 * Drops a test database once its sessions are gone. pg's `pool.end()` resolves before its sockets
 * close, and a forced drop racing them surfaces as an unhandled FATAL 57P01 in the test run.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: adminUrl })
  await dropper.connect()
  const sessions = `select count(*)::int as n from pg_stat_activity where datname = '${name}'`
  for (let i = 0; i < 200; i++) {
    const { rows } = await dropper.query<{ n: number }>(sessions)
    if (rows[0]?.n === 0) break
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await dropper.end()
}

/** Background failures fail the test that waits on them, through the error it throws. */
const silentLog = {
  error: (obj: unknown) => {
    throw new Error(`background task failed: ${JSON.stringify(obj)}`)
  },
} as unknown as FastifyBaseLogger

/** A clock tests move by hand, for OTP and reset-link expiry. */
export class TestClock implements Clock {
  constructor(private time = Date.parse('2026-01-01T00:00:00Z')) {}
  now = () => new Date(this.time)
  advance(ms: number) {
    this.time += ms
  }
}

export class MemoryMailer implements Mailer {
  readonly kind = 'outbox' as const
  readonly mails: Mail[] = []
  private gate: Promise<void> | null = null
  private release = () => {}
  async send(mail: Mail) {
    await this.gate
    this.mails.push(mail)
  }
  /** Holds every mail until `open`, as a slow mail server would. */
  hold() {
    this.gate = new Promise<void>((resolve) => (this.release = resolve))
  }
  open() {
    this.release()
    this.gate = null
  }
  last(to: string): Mail {
    const mail = this.mails.filter((m) => m.to === to.toLowerCase()).at(-1)
    if (!mail) throw new Error(`no mail to ${to}`)
    return mail
  }
  otp(to: string): string {
    return /code is (\d{6})/.exec(this.last(to).text)?.[1] ?? ''
  }
}

/** Google stand-in: an auth code `code:<sub>:<email>` verifies as that identity. */
export const fakeGoogle: GoogleVerifier = {
  clientId: 'test-client.apps.googleusercontent.com',
  redirectUri: 'http://127.0.0.1:3000/login',
  async verify(code): Promise<GoogleIdentity | null> {
    const [prefix, sub, email] = code.split(':')
    return prefix === 'code' && sub && email ? { sub, email, name: 'Goo Gler' } : null
  },
}

export interface TestApp {
  app: FastifyInstance
  mailer: MemoryMailer
  clock: TestClock
  database: Database
  /** The deterministic market the server trades on; null when the test passed its own `market`. */
  feed: TestFeed | null
  /** The server's services: `deps.host` is the real hosted runner, `deps.trading` the bot API's side. */
  deps: Deps
  /** Waits for work done after replies (a reset mail, a self-stopped bot's closing). */
  settle(): Promise<void>
  /** Waits until the host has stored what the ticks so far did, and what followed from it. */
  flush(): Promise<void>
  close(): Promise<void>
}

/** A fixed master key: tests never generate a key file. */
export const TEST_KEY_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64')

/** Nothing listens on the discard port: a test that forgets its fake exchange fails fast, offline. */
export const NO_EXCHANGE = 'http://127.0.0.1:9'

const lenient = { max: 10_000, timeWindow: 60_000 }

/** Every limit out of the way; a test that checks one passes its own rule. */
export const lenientLimits: RateLimits = {
  login: lenient,
  otpSend: lenient,
  otpVerify: lenient,
  forgotPassword: lenient,
  emailCheck: lenient,
  loginPerAccount: lenient,
  otpMailsPerAccount: lenient,
  resetMailsPerAccount: lenient,
  oldSecretPerAccount: lenient,
  twoFactorPerAccount: lenient,
  emailCheckPerSession: lenient,
  backtest: lenient,
  plotPreview: lenient,
  transfer: lenient,
  activationBuy: lenient,
  activationRedeem: lenient,
  secretChange: lenient,
  exchangeKey: lenient,
  loginPerAddress: lenient,
  mailsPerAddress: lenient,
  checksPerAddress: lenient,
}

/**
 * The hosted runner, made deterministic for tests: leases neither renew nor lapse by a timer,
 * the order worker runs only when a test calls `pollExchanges()`, and time is the test clock
 * (which the test feed moves), so throttles and samples follow the feed.
 */
export function testHostOptions(clock: Clock): HostOptions {
  return {
    renewEveryMs: 0,
    leaseMs: 24 * 3600_000,
    now: () => clock.now().getTime(),
    exchanges: { pollEveryMs: 0 },
  }
}

export async function startTestApp(
  kind: DbKind,
  options: Partial<ServerOptions> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind)
  const clock = new TestClock()
  const feed = 'market' in options ? null : new TestFeed(clock.now().getTime(), clock)
  return boot({ database, mailer: new MemoryMailer(), clock, feed }, options)
}

/**
 * A restart: this server closes (its host writes what it journaled and gives its leases back) and
 * a new server process, with the default options, starts on the same database, market and clock.
 */
export async function restartTestApp(t: TestApp): Promise<TestApp> {
  if (!t.feed) throw new Error('restartTestApp needs the test market')
  await t.flush()
  await t.app.close()
  return boot(t, {})
}

/**
 * A second server process on the same database, market and clock, beside `t` (both keep
 * running): what several processes behind a load balancer look like (decision 074).
 */
export function startPeerApp(t: TestApp, options: Partial<ServerOptions> = {}): Promise<TestApp> {
  return boot(t, options)
}

async function boot(
  { database, mailer, clock, feed }: Pick<TestApp, 'database' | 'mailer' | 'clock' | 'feed'>,
  options: Partial<ServerOptions>,
): Promise<TestApp> {
  const background = new Background(silentLog)
  let deps: Deps | undefined
  const host =
    options.host === null ? null : { ...testHostOptions(options.clock ?? clock), ...options.host }
  const app = await buildServer({
    ...(feed ? { market: feed } : {}),
    database,
    mailer,
    clock,
    google: fakeGoogle,
    logLevel: 'silent',
    jwtSecret: 'test-secret',
    background,
    keyEncryptionKey: TEST_KEY_ENCRYPTION_KEY,
    exchangeUrls: { binance: NO_EXCHANGE, okx: NO_EXCHANGE, oanda: NO_EXCHANGE },
    // Tests settle the profit share by hand (runProfitShareSweep).
    profitShareSweepMs: 0,
    ...options,
    host,
    inspect: (d) => (deps = d),
    rateLimits: { ...lenientLimits, ...options.rateLimits },
  })
  // The host resumes bots and subscribes to the feed once the server is ready.
  await app.ready()
  const flush = async () => {
    await deps!.host?.flush()
    await background.drain()
    await deps!.host?.flush()
  }
  return {
    app,
    mailer,
    clock,
    database,
    feed,
    deps: deps!,
    settle: () => background.drain(),
    flush,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

type Json = Record<string, unknown>

/** Replies are checked by value in each test, so the data is left loosely typed. */
export interface Reply {
  status: number
  /* eslint-disable @typescript-eslint/no-explicit-any -- see above */
  json: Json & {
    status: string
    data?: any
    description?: string
    code?: string
    errors?: any[]
  }
  /* eslint-enable @typescript-eslint/no-explicit-any */
  raw: LightMyRequestResponse
}

/** Calls an endpoint through its descriptor, as the app does; input may be invalid on purpose. */
export async function call(
  app: FastifyInstance,
  endpoint: AnyEndpoint,
  body?: Json,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const { method } = endpoint
  const raw = await app.inject({
    method,
    url: `${API_PREFIX}${endpoint.path}`,
    ...(method === 'POST'
      ? { payload: body ?? {} }
      : body
        ? { query: body as Record<string, string> }
        : {}),
    headers: {
      'user-agent': 'vitest',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  })
  return { status: raw.statusCode, json: raw.json(), raw }
}

export const PASSWORD = 'secret123'

/** How long the subscription every test user gets lasts (decision 066). */
export const TEST_SUBSCRIPTION_DAYS = 3650

/**
 * Full email signup; returns the session token. The user holds an active subscription (the one
 * place tests get it, so bots on connected exchanges can be created, decision 066) unless
 * `subscribed: false` asks for a fresh account's state.
 */
export async function signup(
  t: TestApp,
  email: string,
  invitation_code?: string,
  { subscribed = true }: { subscribed?: boolean } = {},
): Promise<string> {
  const sent = await call(t.app, E.otpSent, { email })
  const res = await call(t.app, E.registerEmail, {
    email,
    otp_pin: t.mailer.otp(email),
    otp_token: sent.json.data.otp_token,
    password: PASSWORD,
    confirm_password: PASSWORD,
    ...(invitation_code ? { invitation_code } : {}),
  })
  if (res.status !== 200) throw new Error(`signup failed: ${JSON.stringify(res.json)}`)
  if (subscribed)
    await t.database.db
      .update(users)
      .set({
        subscriptionExpiresAt: new Date(
          t.clock.now().getTime() + TEST_SUBSCRIPTION_DAYS * 86_400_000,
        ),
      })
      .where(eq(users.email, normalizeEmail(email)))
  return res.json.data.token as string
}

export async function login(t: TestApp, email: string, password = PASSWORD): Promise<string> {
  const res = await call(t.app, E.login, { username: email, password })
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.json)}`)
  return res.json.data.token as string
}
