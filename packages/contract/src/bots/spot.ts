import * as yup from 'yup'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import { isFiniteNumber, number, numberBetween, numberGreaterThan } from '../schemas/numbers'
import { oneOf } from '../schemas/choices'
import { amountAtLeast, amountBetween, price } from '../schemas/money'
import { coinFields, configId, coverageList, flag, integer, whenEnabled } from './common'
import { botLabels as L } from './labels'

export const coverageUnits = ['DYNAMIC', 'STATIC', 'FORCE_BUY'] as const
export type CoverageUnit = (typeof coverageUnits)[number]

/** Dynamic values are bounded (spec section 5); static and force-buy values are any number. */
const byUnit = (
  unitField: string,
  dynamic: yup.NumberSchema<number | undefined>,
  label: typeof L.price_drop,
) => number(label).when(unitField, { is: 'DYNAMIC', then: () => dynamic })

/** One coverage (averaging-down) step of a spot bot. */
export const coverageStepSchema = yup.object({
  orders: number(L.coverage_orders).optional(),
  calculate_target: number(L.calculate_target).optional(),
  summary: number(L.coverage_summary).optional(),
  used_usdt: number(L.used_usdt).optional(),
  one_click: yup.boolean().optional(),
  price_dynamic: number(L.price_dynamic).optional(),
  multiply_dynamic: number(L.multiply_dynamic).optional(),
  price_unit: oneOf(L.price_unit, coverageUnits),
  multiply_unit: oneOf(L.multiply_unit, coverageUnits),
  price_drop: byUnit('price_unit', numberBetween(L.price_drop, 1, 100), L.price_drop),
  multiply: byUnit('multiply_unit', numberBetween(L.multiply, 1, 1000), L.multiply),
})
export type CoverageStep = yup.InferType<typeof coverageStepSchema>

const trailingSchema = yup.object({
  start: numberGreaterThan(L.tsl_start, 0.3),
  gap: numberGreaterThan(L.tsl_gap, 0.5).test('gap-at-most-start', function (value) {
    const start = (this.parent as { start?: unknown }).start
    if (!isFiniteNumber(start) || value === undefined || value <= start) return true
    return this.createError({
      message: () => message(validation.atMostField, { label: L.tsl_gap, other: L.tsl_start }),
    })
  }),
  ceiling_gap: numberGreaterThan(L.tsl_ceiling_gap, 0.5).test(
    'ceiling-between-gap-and-start',
    function (value) {
      const { start, gap } = this.parent as { start?: unknown; gap?: unknown }
      if (value === undefined) return true
      if (isFiniteNumber(gap) && value <= gap) {
        return this.createError({
          message: () => message(validation.greaterThan, { label: L.tsl_ceiling_gap, min: gap }),
        })
      }
      if (isFiniteNumber(start) && value > start) {
        return this.createError({
          message: () =>
            message(validation.atMostField, { label: L.tsl_ceiling_gap, other: L.tsl_start }),
        })
      }
      return true
    },
  ),
})
export type TrailingTakeProfit = yup.InferType<typeof trailingSchema>

/** Spot (martingale) bot config with coverage steps and trailing take profit (spec sections 3 and 5). */
export const spotBotSchema = yup.object({
  ...coinFields,
  id: configId(),
  coin_initial_opening: amountBetween(L.coin_initial_opening, 25, 1500),
  take_profit_ratio: numberBetween(L.take_profit_ratio, 0.1, 100),
  drop_pullback: numberBetween(L.drop_pullback, 0.1, 100),
  enable_option_tsl: flag(),
  // Trailing take profit replaces the plain retracement, so the latter only matters when trailing is off.
  tp_retrectment: yup
    .mixed<number>()
    .optional()
    .when('enable_option_tsl', {
      is: false,
      then: () => numberBetween(L.tp_retrectment, 0.1, 100),
      otherwise: (s) => s.strip(),
    }),
  option_tsl: whenEnabled('enable_option_tsl', trailingSchema),
  coverage_x: integer(L.coverage_x)
    .min(0, () => message(validation.min, { label: L.coverage_x, min: 0 }))
    .optional(),
  coverage: coverageList(coverageStepSchema),
  calculate_coverage: yup.boolean().optional(),
  enable_option_entry_price: flag(),
  option_entry_price: whenEnabled('enable_option_entry_price', price(L.option_entry_price)),
})
export type SpotBotConfig = yup.InferType<typeof spotBotSchema>

/** DCA: the spec names the kind but not its fields, so these are ours (docs/decisions/103-engine-strategies.md). */
export const dcaBotSchema = yup.object({
  ...coinFields,
  id: configId(),
  amount: amountAtLeast(L.amount, 15),
  interval_minutes: integer(L.interval_minutes).min(1, () =>
    message(validation.min, { label: L.interval_minutes, min: 1 }),
  ),
  order_count: integer(L.order_count).min(1, () =>
    message(validation.min, { label: L.order_count, min: 1 }),
  ),
  enable_option_take_profit: flag(),
  option_take_profit: whenEnabled(
    'enable_option_take_profit',
    numberBetween(L.option_take_profit, 0.1, 100),
  ),
})
export type DcaBotConfig = yup.InferType<typeof dcaBotSchema>
