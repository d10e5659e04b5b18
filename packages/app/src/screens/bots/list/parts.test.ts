import { describe, expect, it } from 'vitest'
import type { BotTotals } from '@atb/contract'
import { pairName } from './BotCard'
import { orderTotals } from './BotTotals'

const totals = (currency: string): BotTotals => ({
  currency,
  bots: 1,
  investment: '1',
  total_pnl: '0',
  today_pnl: '0',
})

describe('the bot list parts', () => {
  it('writes a pair with a slash before its quote, and lists a basket', () => {
    expect(pairName({ symbols: ['BTCUSDT'], currency: 'USDT' })).toBe('BTC/USDT')
    expect(pairName({ symbols: ['EURUSD'], currency: 'USD' })).toBe('EUR/USD')
    expect(pairName({ symbols: ['BTCUSDT', 'ETHUSDT'], currency: 'USDT' })).toBe(
      'BTC/USDT, ETH/USDT',
    )
    expect(pairName({ symbols: ['XAUUSD'], currency: 'XAUUSD' })).toBe('XAUUSD')
  })

  it('puts USDT first, then the other currencies by name', () => {
    const order = orderTotals([totals('USD'), totals('BUSD'), totals('USDT')])
    expect(order.map((row) => row.currency)).toEqual(['USDT', 'BUSD', 'USD'])
  })
})
