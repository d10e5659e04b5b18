/**
 * `npm run audit:figures` (issue 27): the accounting's identities end to end, through the API a
 * trader's screens read. Boots the real server in this process on an in-memory PGlite with the
 * replay running fast, signs a user up, creates Paper bots through the API (grids, a martingale,
 * a rebalance), lets them trade until each has fills, then holds the market still (the replay's
 * clock stops, so prices and the market's present stay put while the figures are read) and reads
 * /robot/list (items and totals), each bot's page (/robot/view), /profit/summary, every page of
 * /profit/history and /market/clock. Prints each check with its counts and ends with
 * "N mismatches"; exits 1 when N > 0.
 *
 *   --bots n     bots to create (default 6; the last two a martingale and a rebalance)
 *   --speed n    replay speed (default 600: ten market minutes a second)
 *   --hours n    market hours to trade at least, so grids complete round trips (default 6)
 *   --wait s     the most wall seconds to wait for every bot's first fill (default 240)
 *   --zone z     the viewer's IANA time zone, sent with every read (default Asia/Bangkok)
 */
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { API_PREFIX, TIME_ZONE_HEADER, endpoints as E, type AnyEndpoint } from '@atb/contract'
import { paperBots } from '@atb/contract/testing'
import { ReplayFeed, seededRandom, systemFeedClock, type FeedClock } from '@atb/engine'
import { buildServer } from '../app'
import { openDatabase } from '../db'
import type { Deps } from '../lib/deps'
import { MemoryMailer, NO_EXCHANGE, TEST_KEY_ENCRYPTION_KEY } from '../test/harness'
import { auditFigures, type Read } from './audit-checks'
import { BENCH_SYMBOLS, gridConfig } from './seed-bots'

const { values } = parseArgs({
  options: {
    bots: { type: 'string', default: '6' },
    speed: { type: 'string', default: '600' },
    wait: { type: 'string', default: '240' },
    hours: { type: 'string', default: '6' },
    zone: { type: 'string', default: 'Asia/Bangkok' },
  },
})
/** The viewer's time zone every read is made in: "today" and the profit days are its (decision 091). */
const ZONE = values.zone
const BOTS = Number(values.bots)
const SPEED = Number(values.speed)
const WAIT_MS = Number(values.wait) * 1000
const TRADE_MS = Number(values.hours) * 3600_000
if (!Number.isInteger(BOTS) || BOTS < 1 || BOTS > 60) throw new Error('--bots must be 1..60')
if (!(SPEED >= 1 && SPEED <= 10_000)) throw new Error('--speed must be 1..10000')
if (!(WAIT_MS > 0)) throw new Error('--wait must be a positive number of seconds')
if (!(TRADE_MS >= 0)) throw new Error('--hours must be 0 or more')

/** The system clock, until `freeze` stops the market's present where it is. */
class FreezableClock implements FeedClock {
  private frozen: number | null = null
  now = () => this.frozen ?? systemFeedClock.now()
  setInterval = systemFeedClock.setInterval
  clearInterval = systemFeedClock.clearInterval
  freeze() {
    this.frozen = systemFeedClock.now()
  }
}

const { martingale, rebalance } = paperBots

/** Bot i of n: grids first, then a martingale and a rebalance when there is room for them. */
function body(i: number, last: (symbol: string) => number, rnd: () => number) {
  if (BOTS >= 3 && i === BOTS - 2) return martingale
  if (BOTS >= 2 && i === BOTS - 1) return rebalance
  const symbol = BENCH_SYMBOLS[i % BENCH_SYMBOLS.length]!
  const config = gridConfig(i, last(symbol), rnd)
  return { kind: 'spot_grid', exchange_name: 'paper', symbol, config, agree_risk: true }
}

async function main() {
  const clock = new FreezableClock()
  const feed = new ReplayFeed({ speed: SPEED, clock })
  const mailer = new MemoryMailer()
  const database = await openDatabase({ kind: 'pglite' })
  let deps: Deps | undefined
  const app = await buildServer({
    market: feed,
    database,
    mailer,
    logLevel: 'warn',
    jwtSecret: 'audit-figures',
    keyEncryptionKey: TEST_KEY_ENCRYPTION_KEY,
    exchangeUrls: { binance: NO_EXCHANGE, okx: NO_EXCHANGE, oanda: NO_EXCHANGE },
    rateLimitExempt: ['127.0.0.1', '::1'],
    profitShareSweepMs: 0,
    host: {},
    inspect: (d) => (deps = d),
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${API_PREFIX}`
  let token = ''
  const read: Read = async (endpoint: AnyEndpoint, input: Record<string, unknown> = {}) => {
    const query = new URLSearchParams(
      Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]),
    )
    const res = await fetch(
      endpoint.method === 'GET' ? `${base}${endpoint.path}?${query}` : `${base}${endpoint.path}`,
      {
        method: endpoint.method,
        headers: {
          'content-type': 'application/json',
          [TIME_ZONE_HEADER]: ZONE,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(endpoint.method === 'GET' ? {} : { body: JSON.stringify(input) }),
      },
    )
    const json = (await res.json()) as { data?: unknown; description?: string }
    if (!res.ok) throw new Error(`${endpoint.path}: ${res.status} ${json.description}`)
    return json.data as never
  }
  let mismatches = 0
  try {
    const started = Date.now()
    console.log(`audit:figures  ${BOTS} Paper bots, replay at ${SPEED}×, PGlite in memory`)
    const email = 'audit@example.com'
    const sent = await read<{ otp_token: string }>(E.otpSent, { email })
    const password = 'audit-password-1'
    token = (
      await read<{ token: string }>(E.registerEmail, {
        email,
        otp_pin: mailer.otp(email),
        otp_token: sent.otp_token,
        password,
        confirm_password: password,
      })
    ).token
    const rnd = seededRandom(27)
    const ids: string[] = []
    for (let i = 0; i < BOTS; i++)
      ids.push(
        (
          await read<{ id: string }>(
            E.botCreate,
            body(i, (s) => feed.ticker(s)!.last, rnd),
          )
        ).id,
      )
    console.log(`created        ${ids.length} bots through /robot/create`)
    // Until every bot has a fill and the market has moved on by --hours, or the wait runs out
    // (the audit then says which bots have none).
    const from = feed.now()
    let filled = 0
    while (Date.now() - started < WAIT_MS) {
      const list = await read<{ items: { trades: number }[] }>(E.botList, { page_size: 100 })
      filled = list.items.filter((b) => b.trades > 0).length
      if (filled === BOTS && feed.now() - from >= TRADE_MS) break
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    // Hold the market still, then let the host store what the last ticks did.
    clock.freeze()
    await deps!.host?.flush()
    await new Promise((resolve) => setTimeout(resolve, 500))
    await deps!.host?.flush()
    const marketTime = new Date(feed.now()).toISOString()
    console.log(
      `traded         ${((Date.now() - started) / 1000).toFixed(0)} s; ${filled} of ${BOTS} bots have fills; market held at ${marketTime}`,
    )
    mismatches = await auditFigures(read, ids, ZONE)
  } finally {
    await app.close()
    await database.close()
  }
  console.log(`${mismatches} mismatches`)
  if (mismatches > 0) process.exitCode = 1
}

await main()
