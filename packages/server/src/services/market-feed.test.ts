import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MarketFeed } from '@atb/engine'
import {
  fakeOandaAccount,
  fakeOandaToken,
  startFakeMarket,
  startFakeOanda,
} from '@atb/engine/testing'
import { marketProblems, readMarketEnv } from '../config'
import { marketFeedFromEnv } from './market-feed'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const failOnError = (error: unknown) => {
  throw error
}

async function started(feed: MarketFeed) {
  await feed.start()
  cleanups.push(() => feed.stop())
  return feed
}

describe('market settings', () => {
  it('defaults to the replay at real speed and explains bad values', () => {
    const m = readMarketEnv({})
    expect(m).toEqual({
      feed: 'replay',
      replaySpeed: 1,
      replayEpoch: undefined,
      exchange: 'binance',
      exchangeUrl: undefined,
      oanda: null,
    })
    expect(marketProblems(m)).toEqual([])
    expect(
      marketProblems(
        readMarketEnv({
          MARKET_FEED: 'live',
          MARKET_REPLAY_SPEED: 'fast',
          MARKET_REPLAY_EPOCH: 'yesterday',
          MARKET_EXCHANGE: 'ftx',
        }),
      ),
    ).toEqual([
      'MARKET_FEED must be replay or ccxt, not "live".',
      'MARKET_REPLAY_SPEED must be a number above 0 and at most 100000 (1 is real speed).',
      'MARKET_REPLAY_EPOCH must be a time in milliseconds since 1970, such as the output of `date +%s000`.',
      'MARKET_EXCHANGE must be binance or okx, not "ftx".',
    ])
  })

  it('replays everything by default, at MARKET_REPLAY_SPEED', () => {
    const feed = marketFeedFromEnv(readMarketEnv({ MARKET_REPLAY_SPEED: '60' }), failOnError)
    expect(feed.source).toBe('replay')
    expect(feed.symbols().map((s) => s.market)).toEqual([
      'crypto',
      'crypto',
      'crypto',
      'crypto',
      'crypto',
      'forex',
      'gold',
    ])
    expect((feed as unknown as { speed: number }).speed).toBe(60)
  })

  it('plays one market in every process given one MARKET_REPLAY_EPOCH', async () => {
    // Three hours ago: an hour-recorded pair's candles then differ from a market started now.
    const epoch = Date.now() - 3 * 3_600_000
    const env = readMarketEnv({ MARKET_REPLAY_SPEED: '60', MARKET_REPLAY_EPOCH: String(epoch) })
    const first = marketFeedFromEnv(env, failOnError)
    await new Promise((resolve) => setTimeout(resolve, 30))
    const second = marketFeedFromEnv(env, failOnError)
    // Built apart, asked apart: the same symbol has the same candles up to the same moment.
    const history = (feed: MarketFeed) =>
      feed.candles('BTCUSDT', '1h', { to: epoch + 3_600_000, limit: 40 })
    const a = await history(first)
    expect(a).toHaveLength(40)
    expect(await history(second)).toEqual(a)
    // Without an epoch, each feed's market starts where it was built: the same hour differs.
    const own = marketFeedFromEnv(readMarketEnv({ MARKET_REPLAY_SPEED: '60' }), failOnError)
    expect(await history(own)).not.toEqual(a)
  })

  it('streams crypto through ccxt and forex and gold from OANDA when configured', async () => {
    const exchange = await startFakeMarket()
    cleanups.push(() => exchange.close())
    const oanda = await startFakeOanda()
    cleanups.push(() => oanda.close())
    const env = readMarketEnv({
      MARKET_FEED: 'ccxt',
      MARKET_EXCHANGE: 'okx',
      MARKET_EXCHANGE_URL: exchange.url,
      OANDA_ACCOUNT_ID: fakeOandaAccount,
      OANDA_TOKEN: fakeOandaToken,
      OANDA_URL: oanda.url,
    })
    const feed = await started(marketFeedFromEnv(env, failOnError))
    expect(feed.source).toBe('live')
    expect(feed.tickers().map((t) => [t.symbol, t.source])).toEqual([
      ['BTCUSDT', 'live'],
      ['WLDUSDT', 'live'],
      ['EURUSD', 'live'],
      ['XAUUSD', 'live'],
    ])
    await vi.waitFor(() => expect(oanda.streams).toBe(1))
  })

  it('replays forex and gold beside live crypto when OANDA is not configured', async () => {
    const exchange = await startFakeMarket()
    cleanups.push(() => exchange.close())
    const env = readMarketEnv({ MARKET_FEED: 'ccxt', MARKET_EXCHANGE_URL: exchange.url })
    const feed = await started(marketFeedFromEnv(env, failOnError))
    expect(feed.source).toBe('replay')
    expect(feed.ticker('BTCUSDT')?.source).toBe('live')
    expect(feed.ticker('EURUSD')?.source).toBe('replay')
  })
})
