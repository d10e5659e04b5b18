import {
  normalise,
  type Fill,
  type FillListener,
  type OrderRequest,
  type OrderView,
  type SymbolSpec,
  type Tick,
  type TickVenue,
} from '@atb/engine'

interface Account {
  orders: Map<string, OrderView>
  fills: Fill[]
  seq: number
}

/**
 * The synchronous venue the runner drives for bots on connected exchanges. Placing or cancelling
 * only records the intent (the journal makes it a pending bot_orders row); the order worker sends
 * it once that row is durable, and hands the exchange's fills back through `deliver`, which numbers
 * them per bot exactly as the paper exchange does, so the runner's cursor works unchanged.
 */
export class WorkerVenue implements TickVenue {
  listener: FillListener | null = null
  private readonly accounts = new Map<string, Account>()
  /** The last price of each symbol the runner ticked, for market orders' minimum value. */
  private readonly last = new Map<string, number>()

  constructor(private readonly spec: (symbol: string) => SymbolSpec) {}

  /**
   * The order as the exchange's rules take it (issue 28): the price on the pair's tick, the
   * quantity on its lot step, and nothing under its minimum value, which throws the same
   * MIN_NOTIONAL refusal the venue would send, before anything is sent. A market order before
   * the first price is left to the venue.
   */
  prepare(req: OrderRequest): OrderRequest {
    const last = this.last.get(req.symbol)
    if (req.type === 'market' && last === undefined) return req
    const { price, qty, quoteQty } = normalise(this.spec(req.symbol), req, last ?? NaN)
    return {
      ...req,
      ...(req.type === 'limit' ? { price } : {}),
      ...(quoteQty ? {} : { qty: qty.toFixed() }),
    }
  }

  specOf(symbol: string): SymbolSpec {
    return this.spec(symbol)
  }

  openAccount(id: string): void {
    if (!this.accounts.has(id)) this.accounts.set(id, { orders: new Map(), fills: [], seq: 0 })
  }

  /** After a restart: the fill numbering continues from the bot's cursor; its live orders return. */
  restore(id: string, cursor: number, orders: OrderView[]): void {
    this.accounts.set(id, {
      orders: new Map(orders.map((o) => [o.clientId, o])),
      fills: [],
      seq: cursor,
    })
  }

  close(id: string): void {
    this.accounts.delete(id)
  }

  private account(id: string): Account {
    this.openAccount(id)
    return this.accounts.get(id)!
  }

  tick(t: Tick): void {
    // The exchange matches orders; the price is kept for the rules' minimum value.
    this.last.set(t.symbol, t.price)
  }

  place(account: string, req: OrderRequest): OrderView {
    const acct = this.account(account)
    const seen = acct.orders.get(req.clientId)
    if (seen) return seen
    const view: OrderView = {
      clientId: req.clientId,
      symbol: req.symbol,
      side: req.side,
      type: req.type,
      ...(req.price !== undefined ? { price: req.price } : {}),
      qty: req.qty ?? req.quoteQty ?? '0',
      status: 'open',
    }
    acct.orders.set(req.clientId, view)
    return view
  }

  cancel(account: string, clientId: string): boolean {
    const order = this.account(account).orders.get(clientId)
    if (!order || order.status !== 'open') return false
    order.status = 'canceled'
    return true
  }

  openOrders(account: string): OrderView[] {
    return [...this.account(account).orders.values()].filter((o) => o.status === 'open')
  }

  fillsSince(account: string, after: number): Fill[] {
    return this.account(account).fills.filter((f) => f.seq > after)
  }

  ack(account: string, seq: number): void {
    const acct = this.account(account)
    acct.fills = acct.fills.filter((f) => f.seq > seq)
  }

  /** A fill the worker read from the exchange: numbered for this bot, then given to the runner. */
  deliver(account: string, fill: Omit<Fill, 'seq'>): Fill {
    const acct = this.account(account)
    const full: Fill = { ...fill, seq: ++acct.seq }
    const order = acct.orders.get(fill.clientId)
    if (order) order.status = 'filled'
    acct.fills.push(full)
    this.listener?.(account, full)
    return full
  }
}
