import { describe, expect, it } from 'vitest'
import { D, type Fill } from '@atb/engine'
import { performance } from './performance'
import { basketWeights } from './weights'

const fill = (seq: number, symbol: string, side: 'buy' | 'sell', price: number, qty: string) => {
  const quote = new D(qty).mul(price)
  return {
    seq,
    clientId: `r:${seq}`,
    symbol,
    side,
    price,
    qty,
    quote: quote.toFixed(),
    fee: quote.mul('0.001').toFixed(),
    feeAsset: 'USDT',
    maker: false,
    time: seq * 60_000,
  } satisfies Fill
}

const config = {
  coin_quote_asset: 'USDT',
  holding: [
    { coin_base_asset: 'BTC', target_percent: 50 },
    { coin_base_asset: 'XRP', target_percent: 30 },
    { coin_base_asset: 'SOL', target_percent: 20 },
  ],
}

/** The bot page's figures and weights of a 1,000 USDT basket that bought, then sold some XRP. */
function page(prices: Record<string, number>) {
  const {
    performance: p,
    books,
    priceOf,
  } = performance({
    kind: 'spot_rebalance',
    allocation: { USDT: '1000' },
    quote: 'USDT',
    fills: [
      fill(1, 'BTCUSDT', 'buy', 50_000, '0.01'),
      fill(2, 'XRPUSDT', 'buy', 0.5, '600'),
      fill(3, 'SOLUSDT', 'buy', 100, '2'),
      fill(4, 'XRPUSDT', 'sell', 0.6, '100'),
    ],
    prices,
    contractSizes: {},
    startedAt: 0,
    endedAt: 300_000,
  })
  return { p, weights: basketWeights(config, 'USDT', books, priceOf, new D(p.equity)) }
}

describe('a basket’s weights', () => {
  it('sets each coin’s value at the page’s price against the bot’s whole value, in decimals', () => {
    const { p, weights } = page({ BTCUSDT: 60_000, XRPUSDT: 0.6, SOLUSDT: 110 })
    // Coins 600 + 300 + 220; cash 1000 − 500 − 300 − 200 + 60 − fees (0.5 + 0.3 + 0.2 + 0.06).
    expect(p.equity).toBe('1178.94')
    expect(weights).toEqual([
      {
        asset: 'BTC',
        symbol: 'BTCUSDT',
        target_pct: '50',
        current_pct: '50.8932',
        drift_pct: '0.8932',
        amount: '0.01',
        value: '600',
      },
      {
        asset: 'XRP',
        symbol: 'XRPUSDT',
        target_pct: '30',
        current_pct: '25.4466',
        drift_pct: '-4.5534',
        amount: '500',
        value: '300',
      },
      {
        asset: 'SOL',
        symbol: 'SOLUSDT',
        target_pct: '20',
        current_pct: '18.6608',
        drift_pct: '-1.3392',
        amount: '2',
        value: '220',
      },
    ])
  })

  it('shows every target, fully drifted, before the first fill', () => {
    const none = basketWeights(config, 'USDT', new Map(), () => 60_000, new D(1000))
    expect(none.map((w) => [w.asset, w.amount, w.current_pct, w.drift_pct])).toEqual([
      ['BTC', '0', '0', '-50'],
      ['XRP', '0', '0', '-30'],
      ['SOL', '0', '0', '-20'],
    ])
  })
})
