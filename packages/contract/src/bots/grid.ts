import * as yup from 'yup'
import { GRID_COUNT } from '../constants'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import { isFiniteNumber, number, numberBetween, numberGreaterThan } from '../schemas/numbers'
import { oneOf } from '../schemas/choices'
import { amountBetween, amountGreaterThan, price, priceBand } from '../schemas/money'
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
import {
  GRID_AMOUNT,
  gridMaxInvestment,
  gridMinInvestment,
  gridMinPerGrid,
  gridModes,
  type GridLotRules,
  type GridShape,
} from './gridBudget'

export * from './gridBudget'

export const gridDirections = ['neutral', 'long', 'short'] as const
export type GridDirection = (typeof gridDirections)[number]

type GridContext = { lot?: GridLotRules; lastPrice?: unknown } | undefined

/**
 * A grid's range and count once they make a grid, for the rules that read its levels; null while
 * they do not (a price out of the last price's band is refused on its own field first).
 */
function shapeOf(parent: Record<string, unknown>, context: GridContext): GridShape | null {
  const { lower_price: lower, upper_price: upper, number_of_grid: grids } = parent
  if (!isFiniteNumber(lower) || !isFiniteNumber(upper) || !isFiniteNumber(grids)) return null
  if (!(lower > 0) || !(upper > lower) || !Number.isInteger(grids)) return null
  const last = context?.lastPrice
  if (isFiniteNumber(last) && last > 0) {
    const band = priceBand(last)
    if (lower < band.min || upper > band.max) return null
  }
  if (grids < GRID_COUNT.min || grids > GRID_COUNT.max) return null
  const mode = parent.grid_mode === 'geometric' ? 'geometric' : 'arithmetic'
  const leverage = isFiniteNumber(parent.leverage) && parent.leverage >= 1 ? parent.leverage : 1
  return {
    lower_price: lower,
    upper_price: upper,
    number_of_grid: grids,
    grid_mode: mode,
    leverage,
  }
}

const quoteAssetOf = (parent: Record<string, unknown>) =>
  typeof parent.coin_quote_asset === 'string' ? parent.coin_quote_asset : ''

/**
 * The amount per grid: the spec's 25 to 1,500, and where the caller knows the pair's order rules
 * (`context.lot`: the wizard from the market endpoints, the server from the venue), enough at every
 * level for an order the venue accepts (decision 089).
 */
const coinPerGrid = () =>
  amountBetween(L.coin_per_grid, GRID_AMOUNT.min, GRID_AMOUNT.max).test(
    'venue-minimum',
    function (value) {
      const context = this.options.context as GridContext
      const lot = context?.lot
      const grid = shapeOf(this.parent as Record<string, unknown>, context)
      if (!lot || !grid || value === undefined) return true
      const min = gridMinPerGrid(grid, lot)
      if (Number(min) <= value) return true
      const asset = quoteAssetOf(this.parent as Record<string, unknown>)
      return this.createError({
        message: () =>
          message(validation.gridAmountBelowLot, { label: L.coin_per_grid, min, asset }),
      })
    },
  )

/**
 * The setup form's total investment (decision 089): what the grid commits, from which the form
 * derives the amount per grid. It is checked against the same minimum as the amount per grid, so
 * a total the form accepts always gives an amount per grid the server accepts; it is not part of
 * the config, which the server and the engine read the amount per grid from.
 */
export const gridTotalInvestment = () =>
  amountGreaterThan(L.total_investment, 0).test('grid-budget', function (value) {
    const parent = this.parent as Record<string, unknown>
    const context = this.options.context as GridContext
    const grid = shapeOf(parent, context)
    if (!grid || value === undefined) return true
    const asset = quoteAssetOf(parent)
    const grids = grid.number_of_grid
    const lot = context?.lot
    const min = gridMinInvestment(grid, lot)
    if (value < Number(min)) {
      const perGrid = gridMinPerGrid(grid, lot)
      return this.createError({
        message: () =>
          message(validation.gridInvestmentTooSmall, {
            label: L.total_investment,
            min,
            asset,
            grids,
            perGrid,
          }),
      })
    }
    const max = gridMaxInvestment(grids)
    if (value <= Number(max)) return true
    return this.createError({
      message: () =>
        message(validation.gridInvestmentTooLarge, {
          label: L.total_investment,
          max,
          asset,
          grids,
          perGrid: GRID_AMOUNT.max,
        }),
    })
  })

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
  coin_per_grid: coinPerGrid(),
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

/** The grid kinds, whose setup form takes a total investment (decision 089). */
export const gridKinds = ['spot_grid', 'futures_grid'] as const
export type GridKind = (typeof gridKinds)[number]
export const isGridKind = (kind: string): kind is GridKind =>
  (gridKinds as readonly string[]).includes(kind)

/** Futures grid: the grid fields plus the futures account settings. */
export const futuresGridBotSchema = yup.object({
  ...gridFields,
  margin_type: marginType(),
  leverage: leverage(),
  direction: oneOf(L.direction, gridDirections).default('neutral'),
})
export type FuturesGridBotConfig = yup.InferType<typeof futuresGridBotSchema>
