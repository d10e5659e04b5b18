import type { RebalanceBotConfig } from '@atb/contract'
import Decimal from 'decimal.js'
import { D, floorToStep, str, type Dec } from '../core/decimal'
import type { Amount, SymbolSpec } from '../core/types'

/** Quote amounts sent to the exchange keep 8 decimals, rounded down so a buy never asks for more than the bot has. */
const QUOTE_DP = 8
export const quoteAmount = (value: Dec): Amount =>
  str(value.toDecimalPlaces(QUOTE_DP, Decimal.ROUND_DOWN))

export interface Basket {
  /** Bot's own view of what it holds per base asset, exact. */
  held: Record<string, Amount>
  cash: Amount
  prices: Record<string, number>
}

/** Total value in quote as a float: for trigger checks only, never summed back into money. */
export function valueOf(b: Basket): number {
  let total = Number(b.cash)
  for (const [asset, qty] of Object.entries(b.held)) total += Number(qty) * (b.prices[asset] ?? 0)
  return total
}

/** Largest gap, in percentage points, between any holding's weight and its target. */
export function maxDrift(b: Basket, targets: Record<string, number>): number {
  const total = valueOf(b)
  if (!(total > 0)) return 0
  let worst = 0
  for (const [asset, target] of Object.entries(targets)) {
    const weight = ((Number(b.held[asset] ?? 0) * (b.prices[asset] ?? 0)) / total) * 100
    worst = Math.max(worst, Math.abs(weight - target))
  }
  return worst
}

export interface Plan {
  sells: { asset: string; qty: Amount }[]
  /** Quote each under-weight holding should receive, before scaling to the cash the sells leave. */
  buys: { asset: string; quote: Amount }[]
}

/**
 * Orders that bring each holding back to its target weight of the basket's value at the current
 * prices. Differences below the symbol's minimum notional are left alone: the exchange would reject them.
 */
export function planRebalance(
  b: Basket,
  targets: Record<string, number>,
  specs: Record<string, SymbolSpec>,
): Plan {
  let total = new D(b.cash)
  for (const [asset, qty] of Object.entries(b.held))
    total = total.add(new D(qty).mul(b.prices[asset] ?? 0))
  const plan: Plan = { sells: [], buys: [] }
  for (const [asset, target] of Object.entries(targets)) {
    const spec = specs[asset]!
    const price = b.prices[asset]!
    const diff = total
      .mul(target)
      .div(100)
      .sub(new D(b.held[asset] ?? 0).mul(price))
    if (diff.abs().lt(spec.minNotional)) continue
    if (diff.isNegative()) {
      const qty = floorToStep(diff.neg().div(price), spec.stepSize)
      if (qty.mul(price).gte(spec.minNotional)) plan.sells.push({ asset, qty: str(qty) })
    } else {
      plan.buys.push({ asset, quote: str(diff) })
    }
  }
  return plan
}

/** Scales buys down so together they spend at most `cash` (fees and rounding of the sells leave less than planned). */
export function fitBuys(
  buys: Plan['buys'],
  cash: Amount,
  specs: Record<string, SymbolSpec>,
): { asset: string; quote: Amount }[] {
  const wanted = buys.reduce((sum, b) => sum.add(b.quote), new D(0))
  const available = new D(cash)
  if (wanted.isZero() || available.lte(0)) return []
  const short = wanted.gt(available)
  // Multiplying before dividing keeps a single scaled buy exactly equal to the cash available.
  return buys
    .map((b) => ({
      asset: b.asset,
      quote: quoteAmount(short ? new D(b.quote).mul(available).div(wanted) : new D(b.quote)),
    }))
    .filter((b) => new D(b.quote).gte(specs[b.asset]!.minNotional))
}

/** Initial allocation of one holding: its share of the initial amount. */
export const allocation = (c: RebalanceBotConfig, target: number): Amount =>
  quoteAmount(new D(c.initial_amount).mul(target).div(100))

/** Symbols a rebalance bot trades, one per holding, in the order of its holdings. */
export const rebalanceSymbols = (
  c: Pick<RebalanceBotConfig, 'holding' | 'coin_quote_asset'>,
): string[] => c.holding.map((h) => `${h.coin_base_asset}${c.coin_quote_asset ?? 'USDT'}`)
