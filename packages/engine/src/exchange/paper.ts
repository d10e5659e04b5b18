import { Bands } from '../core/bands'
import { D, ZERO, snapPrice, str } from '../core/decimal'
import type {
  BalanceView,
  Fill,
  OrderRequest,
  OrderView,
  PositionView,
  SymbolSpec,
  Tick,
} from '../core/types'
import type { Book } from './paper-account'
import { PaperAccount, normalise, view, type PaperOrder } from './paper-account'
import { execute, liquidate, updateLiquidation, type FillOptions } from './paper-fill'
import { ExchangeError, type AccountSetup, type Venue } from './types'
import {
  exportPaperAccount,
  restorePaperAccount,
  type PaperAccountSnapshot,
} from './paper-snapshot'

export interface PaperOptions {
  symbols: SymbolSpec[]
  /** Market orders fill this fraction worse than the next tick (0.0005 = 5 bp). */
  slippage?: number
  /** Limit orders fill when price touches them, not only when it trades through. */
  fillOnTouch?: boolean
  /** Funding rate charged to longs (paid to shorts) at every funding time, unless the tick carries one. */
  fundingRate?: number
  fundingIntervalMs?: number
  maintenanceMarginRate?: number
}

export type FillListener = (account: string, fill: Fill) => void

/** A matching engine against a price feed, for every market: the venue of backtests and paper bots. */
export class PaperExchange implements Venue {
  private readonly specs = new Map<string, SymbolSpec>()
  private readonly accounts = new Map<string, PaperAccount>()
  private readonly bySymbol = new Map<string, Bands<{ account: PaperAccount; book: Book }>>()
  private readonly last = new Map<string, number>()
  private readonly lastTime = new Map<string, number>()
  private readonly nextFunding = new Map<string, number>()
  private readonly opts: Required<Omit<PaperOptions, 'symbols'>>
  private readonly fillOpts: FillOptions
  listener: FillListener | null = null

  constructor(options: PaperOptions) {
    for (const s of options.symbols) this.specs.set(s.symbol, s)
    this.opts = {
      slippage: options.slippage ?? 0.0005,
      fillOnTouch: options.fillOnTouch ?? false,
      fundingRate: options.fundingRate ?? 0.0001,
      fundingIntervalMs: options.fundingIntervalMs ?? 8 * 3600_000,
      maintenanceMarginRate: options.maintenanceMarginRate ?? 0.005,
    }
    this.fillOpts = { maintenanceMarginRate: this.opts.maintenanceMarginRate }
  }

  /** Adds (or updates) a symbol's rules, for feeds that learn their symbols when they start. */
  addSymbol(spec: SymbolSpec): void {
    this.specs.set(spec.symbol, spec)
  }

  specOf(symbol: string): SymbolSpec {
    const spec = this.specs.get(symbol)
    if (!spec) throw new ExchangeError('UNKNOWN_SYMBOL', `Unknown symbol ${symbol}`)
    return spec
  }

  lastPrice(symbol: string) {
    return this.last.get(symbol)
  }

  /**
   * Fills one account's pending market orders on `symbol` now, at the last price (with slippage),
   * instead of on the next tick: a stop that sells at market is then done in the same step.
   */
  fillMarketNow(accountId: string, symbol: string): void {
    const price = this.last.get(symbol)
    const acct = this.account(accountId)
    const book = acct.books.get(symbol)
    if (price === undefined || !book || book.market.length === 0) return
    this.failure = null
    this.match(acct, book, { symbol, price, time: this.lastTime.get(symbol) ?? 0 })
    const failure = this.failure as { error: unknown } | null
    if (failure) throw failure.error
  }

  openAccount(id: string, setup: AccountSetup): void {
    if (this.accounts.has(id)) return
    const acct = new PaperAccount(id, setup.leverage ?? 1, setup.marginType ?? 'isolated')
    for (const [asset, amount] of Object.entries(setup.balances))
      acct.balance(asset).free = new D(amount)
    this.accounts.set(id, acct)
  }

  hasAccount(id: string): boolean {
    return this.accounts.has(id)
  }

  /** The account as JSON (balances, open orders, positions, unacknowledged fills), for a host's store. */
  exportAccount(id: string): PaperAccountSnapshot {
    return exportPaperAccount(this.account(id))
  }

  /** Replaces an account with a snapshot taken by `exportAccount` (after a restart). */
  importAccount(id: string, snap: PaperAccountSnapshot): void {
    this.closeAccount(id)
    const acct = new PaperAccount(id, snap.leverage, snap.marginType)
    this.accounts.set(id, acct)
    for (const order of restorePaperAccount(acct, snap)) {
      const book = this.book(acct, this.specOf(order.symbol))
      if (order.type === 'market') book.market.push(order)
      else (order.side === 'buy' ? book.buys : book.sells).push(order)
    }
    for (const [symbol, p] of Object.entries(snap.positions)) {
      const book = this.book(acct, this.specOf(symbol))
      book.position = { qty: new D(p.qty), entry: new D(p.entry), margin: new D(p.margin) }
      updateLiquidation(acct, book, this.fillOpts)
    }
    for (const book of acct.books.values()) book.refresh()
  }

  /** Forgets an account (its bot moved to another process, or was removed); its books stop matching. */
  closeAccount(id: string): void {
    const acct = this.accounts.get(id)
    if (!acct) return
    for (const book of acct.books.values()) {
      book.buys = []
      book.sells = []
      book.market = []
      if (book.slot) book.slot.bands.park(book.slot.index)
      book.slot = null
    }
    this.accounts.delete(id)
  }

  private account(id: string): PaperAccount {
    const acct = this.accounts.get(id)
    if (!acct) throw new ExchangeError('UNKNOWN_ACCOUNT', `Unknown account ${id}`)
    return acct
  }

  private book(acct: PaperAccount, spec: SymbolSpec): Book {
    const existing = acct.books.get(spec.symbol)
    if (existing) return existing
    const book = acct.book(spec)
    let bands = this.bySymbol.get(spec.symbol)
    if (!bands) this.bySymbol.set(spec.symbol, (bands = new Bands()))
    book.slot = { bands, index: bands.add({ account: acct, book }) }
    book.refresh()
    return book
  }

  place(accountId: string, req: OrderRequest): OrderView {
    const acct = this.account(accountId)
    const seen = acct.orders.get(req.clientId)
    if (seen) return view(seen)
    const spec = this.specOf(req.symbol)
    const book = this.book(acct, spec)
    const { price, qty, quoteQty, notional } = normalise(
      spec,
      req,
      this.last.get(req.symbol) ?? NaN,
      book.tick,
    )
    const order: PaperOrder = {
      clientId: req.clientId,
      symbol: req.symbol,
      side: req.side,
      type: req.type,
      price,
      qty,
      quoteQty,
      reduceOnly: req.reduceOnly ?? false,
      locked: ZERO,
      lockedAsset: spec.quote,
      status: 'open',
    }
    const market = req.type === 'market'
    const fee = market ? book.takerMul : book.makerMul
    const what = () => `${req.side} ${str(qty)} ${spec.symbol}`
    if (spec.kind === 'spot') {
      if (req.side === 'sell') order.lockedAsset = spec.base
      order.locked =
        req.side === 'sell'
          ? qty
          : (quoteQty ??
            (market ? notional.mul(fee).mul(1 + this.opts.slippage) : notional.mul(fee)))
    } else if (!order.reduceOnly) {
      order.locked = notional.div(acct.leverage).add(notional.mul(fee.sub(1)))
    }
    if (order.locked.gt(0)) acct.lock(order.lockedAsset, order.locked, what)
    acct.orders.set(req.clientId, order)
    if (req.type === 'market') book.market.push(order)
    else (req.side === 'buy' ? book.buys : book.sells).push(order)
    book.refresh()
    return view(order)
  }

  cancel(accountId: string, clientId: string): boolean {
    const acct = this.account(accountId)
    const order = acct.orders.get(clientId)
    if (!order || order.status !== 'open') return false
    acct.unlock(order)
    order.status = 'canceled'
    const book = acct.books.get(order.symbol)!
    book.buys = book.buys.filter((o) => o !== order)
    book.sells = book.sells.filter((o) => o !== order)
    book.market = book.market.filter((o) => o !== order)
    book.refresh()
    return true
  }

  /** Matches every account's orders on `tick.symbol` against the tick, then charges funding if due. */
  tick(t: Tick): void {
    this.failure = null
    const price = t.price
    this.last.set(t.symbol, price)
    this.lastTime.set(t.symbol, t.time)
    const bands = this.bySymbol.get(t.symbol)
    if (bands) {
      const touch = this.opts.fillOnTouch
      // Read through `bands` each time: a fill's handler may open a book here and grow the arrays.
      for (let i = 0; i < bands.size; i++) {
        const low = bands.low[i]!
        const high = bands.high[i]!
        if (touch ? price > low && price < high : price >= low && price <= high) continue
        const { account, book } = bands.slots[i]!
        this.match(account, book, t)
      }
    }
    if (this.specs.get(t.symbol)?.kind === 'futures') this.funding(t)
    const failure = this.failure as { error: unknown } | null
    if (failure) throw failure.error
  }

  /** A listener that throws must not leave a match half done: the tick finishes, then the error surfaces. */
  private failure: { error: unknown } | null = null

  private emit(account: string, fill: Fill | null) {
    if (!fill || !this.listener) return
    try {
      this.listener(account, fill)
    } catch (error) {
      this.failure ??= { error }
    }
  }

  private match(acct: PaperAccount, book: Book, t: Tick) {
    const p = t.price
    const touch = this.opts.fillOnTouch
    const emit = (fill: Fill | null) => this.emit(acct.id, fill)
    if (
      book.position &&
      ((book.position.qty.gt(0) && p < book.liquidation) ||
        (book.position.qty.lt(0) && p > book.liquidation))
    ) {
      emit(liquidate(acct, book, t.time, this.fillOpts))
      return
    }
    const market = book.market
    book.market = []
    for (const o of market) {
      const slip = o.side === 'buy' ? 1 + this.opts.slippage : 1 - this.opts.slippage
      const price = snapPrice(p * slip, book.tick)
      emit(execute(acct, book, o, price, false, t.time, this.fillOpts))
    }
    const buys = book.buys.filter((o) => (touch ? p <= o.price : p < o.price))
    const sells = book.sells.filter((o) => (touch ? p >= o.price : p > o.price))
    if (buys.length) book.buys = book.buys.filter((o) => !buys.includes(o))
    if (sells.length) book.sells = book.sells.filter((o) => !sells.includes(o))
    for (const o of [...buys, ...sells])
      emit(execute(acct, book, o, o.price, true, t.time, this.fillOpts))
    book.refresh()
  }

  private funding(t: Tick) {
    const interval = this.opts.fundingIntervalMs
    const due = this.nextFunding.get(t.symbol)
    if (due === undefined) {
      this.nextFunding.set(t.symbol, (Math.floor(t.time / interval) + 1) * interval)
      return
    }
    if (t.time < due) return
    this.nextFunding.set(t.symbol, (Math.floor(t.time / interval) + 1) * interval)
    for (const { account, book } of this.bySymbol.get(t.symbol)?.slots ?? []) {
      const pos = book.position
      if (!pos) continue
      const payment = pos.qty
        .mul(book.spec.contractSize ?? 1)
        .mul(t.price)
        .mul(t.funding ?? this.opts.fundingRate)
      const bal = account.balance(book.spec.quote)
      // A payment comes out of the free balance first, then out of the position's margin (which
      // moves its liquidation closer), as venues do; a balance never goes below zero for it.
      const fromFree = payment.gt(0) ? D.min(payment, D.max(bal.free, 0)) : payment
      bal.free = bal.free.sub(fromFree)
      const taken = D.min(payment.sub(fromFree), pos.margin)
      if (taken.gt(0)) {
        pos.margin = pos.margin.sub(taken)
        bal.locked = bal.locked.sub(taken)
      }
      const charged = taken.gt(0) ? fromFree.add(taken) : fromFree
      updateLiquidation(account, book, this.fillOpts)
      const fill = account.record({
        clientId: `funding-${t.time}`,
        symbol: t.symbol,
        side: pos.qty.gt(0) ? 'buy' : 'sell',
        price: t.price,
        qty: '0',
        quote: '0',
        fee: '0',
        feeAsset: book.spec.quote,
        maker: false,
        time: t.time,
        realizedPnl: str(charged.neg()),
      })
      this.emit(account.id, fill)
    }
  }

  fillsSince(accountId: string, after: number): Fill[] {
    return this.account(accountId).fills.filter((f) => f.seq > after)
  }

  ack(accountId: string, seq: number): void {
    const acct = this.account(accountId)
    if (acct.fills.length && acct.fills[0]!.seq <= seq)
      acct.fills = acct.fills.filter((f) => f.seq > seq)
  }

  balances(accountId: string): Record<string, BalanceView> {
    const out: Record<string, BalanceView> = {}
    for (const [asset, b] of this.account(accountId).balances)
      out[asset] = { free: str(b.free), locked: str(b.locked) }
    return out
  }

  openOrders(accountId: string): OrderView[] {
    return [...this.account(accountId).orders.values()].filter((o) => o.status === 'open').map(view)
  }

  order(accountId: string, clientId: string): OrderView | null {
    const o = this.account(accountId).orders.get(clientId)
    return o ? view(o) : null
  }

  position(accountId: string, symbol: string): PositionView | null {
    const acct = this.account(accountId)
    const book = acct.books.get(symbol)
    const p = book?.position
    if (!book || !p) return null
    const last = this.last.get(symbol) ?? p.entry.toNumber()
    return {
      symbol,
      qty: str(p.qty),
      entryPrice: p.entry.toNumber(),
      leverage: acct.leverage,
      marginType: acct.marginType,
      liquidationPrice: Number.isFinite(book.liquidation) ? book.liquidation : null,
      unrealizedPnl: str(p.qty.mul(book.spec.contractSize ?? 1).mul(new D(last).sub(p.entry))),
    }
  }
}
