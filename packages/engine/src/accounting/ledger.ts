import { D, ZERO, str, type Dec } from '../core/decimal'
import type { Amount, Fill } from '../core/types'

export interface LedgerSummary {
  equity: Amount
  cash: Amount
  position: Amount
  avgPrice: Amount
  realizedPnl: Amount
  unrealizedPnl: Amount
  fees: Amount
  funding: Amount
  trades: number
  closingTrades: number
  winningTrades: number
}

/**
 * A bot's books, exact: average-cost realised PnL, unrealised PnL at a price, fees and funding.
 * Invariant: cash + position × price = initial + realised + unrealised − fees + funding.
 */
export class Ledger {
  private cash: Dec
  private position = ZERO
  /** Cost of the open position at entry prices; keeping the sum (not an average) keeps full closes exact. */
  private basis = ZERO
  private realized = ZERO
  private fees = ZERO
  private funding = ZERO
  private trades = 0
  private closes = 0
  private wins = 0
  /** Float shadows for the equity curve; refreshed from the exact values at every fill. */
  cashF: number
  positionF = 0

  constructor(
    readonly initial: Amount,
    private readonly contractSize: Amount = '1',
  ) {
    this.cash = new D(initial)
    this.cashF = Number(initial)
  }

  apply(fill: Fill): void {
    if (fill.qty === '0') {
      const amount = new D(fill.realizedPnl ?? 0)
      this.funding = this.funding.add(amount)
      this.cash = this.cash.add(amount)
      this.cashF = this.cash.toNumber()
      return
    }
    this.trades++
    const qty = new D(fill.qty).mul(this.contractSize)
    const px = new D(fill.price)
    const signed = fill.side === 'buy' ? qty : qty.neg()
    const fee = new D(fill.fee)
    this.fees = this.fees.add(fee)
    this.cash = this.cash.sub(new D(fill.quote).mul(fill.side === 'buy' ? 1 : -1)).sub(fee)
    let rest = signed
    if (!this.position.isZero() && this.position.isPositive() !== signed.isPositive()) {
      const close = D.min(qty, this.position.abs())
      const dir = this.position.isPositive() ? 1 : -1
      const closedBasis = close.eq(this.position.abs())
        ? this.basis
        : this.basis.mul(close).div(this.position.abs()).toDecimalPlaces(18)
      const pnl = close.mul(px).sub(closedBasis).mul(dir)
      this.basis = this.basis.sub(closedBasis)
      this.realized = this.realized.add(pnl)
      this.closes++
      if (pnl.sub(fee.mul(close).div(qty)).gt(0)) this.wins++
      this.position = this.position.add(close.mul(-dir))
      rest = signed.add(close.mul(dir))
    }
    if (!rest.isZero()) {
      const open = rest.abs()
      this.basis = this.basis.add(open.mul(px))
      this.position = this.position.add(rest)
    }
    if (this.position.isZero()) this.basis = ZERO
    this.cashF = this.cash.toNumber()
    this.positionF = this.position.toNumber()
  }

  /** Equity as a float for curves and statistics (never summed back into money). */
  equityAt(price: number): number {
    return this.cashF + this.positionF * price
  }

  summary(price: number): LedgerSummary {
    const p = new D(price)
    const signedBasis = this.position.isNegative() ? this.basis.neg() : this.basis
    return {
      equity: str(this.cash.add(this.position.mul(p))),
      cash: str(this.cash),
      position: str(this.position),
      avgPrice: this.position.isZero()
        ? '0'
        : str(this.basis.div(this.position.abs()).toDecimalPlaces(12)),
      realizedPnl: str(this.realized),
      unrealizedPnl: str(this.position.mul(p).sub(signedBasis)),
      fees: str(this.fees),
      funding: str(this.funding),
      trades: this.trades,
      closingTrades: this.closes,
      winningTrades: this.wins,
    }
  }
}
