import { describe, expect, it } from 'vitest'
import type { MarketRow } from '@atb/contract'
import { matchesSearch, sortRows, visibleRows } from './rows'
import { sampleRows } from './stories/marketSample'

const crypto = sampleRows.filter((row) => row.market === 'crypto')
const symbols = (rows: MarketRow[]) => rows.map((row) => row.symbol)
const btc = { symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT' }

describe('matchesSearch', () => {
  it('finds a pair by its base, quote or symbol, in any case and spelling', () => {
    for (const text of ['btc', 'BTC/USDT', 'btc-usdt', 'BtcUsdt', ' usdt ', 'btc_usdt', ''])
      expect(matchesSearch(btc, text), text).toBe(true)
    expect(matchesSearch(btc, 'eth')).toBe(false)
    expect(matchesSearch(btc, 'usdt/btc')).toBe(false)
  })
})

describe('sortRows', () => {
  it('sorts by pair, price, change and volume, either way', () => {
    expect(symbols(sortRows(crypto, 'pair', 'asc'))).toEqual([
      'BTCUSDT',
      'DOGEUSDT',
      'SOLUSDT',
      'WLDUSDT',
      'XRPUSDT',
    ])
    expect(symbols(sortRows(crypto, 'price', 'desc'))[0]).toBe('BTCUSDT')
    expect(symbols(sortRows(crypto, 'price', 'asc'))[0]).toBe('DOGEUSDT')
    expect(symbols(sortRows(crypto, 'change', 'desc'))[0]).toBe('WLDUSDT')
    expect(symbols(sortRows(crypto, 'change', 'asc'))[0]).toBe('SOLUSDT')
    expect(symbols(sortRows(crypto, 'volume', 'desc'))[0]).toBe('BTCUSDT')
  })

  it('keeps ties in symbol order, and leaves its input alone', () => {
    const same = crypto.map((row) => ({ ...row, change_24h: 0 }))
    expect(symbols(sortRows(same, 'change', 'desc'))).toEqual(
      symbols(sortRows(same, 'pair', 'asc')),
    )
    expect(symbols(crypto)[0]).toBe('BTCUSDT')
  })
})

describe('visibleRows', () => {
  const view = { search: '', sort: 'pair', order: 'asc', fav: false } as const
  it('narrows to the search and to favourites as the user sees them now', () => {
    const starred = new Set(['SOLUSDT'])
    const isFavorite = (row: MarketRow) => starred.has(row.symbol)
    expect(symbols(visibleRows(crypto, { ...view, isFavorite, search: 'eth' }))).toEqual([])
    expect(symbols(visibleRows(crypto, { ...view, isFavorite, search: 'sol' }))).toEqual([
      'SOLUSDT',
    ])
    expect(symbols(visibleRows(crypto, { ...view, isFavorite, fav: true }))).toEqual(['SOLUSDT'])
    expect(visibleRows(crypto, { ...view, isFavorite })).toHaveLength(5)
  })
})
