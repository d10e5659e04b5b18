import { describe, expect, it } from 'vitest'
import type { Fill } from '../core/types'
import { roundTrips, TripBook } from './figures'

const fill = (seq: number, side: 'buy' | 'sell', price: number, qty: string): Fill => ({
  seq,
  clientId: `b:${seq}`,
  symbol: 'BTCUSDT',
  side,
  price,
  qty,
  quote: String(price * Number(qty)),
  fee: '0.1',
  feeAsset: 'USDT',
  maker: true,
  time: seq,
})

describe('round trips', () => {
  it('pair a sell with the latest buy below it, splitting partial quantities and sharing fees', () => {
    const trips = roundTrips(
      [fill(1, 'buy', 100, '1'), fill(2, 'buy', 90, '1'), fill(3, 'sell', 99, '1.5')],
      {},
    )
    expect(trips.map((t) => [t.open.price, t.close.price, t.qty, t.profit])).toEqual([
      ['90', '99', '1', '8.833333333333'],
      ['100', '99', '0.5', '-0.583333333333'],
    ])
  })
})

describe('grid profit (issue 27: it counted 3 of 7 trips, and went back to 0 after an edit)', () => {
  it('counts every completed round trip, booked in any number of batches', () => {
    // Seven buys one level down and the seven sells one level up, then a buy still open.
    const fills: Fill[] = []
    for (let i = 0; i < 7; i++)
      fills.push(fill(2 * i + 1, 'buy', 100 - i, '1'), fill(2 * i + 2, 'sell', 101 - i, '1'))
    fills.push(fill(15, 'buy', 95, '1'))
    const whole = roundTrips(fills, {})
    expect(whole).toHaveLength(7)
    // Each trip: 1 up, less two fees of 0.1.
    expect(whole.every((t) => t.profit === '0.8')).toBe(true)
    // The list's cache books fills as they come (an edit or a restart in between changes nothing).
    const book = new TripBook()
    for (const part of [fills.slice(0, 5), fills.slice(5, 6), fills.slice(6)])
      for (const f of part) book.apply(f, undefined)
    expect([book.count, book.profit.toString()]).toEqual([7, '5.6'])
  })
})
