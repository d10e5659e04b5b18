import { describe, expect, it } from 'vitest'
import type { ProfitEvent } from '@atb/contract'
import { toCsv } from '../../../../services/csv'
import { coinName } from './Coin'
import { tradeCsvColumns, type TradeCsvHeaders } from './exportTrades'

const headers: TradeCsvHeaders = {
  time: 'Time (UTC)',
  coin: 'Coin',
  side: 'Side',
  quantity: 'Quantity',
  price: 'Price',
  realized: 'Realised',
  fee: 'Fee',
  profit: 'Profit',
  currency: 'Currency',
}

const event = (symbol: string, side: 'buy' | 'sell', qty: string, price: string): ProfitEvent => ({
  id: `b:${symbol}`,
  bot_id: 'b',
  kind: 'spot_rebalance',
  exchange_name: 'paper',
  symbol,
  side,
  qty,
  price,
  realized: side === 'sell' ? '1.25' : '0',
  fee: '0.06',
  profit: side === 'sell' ? '1.19' : '-0.06',
  currency: 'USDT',
  time: Date.UTC(2030, 0, 1, 8, 0),
})

const perpetual = (coin: string) => `${coin} perpetual`

describe('the bot page’s trades export', () => {
  it('names each row’s coin for a bot that trades several symbols', () => {
    const rows = [
      event('DOGEUSDT', 'sell', '120', '0.16'),
      event('BTCUSDT', 'buy', '0.001', '60000'),
    ]
    const coin = (e: ProfitEvent) => coinName(e.symbol, e.currency, perpetual)
    expect(toCsv(rows, tradeCsvColumns(headers, coin))).toBe(
      'Time (UTC),Coin,Side,Quantity,Price,Realised,Fee,Profit,Currency\r\n' +
        '2030-01-01T08:00:00.000Z,DOGE,sell,120,0.16,1.25,0.06,1.19,USDT\r\n' +
        '2030-01-01T08:00:00.000Z,BTC,buy,0.001,60000,0,0.06,-0.06,USDT\r\n',
    )
  })

  it('leaves the coin out for a bot on one pair', () => {
    const csv = toCsv([event('BTCUSDT', 'buy', '0.001', '60000')], tradeCsvColumns(headers, null))
    expect(csv.split('\r\n')[0]).toBe('Time (UTC),Side,Quantity,Price,Realised,Fee,Profit,Currency')
  })

  it('tells a hedge’s perpetual leg from its coin', () => {
    expect(coinName('BTCUSDT', 'USDT', perpetual)).toBe('BTC')
    expect(coinName('BTCUSDT.P', 'USDT', perpetual)).toBe('BTC perpetual')
  })
})
