import { afterEach, describe, expect, it } from 'vitest'
import { CcxtAdapter, D, seededRandom, type Dec } from '@atb/engine'
import { startFakeExchange } from '@atb/engine/testing'
import type { Database } from '../db'
import { openTestDatabase } from '../test/harness'
import { ScriptedFeed } from '../test/scripted-feed'
import {
  auditChaos,
  chaosHost,
  expectRiddenOut,
  randomFaults,
  restingOrderOf,
  startChaos,
} from './chaos-kit'
import type { TradingHost } from './host'
import { insertBot, insertUser, martingaleConfig, venueId, wldGrid } from './testkit'

/**
 * Issue 28's chaos run, short form (`npm run test:chaos` runs it longer, with fresh seeds): live
 * grids of two accounts and a DCA (martingale) bot on the fake Binance or OKX, whose price wanders through the grid while
 * the fake answers with every fault it has, at random; then a calm spell, and an audit against
 * the fake's own books:
 * - no order booked twice at the venue;
 * - every trade the venue made for the bots booked once, none missing, none twice;
 * - every refused order stored with its reason;
 * - every order the user cancelled on the venue cancelled here, and told;
 * - every bot's coins and quote what the venue's trades make;
 * - no error the worker did not ride out.
 * It prints the seed and what each fault kind was answered, so any run can be replayed.
 */
const SEED = Number(process.env.CHAOS_SEED ?? 28)
const PASSES = Number(process.env.CHAOS_PASSES ?? 24)
/** A pass takes well under half a second even on a busy runner; a long run gets the time it needs. */
const TIME_LIMIT_MS = Math.max(30_000, PASSES * 500)
/**
 * About this many orders the user cancels on the venue in a run, however long: a grid does not
 * place a level the user cancelled again, so a fixed rate would leave a long run's grids bare.
 */
const USER_CANCELS = 5

type Fake = Awaited<ReturnType<typeof startFakeExchange>>
let database: Database | undefined
let fake: Fake | undefined
let host: TradingHost | undefined
afterEach(async () => {
  await host?.close()
  await fake?.close()
  await database?.close()
  database = fake = host = undefined
})

/** 25 USDT, then two steps each twice the last, 2 % apart; 1 % take profit. */
const wldMartingale = (venue: string) =>
  martingaleConfig({
    exchange: venue,
    symbol: 'WLDUSDT',
    base: 'WLD',
    quote: 'USDT',
    opening: 25,
    takeProfit: 1,
    steps: 2,
    drop: 2,
  })

describe.each(['binance', 'okx'] as const)('chaos on the fake %s (issue 28)', (venue) => {
  it(
    'rides out every fault: no order twice, no trade lost or booked twice, every refusal told why',
    async () => {
      const random = seededRandom(SEED)
      database = await openTestDatabase('pglite')
      fake = await startFakeExchange({ withdrawals: false, trading: true, price: 1, book: true })
      const { db } = database
      // A grid for each of two accounts, and a DCA (martingale) bot beside the second's.
      const ids: string[] = []
      let userId = ''
      for (let i = 0; i < 2; i++) {
        userId = await insertUser(db)
        ids.push(
          await insertBot(db, userId, {
            exchange: venue,
            symbols: ['WLDUSDT'],
            config: wldGrid(venue),
            allocation: { USDT: '120' },
          }),
        )
      }
      ids.push(
        await insertBot(db, userId, {
          kind: 'spot_martingale',
          exchange: venue,
          symbols: ['WLDUSDT'],
          config: wldMartingale(venue),
          allocation: { USDT: '200' },
        }),
      )
      // The bots hear the feed's price (the martingale's steps and take profit), the venue trades at it.
      const feed = new ScriptedFeed({ symbols: ['WLDUSDT'], seed: SEED, volatility: 0.01 })
      const clock = { now: Date.now() }
      const url = fake.url
      host = chaosHost(
        db,
        feed,
        clock,
        (v, credentials) =>
          new CcxtAdapter(
            { venue: v as 'binance' | 'okx', credentials, baseUrl: url, timeoutMs: 200 },
            v,
          ),
      )
      const { pass, unexpected } = await startChaos(host, ids, clock)

      // Chaos: the price wanders through the grid's 0.9–1.1 and beyond while faults come at random.
      const userCanceled: string[] = []
      for (let i = 0; i < PASSES; i++) {
        feed.step(4)
        fake.state.price = feed.ticker('WLDUSDT')!.last
        const faults = randomFaults(random, 0.3)
        fake.state.faults = [...(fake.state.faults ?? []), ...faults]
        if (random() < 0.15) fake.state.clockSkewMs = random() < 0.5 ? 0 : 45_000
        if (random() < USER_CANCELS / PASSES) {
          // The user cancels one of the bots' resting orders on the exchange's own site.
          const order = await restingOrderOf(db, ids, random)
          if (order && fake.cancelByUser(venueId(venue, order.clientId)))
            userCanceled.push(order.clientId)
        }
        await pass(2)
      }
      // Calm: the venue behaves, and the worker catches up (a check of the books included).
      fake.state.faults = []
      fake.state.clockSkewMs = 0
      for (let i = 0; i < 4; i++) await pass(10)

      // The audit, against the venue's own books.
      const audit = await auditChaos(
        db,
        ids,
        fake.ledger().filter((o) => o.venue === venue),
        (clientId) => venueId(venue, clientId),
        userCanceled,
      )
      const { ours, atVenue, fills } = audit
      const dca = fills.filter((f) => f.botId === ids[2])
      console.info(
        `chaos ${venue}: seed ${SEED}, ${PASSES} passes; faults answered ${JSON.stringify(fake.faultCounts)}; ${audit.summary}; ` +
          `martingale: ${dca.filter((f) => f.side === 'buy').length} buys, ${dca.filter((f) => f.side === 'sell').length} sells`,
      )
      expectRiddenOut(audit, fake.faultCounts, unexpected)
      // The martingale opened its cycle through the faults.
      expect(dca.filter((f) => f.side === 'buy').length).toBeGreaterThan(0)
      // Every bot's figures are what the venue's trades make: the coins it holds and the quote its
      // trades moved, to the last decimal.
      for (const id of ids) {
        const mine = new Set(
          ours.filter((o) => o.botId === id).map((o) => venueId(venue, o.clientId)),
        )
        const traded = atVenue.filter((o) => o.tradeId && mine.has(o.clientId))
        const sign = (side: string) => (side === 'buy' ? 1 : -1)
        const sum = (rows: { side: string; qty: string; quote: Dec }[], pick: 'qty' | 'quote') =>
          rows.reduce((n, r) => n.add(new D(r[pick]).mul(sign(r.side))), new D(0)).toFixed()
        const venueRows = traded.map((o) => ({ ...o, quote: new D(o.qty).mul(o.price) }))
        const booked = fills
          .filter((f) => f.botId === id)
          .map((f) => ({ ...f, quote: new D(f.quote) }))
        expect(sum(booked, 'qty')).toBe(sum(venueRows, 'qty'))
        expect(sum(booked, 'quote')).toBe(sum(venueRows, 'quote'))
        // A bot still trading holds what the venue's trades left it (a stopped one gave it back).
        const { status, reason } = host.snapshot(id)
        if (status === 'stopped')
          console.info(`chaos ${venue}: bot ${id} stopped: ${JSON.stringify(reason)}`)
        else expect(host.holding(id).base).toBe(D.max(0, sum(venueRows, 'qty')).toFixed())
      }
    },
    TIME_LIMIT_MS,
  )
})
