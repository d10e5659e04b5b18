import {
  ZERO,
  dec,
  floorToStep,
  onStep,
  snapPrice,
  str,
  tickGrid,
  type Dec,
  type TickGrid,
} from '../core/decimal'
import type { Fill, OrderRequest, OrderView, Side, SymbolSpec } from '../core/types'
import type { Bands } from '../core/bands'
import { ExchangeError, type MarginType } from './types'

export interface PaperOrder {
  clientId: string
  symbol: string
  side: Side
  type: 'limit' | 'market'
  price: number
  qty: Dec
  quoteQty: Dec | null
  reduceOnly: boolean
  /** Quote (buys, futures margin) or base (spot sells) held back while the order is open. */
  locked: Dec
  lockedAsset: string
  status: OrderView['status']
}

export interface Position {
  qty: Dec
  entry: Dec
  margin: Dec
}

/** One symbol's open orders in an account, with thresholds so an idle tick costs two comparisons. */
export class Book {
  buys: PaperOrder[] = []
  sells: PaperOrder[] = []
  market: PaperOrder[] = []
  position: Position | null = null
  liquidation = NaN
  /** Ticks strictly inside (low, high) with no market order touch nothing. */
  low = -Infinity
  high = Infinity

  /** The symbol's rules parsed once, so matching never re-parses them. */
  readonly tick: TickGrid
  readonly makerRate: Dec
  readonly takerRate: Dec
  /** 1 + fee rate: what a buy locks per unit of notional. */
  readonly makerMul: Dec
  readonly takerMul: Dec

  /** Where this book's band sits in its symbol's flat arrays, which the exchange scans per tick. */
  slot: { bands: Bands<{ account: PaperAccount; book: Book }>; index: number } | null = null

  constructor(readonly spec: SymbolSpec) {
    this.tick = tickGrid(spec.tickSize)
    this.makerRate = dec(spec.makerFee)
    this.takerRate = dec(spec.takerFee)
    this.makerMul = this.makerRate.add(1)
    this.takerMul = this.takerRate.add(1)
  }

  refresh() {
    this.buys.sort((a, b) => b.price - a.price)
    this.sells.sort((a, b) => a.price - b.price)
    const p = this.position
    const long = p !== null && p.qty.gt(0)
    const short = p !== null && p.qty.lt(0)
    const bid = this.buys[0]?.price ?? -Infinity
    const ask = this.sells[0]?.price ?? Infinity
    this.low = long && this.liquidation > bid ? this.liquidation : bid
    this.high = short && this.liquidation < ask ? this.liquidation : ask
    // A pending market order must see the next tick whatever its price: an empty band does that.
    const slot = this.slot
    if (slot && this.market.length) slot.bands.setRange(slot.index, Infinity, -Infinity, -Infinity)
    else if (slot) slot.bands.setRange(slot.index, this.low, this.high, Infinity)
  }
}

export class PaperAccount {
  readonly balances = new Map<string, { free: Dec; locked: Dec }>()
  readonly orders = new Map<string, PaperOrder>()
  readonly books = new Map<string, Book>()
  fills: Fill[] = []
  seq = 0

  constructor(
    readonly id: string,
    public leverage = 1,
    public marginType: MarginType = 'isolated',
  ) {}

  balance(asset: string) {
    let b = this.balances.get(asset)
    if (!b) {
      b = { free: ZERO, locked: ZERO }
      this.balances.set(asset, b)
    }
    return b
  }

  book(spec: SymbolSpec): Book {
    let b = this.books.get(spec.symbol)
    if (!b) {
      b = new Book(spec)
      this.books.set(spec.symbol, b)
    }
    return b
  }

  /** `what` is built only for the error message, so the common path does not format the order. */
  lock(asset: string, amount: Dec, what: () => string) {
    const b = this.balance(asset)
    if (b.free.lt(amount)) {
      throw new ExchangeError(
        'INSUFFICIENT_BALANCE',
        `Insufficient ${asset} balance for ${what()}: needs ${amount.toSignificantDigits(12).toFixed()}, free ${b.free.toFixed()}`,
      )
    }
    b.free = b.free.sub(amount)
    b.locked = b.locked.add(amount)
  }

  unlock(order: PaperOrder) {
    const b = this.balance(order.lockedAsset)
    b.locked = b.locked.sub(order.locked)
    b.free = b.free.add(order.locked)
    order.locked = ZERO
  }

  record(fill: Omit<Fill, 'seq'>): Fill {
    const full = { ...fill, seq: ++this.seq }
    this.fills.push(full)
    return full
  }
}

/** Normalises quantity and price to the symbol's precision and enforces its minimum notional. */
export function normalise(
  spec: SymbolSpec,
  req: OrderRequest,
  lastPrice: number,
  tick: TickGrid = tickGrid(spec.tickSize),
) {
  if (req.type === 'limit' && !(req.price !== undefined && req.price > 0)) {
    throw new ExchangeError('INVALID_ORDER', `Limit order ${req.clientId} needs a positive price`)
  }
  const price = req.type === 'limit' ? snapPrice(req.price!, tick) : lastPrice
  if (!(price > 0))
    throw new ExchangeError(
      'INVALID_ORDER',
      `No price yet for ${spec.symbol}; market orders wait for the first tick`,
    )
  const quoteQty =
    req.quoteQty !== undefined && req.type === 'market' && req.qty === undefined
      ? dec(req.quoteQty)
      : null
  const rawQty = req.qty !== undefined ? dec(req.qty) : quoteQty ? quoteQty.div(price) : null
  if (!rawQty || rawQty.lte(0))
    throw new ExchangeError('INVALID_ORDER', `Order ${req.clientId} needs a positive quantity`)
  const qty =
    quoteQty || onStep(req.qty, spec.stepSize) ? rawQty : floorToStep(rawQty, spec.stepSize)
  const notional =
    quoteQty ?? (spec.contractSize ? qty.mul(price).mul(dec(spec.contractSize)) : qty.mul(price))
  if (qty.lte(0) || (!req.reduceOnly && notional.lt(dec(spec.minNotional)))) {
    throw new ExchangeError(
      'MIN_NOTIONAL',
      `Order value ${notional.toSignificantDigits(10).toFixed()} ${spec.quote} is below the minimum ${spec.minNotional} ${spec.quote} for ${spec.symbol}`,
    )
  }
  return { price, qty, quoteQty, notional }
}

export const view = (o: PaperOrder): OrderView => ({
  clientId: o.clientId,
  symbol: o.symbol,
  side: o.side,
  type: o.type,
  ...(o.type === 'limit' ? { price: o.price } : {}),
  qty: str(o.qty),
  status: o.status,
})
