import { D, ZERO, dec, floorToStep, str, type Dec } from '../core/decimal'

const ONE = new D(1)
import type { Fill } from '../core/types'
import type { Book, PaperAccount, PaperOrder } from './paper-account'

export interface FillOptions {
  maintenanceMarginRate: number
}

const emptyPosition = () => ({ qty: ZERO, entry: ZERO, margin: ZERO })

/** Executes one order at `price`. Fees are charged in quote on both sides so base stays on step precision. */
export function execute(
  acct: PaperAccount,
  book: Book,
  o: PaperOrder,
  price: number,
  maker: boolean,
  time: number,
  opts: FillOptions,
): Fill | null {
  // An earlier fill's handler in the same tick may have cancelled this order.
  if (o.status !== 'open') return null
  const spec = book.spec
  const feeRate = maker ? book.makerRate : book.takerRate
  const px = dec(String(price))
  acct.unlock(o)
  let qty = o.qty
  if (o.quoteQty)
    qty = floorToStep(o.quoteQty.div(maker ? book.makerMul : book.takerMul).div(px), spec.stepSize)
  const quoteBal = acct.balance(spec.quote)
  // A limit buy filling at its own price locked exactly its cost, so the balance covers it.
  const covered = o.type === 'limit' && price === o.price && maker
  if (spec.kind === 'spot' && o.side === 'buy' && !covered) {
    // A market order priced on the previous tick may cost more now; it fills what the balance allows.
    const affordable = floorToStep(quoteBal.free.div(px.mul(feeRate.add(1))), spec.stepSize)
    if (affordable.lt(qty)) qty = affordable
  }
  if (spec.kind === 'spot' && o.side === 'sell') {
    const base = acct.balance(spec.base)
    if (base.free.lt(qty)) qty = floorToStep(base.free, spec.stepSize)
  }
  let realized: Dec | undefined
  if (spec.kind === 'futures') {
    const p = book.position ?? emptyPosition()
    const signed = o.side === 'buy' ? qty : qty.neg()
    if (o.reduceOnly && (p.qty.isZero() || p.qty.isPositive() === signed.isPositive())) qty = ZERO
    else if (o.reduceOnly && signed.abs().gt(p.qty.abs())) qty = p.qty.abs()
    // An opening market order priced on the previous tick may need more margin now: it fills
    // what the free balance covers (margin and fee), as a spot buy does, never below zero.
    const opening = p.qty.isZero() || p.qty.isPositive() === signed.isPositive()
    if (!o.reduceOnly && opening) {
      const contract = spec.contractSize ? dec(spec.contractSize) : ONE
      const perUnit = px.mul(contract).mul(ONE.div(acct.leverage).add(feeRate))
      const affordable = floorToStep(quoteBal.free.div(perUnit), spec.stepSize)
      if (affordable.lt(qty)) qty = affordable
    }
  }
  o.status = qty.gt(0) ? 'filled' : 'canceled'
  if (qty.lte(0)) return null
  const contract = spec.contractSize ? dec(spec.contractSize) : ONE
  const quote = spec.contractSize ? qty.mul(px).mul(contract) : qty.mul(px)
  const fee = quote.mul(feeRate)
  if (spec.kind === 'spot') {
    const base = acct.balance(spec.base)
    if (o.side === 'buy') {
      quoteBal.free = quoteBal.free.sub(quote).sub(fee)
      base.free = base.free.add(qty)
    } else {
      base.free = base.free.sub(qty)
      quoteBal.free = quoteBal.free.add(quote).sub(fee)
    }
  } else {
    realized = applyFutures(acct, book, o.side === 'buy' ? qty : qty.neg(), px, contract)
    quoteBal.free = quoteBal.free.add(realized).sub(fee)
    updateLiquidation(acct, book, opts)
  }
  return acct.record({
    clientId: o.clientId,
    symbol: spec.symbol,
    side: o.side,
    price,
    qty: str(qty),
    quote: str(quote),
    fee: str(fee),
    feeAsset: spec.quote,
    maker,
    time,
    ...(realized ? { realizedPnl: str(realized) } : {}),
  })
}

/** Updates the position with a signed fill and moves margin; returns realised PnL before fees. */
function applyFutures(acct: PaperAccount, book: Book, signed: Dec, px: Dec, contract: Dec): Dec {
  const p = book.position ?? emptyPosition()
  const bal = acct.balance(book.spec.quote)
  let realized = ZERO
  let rest = signed
  if (!p.qty.isZero() && p.qty.isPositive() !== signed.isPositive()) {
    const close = D.min(signed.abs(), p.qty.abs())
    const dir = p.qty.isPositive() ? 1 : -1
    realized = close.mul(px.sub(p.entry)).mul(contract).mul(dir)
    // A full close releases exactly its margin: margin × q / q can round in the 40th digit.
    const released = close.eq(p.qty.abs()) ? p.margin : p.margin.mul(close).div(p.qty.abs())
    bal.locked = bal.locked.sub(released)
    bal.free = bal.free.add(released)
    p.margin = p.margin.sub(released)
    p.qty = p.qty.add(close.mul(-dir))
    rest = signed.add(close.mul(dir))
  }
  if (!rest.isZero()) {
    const open = rest.abs()
    const margin = open.mul(px).mul(contract).div(acct.leverage)
    p.entry = p.qty.isZero()
      ? px
      : p.qty.abs().mul(p.entry).add(open.mul(px)).div(p.qty.abs().add(open))
    p.qty = p.qty.add(rest)
    p.margin = p.margin.add(margin)
    bal.free = bal.free.sub(margin)
    bal.locked = bal.locked.add(margin)
  }
  book.position = p.qty.isZero() ? null : p
  return realized
}

/**
 * Price where equity falls to maintenance margin: W + q(p − e) = m|q|p. Isolated positions risk only
 * their own margin (W); crossed ones the whole wallet. Funding and fees after opening are ignored.
 */
export function updateLiquidation(acct: PaperAccount, book: Book, opts: FillOptions) {
  const p = book.position
  if (!p) {
    book.liquidation = NaN
  } else {
    const bal = acct.balance(book.spec.quote)
    const wallet = acct.marginType === 'isolated' ? p.margin : bal.free.add(bal.locked)
    const q = p.qty.mul(book.spec.contractSize ?? 1)
    const liq = q
      .mul(p.entry)
      .sub(wallet)
      .div(q.sub(q.abs().mul(opts.maintenanceMarginRate)))
    book.liquidation = liq.lte(0) ? (q.isPositive() ? -Infinity : Infinity) : liq.toNumber()
  }
  book.refresh()
}

/** Closes a breached position at its liquidation price, losing its margin (isolated) or the wallet's loss (crossed). */
export function liquidate(
  acct: PaperAccount,
  book: Book,
  time: number,
  opts: FillOptions,
): Fill | null {
  const p = book.position
  if (!p) return null
  for (const o of [...book.buys, ...book.sells, ...book.market]) {
    acct.unlock(o)
    o.status = 'canceled'
  }
  book.buys = []
  book.sells = []
  book.market = []
  const price = book.liquidation
  const contract = new D(book.spec.contractSize ?? 1)
  const bal = acct.balance(book.spec.quote)
  const loss =
    acct.marginType === 'isolated'
      ? p.margin.neg()
      : p.qty.mul(contract).mul(new D(price).sub(p.entry))
  bal.locked = bal.locked.sub(p.margin)
  bal.free = bal.free.add(p.margin).add(loss)
  const qty = p.qty.abs()
  // The part of the mark-to-market loss the exchange keeps (maintenance margin) is booked as a fee.
  const kept = p.qty.mul(contract).mul(new D(price).sub(p.entry)).sub(loss)
  book.position = null
  updateLiquidation(acct, book, opts)
  return acct.record({
    clientId: `liquidation-${acct.seq + 1}`,
    symbol: book.spec.symbol,
    side: p.qty.isPositive() ? 'sell' : 'buy',
    price,
    qty: str(qty),
    quote: str(qty.mul(price).mul(contract)),
    fee: str(kept),
    feeAsset: book.spec.quote,
    maker: false,
    time,
    realizedPnl: str(loss),
    liquidation: true,
  })
}
