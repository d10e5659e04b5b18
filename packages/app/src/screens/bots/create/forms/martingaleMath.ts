import {
  BUDGET_FEE_RESERVE_PERCENT,
  coverageUnits,
  dcaBudget,
  martingaleOrders,
  worstCaseOf,
  type CoverageStep,
  type CoverageUnit,
} from '@atb/contract'
import type { SetupEnv, SetupValues } from '../setup/types'

/**
 * The setup previews of the spot martingale and DCA bots. The orders, their trigger prices and
 * the budget come from the contract's functions, the ones the engine trades and reserves with and
 * the bot page reads a running cycle with; this module only turns the form's values into a config.
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
 * Each order the bot may place in one cycle if the price keeps falling, from the contract's
 * `martingaleOrders` (the walk the bot page reads a running cycle with). Undefined while the
 * amounts or a step are incomplete; `lastPrice` undefined leaves the trigger prices unknown (null)
 * but still counts the capital.
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
  const orders = martingaleOrders(
    {
      coin_initial_opening: initial,
      coverage: steps,
      coverage_x: isNumber(values.coverage_x) ? values.coverage_x : undefined,
      drop_pullback: isNumber(values.drop_pullback) ? values.drop_pullback : 0,
    },
    lastPrice === undefined ? null : firstOrderPrice(values, lastPrice),
  )
  return {
    rows: orders.map((order) => ({
      id: order.step,
      step: order.step,
      trigger: order.trigger === null ? null : Number(order.trigger),
      amount: Number(order.amount),
      cumulative: Number(order.cumulative),
    })),
    listed: steps.length,
    worstCase: Number(worstCaseOf(orders)),
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
