import * as yup from 'yup'
import { GRID_COUNT } from '../constants'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import { isFiniteNumber, number, numberBetween, numberGreaterThan } from '../schemas/numbers'
import { oneOf } from '../schemas/choices'
import { amountBetween, amountGreaterThan, price } from '../schemas/money'
import {
  belowLastPrice,
  coinFields,
  configId,
  flag,
  integer,
  leverage,
  marginType,
  whenEnabled,
} from './common'
import { botLabels as L } from './labels'

export const gridModes = ['arithmetic', 'geometric'] as const
export type GridMode = (typeof gridModes)[number]

export const gridDirections = ['neutral', 'long', 'short'] as const
export type GridDirection = (typeof gridDirections)[number]

/**
 * A grid reserves this share on top of its grids (number_of_grid × coin_per_grid): it covers the
 * fees and slippage of the opening market order. The engine reserves exactly this much.
 */
export const GRID_INVEST_RESERVE = 0.01

/**
 * The number_of_grid + 1 price levels from lower to upper, evenly apart (arithmetic) or by an
 * even ratio (geometric), before the venue's tick size is applied.
 */
export function gridPrices(lower: number, upper: number, grids: number, mode: GridMode): number[] {
  const levels: number[] = []
  for (let i = 0; i <= grids; i++) {
    levels.push(
      mode === 'geometric'
        ? lower * (upper / lower) ** (i / grids)
        : lower + ((upper - lower) * i) / grids,
    )
  }
  return levels
}

const gridFields = {
  ...coinFields,
  id: configId(),
  number_of_grid: integer(L.number_of_grid)
    .min(GRID_COUNT.min, () =>
      message(validation.min, { label: L.number_of_grid, min: GRID_COUNT.min }),
    )
    .max(GRID_COUNT.max, () =>
      message(validation.max, { label: L.number_of_grid, max: GRID_COUNT.max }),
    ),
  coin_per_grid: amountBetween(L.coin_per_grid, 25, 1500),
  space_of_grid: numberBetween(L.space_of_grid, 0.3, 100),
  grid_mode: oneOf(L.grid_mode, gridModes).default('arithmetic'),
  upper_price: price(L.upper_price),
  lower_price: price(L.lower_price).test('below-upper', function (value) {
    const upper = (this.parent as { upper_price?: unknown }).upper_price
    if (!isFiniteNumber(upper) || value === undefined || value < upper) return true
    return this.createError({
      message: () =>
        message(validation.lessThanField, { label: L.lower_price, other: L.upper_price }),
    })
  }),
  risk_rate: number(L.risk_rate).optional(),
  is_recurring: flag(),
  is_covering: flag(),
  enable_option_profit_times: flag(),
  option_profit_times: whenEnabled(
    'enable_option_profit_times',
    numberGreaterThan(L.option_profit_times, 0),
  ),
  enable_option_earning: flag(),
  option_earning: whenEnabled('enable_option_earning', amountGreaterThan(L.option_earning, 0)),
  enable_option_stop_loss: flag(),
  option_stop_loss: whenEnabled('enable_option_stop_loss', belowLastPrice(L.option_stop_loss)),
  enable_option_stop_loss_percent: flag(),
  option_stop_loss_percent: whenEnabled(
    'enable_option_stop_loss_percent',
    numberBetween(L.option_stop_loss_percent, 1, 100),
  ),
}

/** Spot grid bot config (spec sections 3 and 5). */
export const gridBotSchema = yup.object(gridFields)
export type GridBotConfig = yup.InferType<typeof gridBotSchema>

/** Futures grid: the grid fields plus the futures account settings. */
export const futuresGridBotSchema = yup.object({
  ...gridFields,
  margin_type: marginType(),
  leverage: leverage(),
  direction: oneOf(L.direction, gridDirections).default('neutral'),
})
export type FuturesGridBotConfig = yup.InferType<typeof futuresGridBotSchema>
