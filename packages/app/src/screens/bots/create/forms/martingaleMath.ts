import {
  BUDGET_FEE_RESERVE_PERCENT,
  coverageAmount,
  coverageStepCount,
  coverageTrigger,
  coverageUnits,
  dcaBudget,
  martingaleBudget,
  type CoverageStep,
  type CoverageUnit,
} from '@atb/contract'
import type { SetupEnv, SetupValues } from '../setup/types'

/**
 * The setup previews of the spot martingale and DCA bots. The amounts and the budget come from
 * the contract's functions, the ones the engine trades and reserves with; this module only walks
 * them over the pair's price to lay out the steps.
 */

export type MartingaleValues = Partial<SetupValues<'spot_martingale'>>
export type DcaValues = Partial<SetupValues<'dca'>>

/** One row of the preview: the first order (step 0) or a coverage step. */
export interface PlanRow {
  id: number
  step: number
  /** Price at which the order is placed; null when the price can never fall that far. */
  trigger: number | null
  /** Quote spent by this order. */
  amount: number
  /** Quote spent by this order and every one before it. */
  cumulative: number
}

export interface MartingalePlan {
  rows: PlanRow[]
  /** Steps the config lists; more than `rows - 1` when coverage times limits them. */
  listed: number
  /** Quote the bot reserves at worst: every order that can run, plus the fee reserve. */
  worstCase: number
  feeReservePercent: number
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)
const isUnit = (value: unknown): value is CoverageUnit =>
  coverageUnits.includes(value as CoverageUnit)

/** A coverage row with every value filled in, or undefined while one is missing. */
function completeStep(step: Partial<CoverageStep> | undefined) {
  if (!step || !isUnit(step.price_unit) || !isUnit(step.multiply_unit)) return undefined
  if (!isNumber(step.price_drop) || !isNumber(step.multiply)) return undefined
  return {
    price_unit: step.price_unit,
    multiply_unit: step.multiply_unit,
    price_drop: step.price_drop,
    multiply: step.multiply,
  }
}

/** The price the first order buys at: the entry price when it is set below the market, else the market. */
export function firstOrderPrice(values: MartingaleValues, lastPrice: number): number {
  const entry = values.option_entry_price
  return values.enable_option_entry_price && isNumber(entry) && entry < lastPrice
    ? entry
    : lastPrice
}

/**
 * Each order the bot may place in one cycle if the price keeps falling. A DYNAMIC or STATIC step
 * triggers below the previous buy and buys once the price rebounds by `drop_pullback` from its
 * low; the preview takes the low at the trigger. A FORCE_BUY step buys at once, at the last buy's
 * price. Undefined while the amounts or a step are incomplete; `lastPrice` undefined leaves the
 * trigger prices unknown (null) but still counts the capital.
 */
export function martingalePlan(
  values: MartingaleValues,
  lastPrice: number | undefined,
): MartingalePlan | undefined {
  const initial = values.coin_initial_opening
  if (!isNumber(initial)) return undefined
  const coverage = (values.coverage ?? []).map(completeStep)
  if (coverage.some((step) => step === undefined)) return undefined
  const steps = coverage as NonNullable<(typeof coverage)[number]>[]
  const coverageX = isNumber(values.coverage_x) ? values.coverage_x : undefined
  const config = { coin_initial_opening: initial, coverage: steps, coverage_x: coverageX }
  const pullback = isNumber(values.drop_pullback) ? values.drop_pullback : 0

  let buyPrice = lastPrice === undefined ? null : firstOrderPrice(values, lastPrice)
  let previous = String(initial)
  let cumulative = initial
  const rows: PlanRow[] = [{ id: 0, step: 0, trigger: buyPrice, amount: initial, cumulative }]
  steps.slice(0, coverageStepCount(config)).forEach((step, index) => {
    previous = coverageAmount(step, previous, initial)
    cumulative += Number(previous)
    let trigger: number | null = null
    if (buyPrice !== null) {
      const at = coverageTrigger(step, buyPrice)
      trigger = at === Infinity ? buyPrice : at > 0 ? at : null
      buyPrice = trigger === null || at === Infinity ? trigger : trigger * (1 + pullback / 100)
    }
    rows.push({ id: index + 1, step: index + 1, trigger, amount: Number(previous), cumulative })
  })
  return {
    rows,
    listed: steps.length,
    worstCase: Number(martingaleBudget(config)),
    feeReservePercent: BUDGET_FEE_RESERVE_PERCENT,
  }
}

/** The quote asset the bot spends: the chosen pair's, or the form's before a pair is chosen. */
export const quoteOf = (values: { coin_quote_asset?: string }, env: SetupEnv) =>
  env.symbol?.quote ?? values.coin_quote_asset ?? 'USDT'

/** The free balance of `asset`, or undefined while the balances load. */
export const balanceOf = (env: SetupEnv, asset: string) =>
  env.balances === undefined ? undefined : (env.balances[asset] ?? 0)

export interface DcaOrder {
  id: number
  /** 1-based order number. */
  order: number
  /** Minutes after the bot starts. */
  after: number
  cumulative: number
}

export interface DcaPlan {
  /** The first orders and the last one, at most `shown` + 1 rows. */
  orders: DcaOrder[]
  /** How many orders the schedule leaves out between the first ones and the last. */
  hidden: number
  /** Minutes from the first order to the last. */
  span: number
  /** Quote the bot reserves: every order plus the fee reserve. */
  total: number
  feeReservePercent: number
}

/** The DCA schedule: one order now, then one every interval until `order_count` orders. */
export function dcaPlan(values: DcaValues, shown = 4): DcaPlan | undefined {
  const { amount, interval_minutes: interval, order_count: count } = values
  if (!isNumber(amount) || !isNumber(interval) || !isNumber(count)) return undefined
  if (!Number.isInteger(count) || count < 1 || interval < 0) return undefined
  const order = (n: number): DcaOrder => ({
    id: n,
    order: n,
    after: (n - 1) * interval,
    cumulative: amount * n,
  })
  const first = Array.from({ length: Math.min(count, shown) }, (_, i) => order(i + 1))
  const orders = count > shown ? [...first, order(count)] : first
  return {
    orders,
    hidden: Math.max(0, count - shown - 1),
    span: (count - 1) * interval,
    total: Number(dcaBudget({ amount, order_count: count })),
    feeReservePercent: BUDGET_FEE_RESERVE_PERCENT,
  }
}
