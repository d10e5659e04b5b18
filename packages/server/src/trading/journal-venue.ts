import {
  ExchangeError,
  rejectionOf,
  type Fill,
  type FillListener,
  type OrderRequest,
  type OrderView,
  type TickVenue,
} from '@atb/engine'
import type { OrderStatusName, TradingJournal } from './store'

/**
 * Wraps the venue the runner drives so every order and fill also lands in the store's journal
 * (bot_orders, bot_fills) in the order they happened; the engine stays free of the database.
 */
export class JournalingVenue implements TickVenue {
  private inner: FillListener | null = null

  constructor(
    private readonly venue: TickVenue,
    private readonly journal: TradingJournal,
    /** What a successful place means here: 'open' on paper, 'pending' until the order worker sends it. */
    private readonly placed: OrderStatusName = 'open',
    /** What a cancel means here: done on paper, 'canceling' until the worker sends it. */
    private readonly canceled: OrderStatusName = 'canceled',
    /** Puts an order on the venue's rules first, or refuses it as the venue would. */
    private readonly prepare?: (req: OrderRequest) => OrderRequest,
  ) {
    venue.listener = (account, fill) => {
      this.journal.fill(account, fill)
      // Both venues book whole orders: paper fills them at once, the fake and the worker's
      // exchanges are read trade by trade (partial fills: see decision 035).
      this.journal.orderStatus(account, fill.clientId, 'filled')
      this.inner?.(account, fill)
    }
  }

  get listener(): FillListener | null {
    return this.inner
  }

  set listener(listener: FillListener | null) {
    this.inner = listener
  }

  tick: TickVenue['tick'] = (t) => this.venue.tick(t)
  fillsSince: TickVenue['fillsSince'] = (a, after) => this.venue.fillsSince(a, after)
  ack: TickVenue['ack'] = (a, seq) => this.venue.ack(a, seq)
  openOrders: TickVenue['openOrders'] = (a) => this.venue.openOrders(a)
  openAccount: TickVenue['openAccount'] = (id, setup) => this.venue.openAccount(id, setup)
  specOf: TickVenue['specOf'] = (symbol) => this.venue.specOf(symbol)

  place(account: string, asked: OrderRequest): OrderView {
    let req = asked
    try {
      // A connected exchange's rules are applied here, so the journal holds what is sent.
      req = this.prepare?.(asked) ?? asked
      const view = this.venue.place(account, req)
      this.journal.order(account, req, view.status === 'open' ? this.placed : view.status)
      return view
    } catch (error) {
      if (error instanceof ExchangeError)
        this.journal.order(account, req, 'rejected', rejectionOf(error))
      throw error
    }
  }

  cancel(account: string, clientId: string): boolean {
    const done = this.venue.cancel(account, clientId)
    if (done) this.journal.orderStatus(account, clientId, this.canceled)
    return done
  }
}

export type { Fill }
