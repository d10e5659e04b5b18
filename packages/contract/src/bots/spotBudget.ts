import Decimal from 'decimal.js'
import type { CoverageStep, DcaBotConfig, SpotBotConfig } from './spot'

/**
 * How the spot martingale and DCA bots spend quote (decision 101): the engine runs with these and
 * reserves their budgets, and the setup form previews with the same functions, so the capital a
 * trader is shown is the capital the bot takes. Amounts are decimal strings, as in the engine.
 */

// The engine's money arithmetic: 40 significant digits, banker's rounding.
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN })

/** Percent added to a budget for trading fees. */
export const BUDGET_FEE_RESERVE_PERCENT = 1
const withFees = (total: Decimal.Value) =>
  new D(total).mul(new D(BUDGET_FEE_RESERVE_PERCENT).div(100).add(1)).toFixed()

type AmountRule = Pick<CoverageStep, 'multiply_unit' | 'multiply'>
type TriggerRule = Pick<CoverageStep, 'price_unit' | 'price_drop'>

/** How many coverage steps can run: every step, or the first `coverage_x` of them. */
export const coverageStepCount = (c: Pick<SpotBotConfig, 'coverage' | 'coverage_x'>) =>
  Math.min(c.coverage.length, c.coverage_x ?? c.coverage.length)

/** Quote amount of a coverage step: DYNAMIC multiplies the previous order, STATIC is the amount itself, FORCE_BUY multiplies the first order. */
export function coverageAmount(step: AmountRule, previous: string, initial: number): string {
  if (step.multiply_unit === 'STATIC') return String(step.multiply)
  return new D(step.multiply_unit === 'DYNAMIC' ? previous : initial).mul(step.multiply).toFixed()
}

/** Price at which a coverage step triggers: DYNAMIC is a percent drop from the last buy, STATIC a price distance, FORCE_BUY at once. */
export function coverageTrigger(step: TriggerRule, lastBuy: number): number {
  if (step.price_unit === 'FORCE_BUY') return Infinity
  return step.price_unit === 'DYNAMIC'
    ? lastBuy * (1 - step.price_drop / 100)
    : lastBuy - step.price_drop
}

/** Quote the bot may spend in one full cycle: the first order plus every coverage step, plus the fee reserve. */
export function martingaleBudget(
  c: Pick<SpotBotConfig, 'coin_initial_opening' | 'coverage' | 'coverage_x'>,
): string {
  let previous = String(c.coin_initial_opening)
  let total = new D(previous)
  for (const step of c.coverage.slice(0, coverageStepCount(c))) {
    previous = coverageAmount(step, previous, c.coin_initial_opening)
    total = total.add(previous)
  }
  return withFees(total)
}

/** Quote a DCA bot may spend: every scheduled order, plus the fee reserve. */
export const dcaBudget = (c: Pick<DcaBotConfig, 'amount' | 'order_count'>): string =>
  withFees(new D(c.amount).mul(c.order_count))
