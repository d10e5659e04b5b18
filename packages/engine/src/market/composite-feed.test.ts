import { describe, expect, it } from 'vitest'
import type { Tick } from '../core/types'
import { ManualClock } from './clock'
import { CompositeFeed } from './composite-feed'
import type { MarketFeed } from './feed'
import { ReplayFeed } from './replay-feed'
import { replayCatalog } from './replay-catalog'

const NOW = Date.UTC(2026, 0, 5)

describe('composite feed', () => {
  it('routes each symbol to its feed, keeps each source, and merges ticks', async () => {
    const clock = new ManualClock(NOW)
    const crypto = new ReplayFeed({
      clock,
      symbols: replayCatalog.filter((e) => e.symbol === 'BTCUSDT'),
    })
    const live: MarketFeed = Object.assign(Object.create(crypto) as MarketFeed, {
      source: 'live' as const,
      ticker: (symbol: string) =>
        crypto.ticker(symbol) && { ...crypto.ticker(symbol)!, source: 'live' as const },
    })
    const forex = new ReplayFeed({
      clock,
      symbols: replayCatalog.filter((e) => e.market !== 'crypto'),
    })
    const market = new CompositeFeed([live, forex])
    expect(market.source).toBe('replay')
    expect(market.symbols().map((s) => s.symbol)).toEqual(['BTCUSDT', 'EURUSD', 'XAUUSD'])
    expect(market.tickers().map((t) => [t.symbol, t.source])).toEqual([
      ['BTCUSDT', 'live'],
      ['EURUSD', 'replay'],
      ['XAUUSD', 'replay'],
    ])
    expect((await market.candles('EURUSD', '1h', { limit: 2 })).at(-1)!.time).toBe(NOW)
    await expect(market.candles('SOLUSDT', '1h')).rejects.toMatchObject({ code: 'unknown_symbol' })
    const ticks: Tick[] = []
    const stop = market.subscribe((t) => ticks.push(t))
    await market.start()
    clock.advance(1000)
    expect(new Set(ticks.map((t) => t.symbol))).toEqual(new Set(['BTCUSDT', 'EURUSD', 'XAUUSD']))
    stop()
    await market.stop()
    expect(clock.pending).toBe(0)
  })
})
