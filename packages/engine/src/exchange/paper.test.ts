import { describe, expect, it } from 'vitest'
import type { Fill } from '../core/types'
import { PaperExchange } from './paper'
import { symbolSpec } from './specs'
import { ExchangeError } from './types'

const spot = symbolSpec('WLDUSDT')
const perp = symbolSpec('WLDUSDT', 'futures', { symbol: 'WLDUSDT-PERP' })

function setup(options: Partial<ConstructorParameters<typeof PaperExchange>[0]> = {}) {
  const ex = new PaperExchange({ symbols: [spot, perp], slippage: 0.001, ...options })
  const fills: Fill[] = []
  ex.listener = (_account, fill) => fills.push(fill)
  ex.openAccount('a', { balances: { USDT: '100' } })
  const tick = (price: number, time = 0, symbol = 'WLDUSDT') => ex.tick({ symbol, time, price })
  return { ex, fills, tick }
}

describe('paper exchange, spot', () => {
  it('fills a limit buy only when price trades through it, at the limit price with the maker fee', () => {
    const { ex, fills, tick } = setup()
    tick(2)
    ex.place('a', {
      clientId: 'b1',
      symbol: 'WLDUSDT',
      side: 'buy',
      type: 'limit',
      price: 1.9,
      qty: '10',
    })
    expect(ex.balances('a').USDT).toEqual({ free: '80.981', locked: '19.019' })
    tick(1.9)
    expect(fills).toHaveLength(0)
    tick(1.8999)
    expect(fills).toMatchObject([
      { clientId: 'b1', price: 1.9, qty: '10', quote: '19', fee: '0.019', maker: true },
    ])
    expect(ex.balances('a')).toEqual({
      USDT: { free: '80.981', locked: '0' },
      WLD: { free: '10', locked: '0' },
    })
  })

  it('fills a market order at the next tick with slippage and the taker fee', () => {
    const { ex, fills, tick } = setup()
    tick(2)
    ex.place('a', { clientId: 'm1', symbol: 'WLDUSDT', side: 'buy', type: 'market', qty: '10' })
    expect(fills).toHaveLength(0)
    tick(2.1)
    expect(fills).toMatchObject([
      { price: 2.1021, qty: '10', quote: '21.021', fee: '0.021021', maker: false },
    ])
  })

  it('buys by quote amount, rounding quantity down to the step', () => {
    const { ex, fills, tick } = setup({ slippage: 0 })
    tick(3)
    ex.place('a', { clientId: 'q', symbol: 'WLDUSDT', side: 'buy', type: 'market', quoteQty: '25' })
    tick(3)
    expect(fills[0]).toMatchObject({ qty: '8.3', quote: '24.9' })
    expect(ex.balances('a').USDT!.free).toBe('75.0751')
  })

  it('rejects insufficient balance and below-minimum orders with clear errors', () => {
    const { ex, tick } = setup()
    tick(2)
    const place =
      (qty: string, side: 'buy' | 'sell' = 'buy') =>
      () =>
        ex.place('a', {
          clientId: `x${qty}${side}`,
          symbol: 'WLDUSDT',
          side,
          type: 'limit',
          price: 2,
          qty,
        })
    expect(place('60')).toThrow(
      'Insufficient USDT balance for buy 60 WLDUSDT: needs 120.12, free 100',
    )
    expect(place('2')).toThrow('Order value 4 USDT is below the minimum 5 USDT for WLDUSDT')
    expect(place('5', 'sell')).toThrow(ExchangeError)
    expect(ex.openOrders('a')).toEqual([])
  })

  it('is idempotent on the client order id', () => {
    const { ex, fills, tick } = setup()
    tick(2)
    const req = {
      clientId: 'same',
      symbol: 'WLDUSDT',
      side: 'buy' as const,
      type: 'limit' as const,
      price: 1.5,
      qty: '10',
    }
    ex.place('a', req)
    ex.place('a', req)
    expect(ex.openOrders('a')).toHaveLength(1)
    tick(1.4)
    ex.place('a', req)
    tick(1.3)
    expect(fills).toHaveLength(1)
    expect(ex.fillsSince('a', 0)).toHaveLength(1)
  })

  it('cancels and releases the locked balance', () => {
    const { ex, tick } = setup()
    tick(2)
    ex.place('a', {
      clientId: 'c',
      symbol: 'WLDUSDT',
      side: 'buy',
      type: 'limit',
      price: 1.5,
      qty: '10',
    })
    expect(ex.cancel('a', 'c')).toBe(true)
    expect(ex.cancel('a', 'c')).toBe(false)
    expect(ex.balances('a').USDT).toEqual({ free: '100', locked: '0' })
  })
})

describe('paper exchange, futures', () => {
  function futures(marginType: 'isolated' | 'crossed') {
    const s = setup({ slippage: 0, fundingRate: 0.001 })
    s.ex.openAccount('f', { balances: { USDT: '100' }, leverage: 10, marginType })
    const tick = (price: number, time = 0) => s.ex.tick({ symbol: 'WLDUSDT-PERP', time, price })
    return { ...s, tick }
  }

  it('opens with margin, realises PnL on close and charges funding every 8 hours', () => {
    const { ex, fills, tick } = futures('isolated')
    tick(2, 1000)
    ex.place('f', {
      clientId: 'o',
      symbol: 'WLDUSDT-PERP',
      side: 'buy',
      type: 'market',
      qty: '100',
    })
    tick(2, 2000)
    expect(ex.position('f', 'WLDUSDT-PERP')).toMatchObject({
      qty: '100',
      entryPrice: 2,
      leverage: 10,
    })
    expect(ex.balances('f').USDT).toEqual({ free: '79.9', locked: '20' })
    tick(2.5, 8 * 3600_000)
    expect(fills.at(-1)).toMatchObject({ realizedPnl: '-0.25' })
    ex.place('f', {
      clientId: 'c',
      symbol: 'WLDUSDT-PERP',
      side: 'sell',
      type: 'market',
      qty: '100',
      reduceOnly: true,
    })
    tick(2.5, 8 * 3600_000 + 1)
    expect(fills.at(-1)).toMatchObject({ realizedPnl: '50', fee: '0.125' })
    expect(ex.position('f', 'WLDUSDT-PERP')).toBeNull()
    expect(ex.balances('f').USDT).toEqual({ free: '149.525', locked: '0' })
  })

  it('liquidates an isolated long below its liquidation price and loses only its margin', () => {
    const { ex, fills, tick } = futures('isolated')
    tick(2)
    ex.place('f', {
      clientId: 'o',
      symbol: 'WLDUSDT-PERP',
      side: 'buy',
      type: 'market',
      qty: '100',
    })
    tick(2)
    const liq = ex.position('f', 'WLDUSDT-PERP')!.liquidationPrice!
    expect(liq).toBeCloseTo((200 - 20) / (100 * 0.995), 10)
    tick(liq + 0.001)
    expect(fills.at(-1)?.liquidation).toBeUndefined()
    tick(liq - 0.001)
    expect(fills.at(-1)).toMatchObject({ liquidation: true, realizedPnl: '-20' })
    expect(ex.balances('f').USDT).toEqual({ free: '79.9', locked: '0' })
  })

  it('a crossed short liquidates against the whole wallet', () => {
    const { ex, tick } = futures('crossed')
    tick(2)
    ex.place('f', {
      clientId: 'o',
      symbol: 'WLDUSDT-PERP',
      side: 'sell',
      type: 'market',
      qty: '100',
    })
    tick(2)
    const liq = ex.position('f', 'WLDUSDT-PERP')!.liquidationPrice!
    expect(liq).toBeCloseTo((-200 - 99.9) / (-100 * 1.005), 10)
  })
})
