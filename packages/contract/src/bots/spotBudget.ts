import Decimal from 'decimal.js'
import type { CoverageStep, DcaBotConfig, SpotBotConfig } from './spot'

/**
 * How the spot martingale and DCA bots spend quote (decisions 101 and 086): the engine runs with
 * these and reserves their budgets, the setup form previews with them, and the bot page and its
 * low-balance warning read a running cycle with them, so the capital a trader is shown is the
 * capital the bot takes. Amounts and prices are decimal strings, as in the engine.
 */

// The engine's money arithmetic: 40 significant digits, banker's rounding.
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN })

/** Percent added to a budget for trading fees. */
export const BUDGET_FEE_RESERVE_PERCENT = 1
const withFees = (total: Decimal.Value) =>
  new D(total).mul(new D(BUDGET_FEE_RESERVE_PERCENT).div(100).add(1)).toFixed()

type AmountRule = Pick<CoverageStep, 'multiply_unit' | 'multiply'>
type TriggerRule = Pick<CoverageStep, 'price_unit' | 'price_drop'>
type PlanConfig = Pick<SpotBotConfig, 'coin_initial_opening' | 'coverage' | 'coverage_x'> & {
  /** The rebound a DYNAMIC or STATIC step waits for before it buys; none when left out. */
  drop_pullback?: number
}

/** How many coverage steps can run: every step, or the first `coverage_x` of them. */
export const coverageStepCount = (c: Pick<SpotBotConfig, 'coverage' | 'coverage_x'>) =>
  Math.min(c.coverage.length, c.coverage_x ?? c.coverage.length)

/** Quote amount of a coverage step: DYNAMIC multiplies the previous order, STATIC is the amount itself, FORCE_BUY multiplies the first order. */
export function coverageAmount(step: AmountRule, previous: string, initial: number): string {
  if (step.multiply_unit === 'STATIC') return String(step.multiply)
  return new D(step.multiply_unit === 'DYNAMIC' ? previous : initial).mul(step.multiply).toFixed()
}

/** A coverage step's trigger below the last buy, in decimal; null for FORCE_BUY, which buys at once. */
function triggerBelow(step: TriggerRule, lastBuy: Decimal.Value): Decimal | null {
  if (step.price_unit === 'FORCE_BUY') return null
  return step.price_unit === 'DYNAMIC'
    ? new D(lastBuy).mul(new D(1).sub(new D(step.price_drop).div(100)))
    : new D(lastBuy).sub(step.price_drop)
}

/** Price at which a coverage step triggers: DYNAMIC is a percent drop from the last buy, STATIC a price distance, FORCE_BUY at once. */
export function coverageTrigger(step: TriggerRule, lastBuy: number): number {
  return triggerBelow(step, lastBuy)?.toNumber() ?? Infinity
}

/** One order of a martingale cycle, if the price keeps falling. */
export interface PlannedOrder {
  /** 0: the first order; n: coverage step n. */
  step: number
  /**
   * The price it buys at: the first order's, a coverage step's trigger, or for FORCE_BUY the
   * previous buy's. Null while that price is unknown or when the price can never fall that far.
   */
  trigger: string | null
  /** Quote it spends. */
  amount: string
  /** Quote it and the orders before it in the same list spend. */
  cumulative: string
}

/** Where a running cycle stands, as the engine keeps it: coverage steps done, and its last buy. */
export interface CycleMark {
  steps: number
  lastBuyPrice: Decimal.Value
  /** Quote the last buy spent (its fill): a DYNAMIC step multiplies this, not the plan's amount. */
  lastOrderQuote: string
}

/**
 * The coverage steps from index `from` on, each triggering below the previous buy; a DYNAMIC or
 * STATIC step buys once the price rebounds by the pullback from its low, taken to be the trigger.
 */
function coverageFrom(
  c: PlanConfig,
  from: number,
  previous: string,
  lastBuy: Decimal | null,
  spent: Decimal,
): PlannedOrder[] {
  const rebound = new D(c.drop_pullback ?? 0).div(100).add(1)
  const orders: PlannedOrder[] = []
  let buyPrice = lastBuy
  let cumulative = spent
  for (let index = from; index < coverageStepCount(c); index++) {
    const step = c.coverage[index]!
    previous = coverageAmount(step, previous, c.coin_initial_opening)
    cumulative = cumulative.add(previous)
    let trigger: Decimal | null = null
    if (buyPrice !== null) {
      const at = triggerBelow(step, buyPrice)
      trigger = at === null ? buyPrice : at.gt(0) ? at : null
      buyPrice = trigger === null || at === null ? trigger : trigger.mul(rebound)
    }
    orders.push({
      step: index + 1,
      trigger: trigger?.toFixed() ?? null,
      amount: previous,
      cumulative: cumulative.toFixed(),
    })
  }
  return orders
}

/** Every order of one cycle from its start: the first order at `firstPrice`, then the steps that can run. */
export function martingaleOrders(c: PlanConfig, firstPrice: Decimal.Value | null): PlannedOrder[] {
  const first = String(c.coin_initial_opening)
  const price = firstPrice === null ? null : new D(firstPrice)
  return [
    { step: 0, trigger: price?.toFixed() ?? null, amount: first, cumulative: first },
    ...coverageFrom(c, 0, first, price, new D(first)),
  ]
}

/** The orders a running cycle may still place, walking down from its last buy. */
export const martingaleOrdersLeft = (c: PlanConfig, at: CycleMark): PlannedOrder[] =>
  coverageFrom(c, at.steps, at.lastOrderQuote, new D(at.lastBuyPrice), new D(0))

/** What `orders` spend at worst, plus the fee reserve. */
export const worstCaseOf = (orders: readonly PlannedOrder[]): string =>
  withFees(orders.reduce((sum, o) => sum.add(o.amount), new D(0)))

/** Quote the bot may spend in one full cycle: the first order plus every coverage step, plus the fee reserve. */
export const martingaleBudget = (c: PlanConfig): string => worstCaseOf(martingaleOrders(c, null))

/** The gain over the cycle's average price at which a martingale takes profit (or starts trailing). */
export const martingaleTakeProfitPercent = (
  c: Pick<SpotBotConfig, 'take_profit_ratio' | 'option_tsl'>,
): number =>
  c.option_tsl ? Math.max(c.take_profit_ratio, c.option_tsl.start) : c.take_profit_ratio

/** `price` raised by `percent`, in decimal: a take-profit price from an average entry. */
export const priceAbove = (price: Decimal.Value, percent: number): string =>
  new D(price).mul(new D(percent).div(100).add(1)).toFixed()

/** Quote a DCA bot may spend on its orders after the first `placed`: each order, plus the fee reserve. */
export const dcaBudget = (c: Pick<DcaBotConfig, 'amount' | 'order_count'>, placed = 0): string =>
  withFees(new D(c.amount).mul(Math.max(0, c.order_count - placed)))
