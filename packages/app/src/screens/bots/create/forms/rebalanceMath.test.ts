import { describe, expect, it } from 'vitest'
import type { MarketSymbolInfo } from '@atb/contract'
import {
  basketCoins,
  evenSplit,
  holdingsSum,
  keptTriggers,
  nextCoin,
  rebalanceRanges,
  targetValues,
  tickerSymbols,
  withTrigger,
} from './rebalanceMath'

const symbol = (base: string, quote: string, market: MarketSymbolInfo['market'] = 'crypto') =>
  ({
    symbol: base + quote,
    market,
    base,
    quote,
    tick_size: '0.01',
    step_size: '0.001',
    min_notional: '5',
    intervals: ['1h'],
  }) satisfies MarketSymbolInfo

describe('holdingsSum', () => {
  it('adds the targets, skipping empty rows', () => {
    expect(holdingsSum([{ target_percent: 50 }, {}, { target_percent: 40 }])).toBe(90)
    expect(holdingsSum(undefined)).toBe(0)
  })
  it('adds decimals exactly, as the contract does', () => {
    expect(
      holdingsSum([{ target_percent: 33.3 }, { target_percent: 33.3 }, { target_percent: 33.4 }]),
    ).toBe(100)
    expect(holdingsSum([{ target_percent: 0.1 }, { target_percent: 0.2 }])).toBe(0.3)
  })
})

describe('evenSplit', () => {
  it('gives whole percents adding to 100, larger shares first', () => {
    expect(evenSplit(3)).toEqual([34, 33, 33])
    expect(evenSplit(4)).toEqual([25, 25, 25, 25])
    expect(evenSplit(7).reduce((a, b) => a + b, 0)).toBe(100)
    expect(evenSplit(0)).toEqual([])
  })
})

describe('basketCoins', () => {
  it('lists crypto bases quoted in USDT once, A to Z', () => {
    const symbols = [
      symbol('ETH', 'USDT'),
      symbol('BTC', 'USDT'),
      symbol('BTC', 'USDC'),
      symbol('EUR', 'USD', 'forex'),
      symbol('ETH', 'USDT'),
    ]
    expect(basketCoins(symbols)).toEqual(['BTC', 'ETH'])
  })
})

describe('nextCoin', () => {
  it('picks the first coin not held yet', () => {
    expect(nextCoin(['BTC', 'ETH', 'SOL'], [{ coin_base_asset: 'BTC' }])).toBe('ETH')
    expect(nextCoin(['BTC'], [{ coin_base_asset: 'BTC' }])).toBeUndefined()
  })
})

describe('targetValues', () => {
  it("splits the initial amount by target and prices each coin's quantity", () => {
    const rows = [
      { coin_base_asset: 'BTC', target_percent: 60 },
      { coin_base_asset: 'ETH', target_percent: 40 },
      { coin_base_asset: 'SOL' },
    ]
    expect(targetValues(rows, 1000, { BTC: 60000 })).toEqual([
      { coin: 'BTC', percent: 60, value: 600, price: 60000, quantity: 0.01 },
      { coin: 'ETH', percent: 40, value: 400 },
    ])
  })
  it('counts a missing amount as nothing', () => {
    expect(targetValues([{ coin_base_asset: 'BTC', target_percent: 100 }], undefined)).toEqual([
      { coin: 'BTC', percent: 100, value: 0 },
    ])
  })
})

describe('trigger prices', () => {
  const rows = [{ coin_base_asset: 'BTC' }, { coin_base_asset: 'ETH' }]
  it('keeps triggers in the basket order and drops coins no longer held', () => {
    const triggers = [
      { coin_base_asset: 'ETH', price: 3000 },
      { coin_base_asset: 'DOGE', price: 0.1 },
      { coin_base_asset: 'BTC', price: 60000 },
    ]
    expect(keptTriggers(rows, triggers)).toEqual([
      { coin_base_asset: 'BTC', price: 60000 },
      { coin_base_asset: 'ETH', price: 3000 },
    ])
  })
  it('sets and clears one coin', () => {
    const set = withTrigger(rows, [{ coin_base_asset: 'ETH', price: 3000 }], 'BTC', 59000)
    expect(set).toEqual([
      { coin_base_asset: 'BTC', price: 59000 },
      { coin_base_asset: 'ETH', price: 3000 },
    ])
    expect(withTrigger(rows, set, 'ETH', undefined)).toEqual([
      { coin_base_asset: 'BTC', price: 59000 },
    ])
  })
})

describe('tickerSymbols', () => {
  it('names each held coin against the quote once', () => {
    expect(tickerSymbols([{ coin_base_asset: 'ETH' }, {}, { coin_base_asset: 'BTC' }])).toBe(
      'BTCUSDT,ETHUSDT',
    )
  })
})

describe('rebalanceRanges', () => {
  it("reads the contract's ranges", () => {
    expect(rebalanceRanges()).toEqual({
      target_percent: { min: 5, max: 100 },
      initial_amount: { min: 50 },
      stop_loss_ratio: { min: 0.1, max: 100 },
      take_profit_ratio: { min: 0.1, max: 1000 },
    })
  })
})
