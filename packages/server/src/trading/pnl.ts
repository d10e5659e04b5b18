import { D, holdingsValue, type BalanceView, type Dec, type PaperExchange } from '@atb/engine'

const ZERO = new D(0)

/**
 * A bot's profit by average cost, fed fill by fill (and rebuilt from bot_fills on resume).
 * Spot: realised is what sells earned over the average cost, fees included. Futures fills carry
 * their own realised PnL. Unrealised values the base held (or the position) at the last price.
 */
export class PnlTracker {
  base = ZERO
  cost = ZERO
  realized = ZERO
  fees = ZERO
  trades = 0

  apply(fill: {
    side: string
    qty: string
    quote: string
    fee: string
    realizedPnl?: string | null
  }): void {
    const qty = new D(fill.qty)
    const fee = new D(fill.fee)
    this.fees = this.fees.add(fee)
    if (qty.isZero()) {
      // Funding: money the position paid or earned, not a trade.
      if (fill.realizedPnl) this.realized = this.realized.add(fill.realizedPnl)
      return
    }
    this.trades++
    if (fill.realizedPnl !== undefined && fill.realizedPnl !== null) {
      this.realized = this.realized.add(fill.realizedPnl).sub(fee)
      return
    }
    if (fill.side === 'buy') {
      this.base = this.base.add(qty)
      this.cost = this.cost.add(fill.quote).add(fee)
    } else if (this.base.gt(0)) {
      const sold = D.min(qty, this.base)
      const avg = this.cost.div(this.base)
      this.realized = this.realized.add(new D(fill.quote).sub(fee).sub(avg.mul(sold)))
      this.cost = this.cost.sub(avg.mul(sold))
      this.base = this.base.sub(sold)
    } else {
      this.realized = this.realized.add(new D(fill.quote).sub(fee))
    }
  }

  unrealized(price: number): Dec {
    return this.base.gt(0) ? this.base.mul(price).sub(this.cost) : ZERO
  }
}

/** What an account holds of one asset: free plus locked in open orders (none when absent). */
export const heldOf = (b: { free: string; locked: string } | undefined): Dec =>
  b ? new D(b.free).add(b.locked) : ZERO

/** A coin a bot holds and the pair it trades it on, with the quote. */
export interface Coin {
  asset: string
  symbol: string
}

/** Everything an account holds of the quote and of these coins, valued at their pairs' prices. */
export function equityOf(
  balances: Record<string, BalanceView>,
  quote: string,
  coins: readonly Coin[],
  priceOf: (symbol: string) => number | undefined,
): Dec {
  const held: Record<string, Dec> = { [quote]: heldOf(balances[quote]) }
  for (const c of coins) held[c.asset] = heldOf(balances[c.asset])
  const pairs = new Map(coins.map((c) => [c.asset, c.symbol]))
  return holdingsValue(held, quote, (asset) => {
    const symbol = pairs.get(asset)
    return symbol === undefined ? undefined : priceOf(symbol)
  })
}

/** What a bot's open positions on its other legs would make closed now (market neutral's short). */
export function legsPnl(paper: PaperExchange, botId: string, legs: readonly string[]): Dec {
  let sum = ZERO
  if (!paper.hasAccount(botId)) return sum
  for (const leg of legs) {
    const position = paper.position(botId, leg)
    if (position) sum = sum.add(position.unrealizedPnl)
  }
  return sum
}
