import {
  FUNDING,
  fundingApr,
  maxRebalancePercent,
  neutralSplit,
  shortLiquidation,
} from '@atb/contract'

/** The fields the preview reads; any may be missing or half typed while the form is edited. */
export interface NeutralPlanValues {
  total_amount?: number
  leverage?: number
  min_funding_apr?: number
  rebalance_percent?: number
}

/** What a `market_neutral` config would do now, from the contract's rules (decision 056). */
export interface NeutralPlan {
  /** The contract's split: spot buy, short margin, fee reserve; undefined while the total or the leverage is missing. */
  split?: { spot: number; margin: number; reserve: number }
  /** The hedge in the base asset at the last price (both legs hold this much). */
  hedge?: number
  /** Where the short opened at the last price is liquidated. */
  liquidation?: number
  /** The prices at which the bot re-hedges, `rebalance_percent` either side of the last price. */
  rebalance?: { low: number; high: number }
  /** The paper venue's baseline funding: its rate per interval and that rate a year, in %. */
  baseline: { rate: number; intervalHours: number; apr: number }
  /** Funding the short earns on the hedged notional at the baseline rate, in quote money. */
  earnings?: { day: number; year: number }
  /** Whether the baseline rate reaches the entry rate; undefined while the entry rate is missing. */
  entersNow?: boolean
}

const isPositive = (n: number | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0

/** The rebalance move's schema range (5 to 50) narrowed by the leverage's own maximum. */
export const REBALANCE_MIN = 5
export const rebalanceMax = (leverage: number) => Math.min(50, maxRebalancePercent(leverage))

/** The plan from the form's values and the pair's last price (undefined before the first tick). */
export function neutralPlan(values: NeutralPlanValues, lastPrice: number | undefined): NeutralPlan {
  const { total_amount: total, leverage, min_funding_apr: entry, rebalance_percent: move } = values
  const rate = FUNDING.paperRate
  const apr = fundingApr(rate)
  const plan: NeutralPlan = { baseline: { rate, intervalHours: FUNDING.intervalHours, apr } }
  if (typeof entry === 'number' && Number.isFinite(entry)) plan.entersNow = apr >= entry
  const price = isPositive(lastPrice) ? lastPrice : undefined
  const lev = isPositive(leverage) && Number.isInteger(leverage) ? leverage : undefined
  if (price !== undefined && lev !== undefined) plan.liquidation = shortLiquidation(price, lev)
  if (price !== undefined && isPositive(move) && move < 100)
    plan.rebalance = { low: price * (1 - move / 100), high: price * (1 + move / 100) }
  if (isPositive(total) && lev !== undefined) {
    const split = neutralSplit(total, lev)
    plan.split = split
    // The short's notional (margin × leverage) equals the spot amount: funding is paid on it.
    plan.earnings = {
      day: split.spot * rate * (24 / FUNDING.intervalHours),
      year: (split.spot * apr) / 100,
    }
    if (price !== undefined) plan.hedge = split.spot / price
  }
  return plan
}
