import { describe, expect, it } from 'vitest'
import { ExchangeError, symbolSpec, type OrderRequest } from '@atb/engine'
import { JournalingVenue } from './journal-venue'
import type { TradingJournal } from './store'
import { WorkerVenue } from './worker-venue'

/** The journal's calls, as lines. */
function journal() {
  const lines: string[] = []
  const j = {
    order: (_account: string, req: OrderRequest, status: string, why?: { code: string }) =>
      lines.push(
        `${status} ${req.side} ${req.qty ?? req.quoteQty}@${req.price ?? 'market'}${why ? ` ${why.code}` : ''}`,
      ),
    orderStatus: () => {},
    fill: () => {},
  }
  return { lines, journal: j as unknown as TradingJournal }
}

const limit = (price: number, qty: string): OrderRequest => ({
  clientId: `bot:${price}`,
  symbol: 'WLDUSDT',
  side: 'buy',
  type: 'limit',
  price,
  qty,
})

describe('the rules before sending (issue 28)', () => {
  const worker = new WorkerVenue(symbolSpec)
  worker.tick({ symbol: 'WLDUSDT', time: 0, price: 1 })
  const { lines, journal: j } = journal()
  const venue = new JournalingVenue(worker, j, 'pending', 'canceling', (req) => worker.prepare(req))

  it('puts the price on the tick and the quantity on the lot step, and journals that', () => {
    venue.place('bot', limit(0.93337, '10.05'))
    expect(lines.at(-1)).toBe('pending buy 10@0.9334')
  })

  it('refuses an order under the minimum value as the venue would, and journals the refusal', () => {
    const error = (() => {
      try {
        venue.place('bot', limit(0.9, '5'))
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ExchangeError)
    expect((error as ExchangeError).code).toBe('MIN_NOTIONAL')
    expect(lines.at(-1)).toBe('rejected buy 5@0.9 min_notional')
    expect(worker.openOrders('bot').map((o) => o.clientId)).toEqual(['bot:0.93337'])
  })

  it('checks a market order against the last price, and leaves it to the venue before one', () => {
    const market: OrderRequest = {
      clientId: 'bot:m',
      symbol: 'WLDUSDT',
      side: 'buy',
      type: 'market',
      quoteQty: '3',
    }
    expect(() => venue.place('bot', market)).toThrow(ExchangeError)
    const fresh = new WorkerVenue(symbolSpec)
    expect(fresh.prepare(market)).toEqual(market)
  })
})
