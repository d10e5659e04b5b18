import { describe, expect, it } from 'vitest'
import { pairLabel, pairOf, pairPath } from './pairOf'

describe('pairOf', () => {
  it('splits by the known quote suffixes, USDT before USD', () => {
    expect(pairOf('BTCUSDT')).toEqual({ base: 'BTC', quote: 'USDT' })
    expect(pairOf('EURUSD')).toEqual({ base: 'EUR', quote: 'USD' })
    expect(pairOf('XAUUSD')).toEqual({ base: 'XAU', quote: 'USD' })
  })

  it('prefers the symbol list, and says null when nothing tells', () => {
    const known = new Map([['WLDUSDT', { base: 'WLD', quote: 'USDT' }]])
    expect(pairOf('WLDUSDT', known)).toEqual({ base: 'WLD', quote: 'USDT' })
    expect(pairOf('ETHBTC')).toBeNull()
    expect(pairOf('USDT')).toBeNull()
  })

  it('names and links the pair, or falls back to the symbol', () => {
    expect(pairLabel('DOGEUSDT', pairOf('DOGEUSDT'))).toBe('DOGE/USDT')
    expect(pairPath('DOGEUSDT', pairOf('DOGEUSDT'))).toBe('/market/DOGE-USDT')
    expect(pairLabel('ETHBTC', null)).toBe('ETHBTC')
    expect(pairPath('ETHBTC', null)).toBe('/market/ETHBTC')
  })
})
