import Decimal from 'decimal.js'

/**
 * How a grid turns quote into orders (decision 089): what it reserves, what each level's order
 * holds, and the smallest amount per grid the venue's lot rules let through. The engine places
 * and reserves with these, the schema checks a config with them (browser and server), and the
 * setup form derives the amount per grid from a total investment with them. Money is decimal.
 */

// The engine's money arithmetic: 40 significant digits, banker's rounding.
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN })

export const gridModes = ['arithmetic', 'geometric'] as const
export type GridMode = (typeof gridModes)[number]

/**
 * A grid reserves this share on top of its grids (number_of_grid × coin_per_grid): it covers the
 * fees and slippage of the opening market order. The engine reserves exactly this much.
 */
export const GRID_INVEST_RESERVE = 0.01

/** The amount per grid (spec section 5), in the quote currency. */
export const GRID_AMOUNT = { min: 25, max: 1500 } as const

/** An amount per grid derived from a total is whole cents of the quote currency. */
export const GRID_AMOUNT_STEP = '0.01'

/** A fresh grid's total investment, unless its minimum is higher (decision 089). */
export const GRID_DEFAULT_INVESTMENT = 1000

/** A pair's order rules, as the market endpoints publish them (decimal strings). */
export interface GridLotRules {
  tick_size: string
  step_size: string
  min_notional: string
  /** Base units per contract (futures contracts of a connected venue); 1 when left out. */
  contract_size?: string
}

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

const stepOf = (value: Decimal, step: string, round: 'floor' | 'ceil') => {
  const s = new D(step)
  if (!s.gt(0)) return value
  const units = value.div(s)
  return (round === 'floor' ? units.floor() : units.ceil()).mul(s)
}

/** The levels on the venue's tick, as the paper exchange and the engine round them. */
export const gridLevelsOnTick = (
  lower: number,
  upper: number,
  grids: number,
  mode: GridMode,
  tick: string,
): number[] =>
  gridPrices(lower, upper, grids, mode).map((p) =>
    new D(tick).gt(0) ? new D(p).div(tick).round().mul(tick).toNumber() : p,
  )

/** What a grid commits in the quote asset: every grid's amount plus the reserve (decimal string). */
export const gridBudget = (coinPerGrid: Decimal.Value, grids: number): string =>
  new D(coinPerGrid).mul(grids).mul(new D(1).add(GRID_INVEST_RESERVE)).toFixed()

/**
 * The base quantity one level's order holds for `notional` of quote (the amount per grid, times
 * the leverage for futures): rounded down to the lot step, as a venue accepts it.
 */
export const gridLevelQty = (
  notional: Decimal.Value,
  price: number,
  stepSize: string,
  contractSize: string = '1',
): string => stepOf(new D(notional).div(price).div(contractSize), stepSize, 'floor').toFixed()

/**
 * The amount per grid a total investment pays for: the total less the reserve, shared by every
 * grid (each one buys once: the opening order for the levels above the price, a limit buy for
 * those below), rounded down to whole cents so the grids never spend more than the total.
 */
export const gridPerGridOf = (total: Decimal.Value, grids: number): string =>
  stepOf(
    new D(total).div(new D(grids).mul(new D(1).add(GRID_INVEST_RESERVE))),
    GRID_AMOUNT_STEP,
    'floor',
  ).toFixed()

/**
 * The smallest amount per grid whose order at `price` is at least one lot and reaches the venue's
 * minimum order value once its quantity is rounded down to the lot (cents, rounded up).
 */
export function gridLevelMinimum(price: number, lot: GridLotRules, leverage = 1): string {
  const contract = new D(lot.contract_size ?? '1')
  const perUnit = new D(price).mul(contract)
  const step = new D(lot.step_size)
  const byNotional = stepOf(new D(lot.min_notional).div(perUnit), lot.step_size, 'ceil')
  const qty = step.gt(0) ? D.max(step, byNotional) : byNotional
  return stepOf(qty.mul(perUnit).div(leverage), GRID_AMOUNT_STEP, 'ceil').toFixed()
}

/** The grid a minimum is asked for: its range and count, and the futures leverage. */
export interface GridShape {
  lower_price: number
  upper_price: number
  number_of_grid: number
  grid_mode?: GridMode | undefined
  leverage?: number | undefined
}

/**
 * The smallest amount per grid for this grid: the spec's 25, and where the pair's rules are
 * known, enough at every level for an order the venue accepts.
 */
export function gridMinPerGrid(grid: GridShape, lot?: GridLotRules): string {
  let min = new D(GRID_AMOUNT.min)
  if (!lot) return min.toFixed()
  const { lower_price: lower, upper_price: upper, number_of_grid: grids } = grid
  const levels = gridLevelsOnTick(
    lower,
    upper,
    grids,
    grid.grid_mode ?? 'arithmetic',
    lot.tick_size,
  )
  for (const level of levels)
    if (level > 0) min = D.max(min, gridLevelMinimum(level, lot, grid.leverage ?? 1))
  return min.toFixed()
}

/** The smallest total investment for this grid: its smallest amount per grid on every grid, plus the reserve. */
export const gridMinInvestment = (grid: GridShape, lot?: GridLotRules): string =>
  gridBudget(gridMinPerGrid(grid, lot), grid.number_of_grid)

/** The largest total investment for this many grids: the spec's 1,500 per grid, plus the reserve. */
export const gridMaxInvestment = (grids: number): string => gridBudget(GRID_AMOUNT.max, grids)

/**
 * A fresh grid's total: the default, or the grid's minimum when that is higher, in whole units
 * of the quote (rounded up) so the field reads like an amount a person picks.
 */
export const gridDefaultInvestment = (grid: GridShape, lot?: GridLotRules): string =>
  D.max(GRID_DEFAULT_INVESTMENT, new D(gridMinInvestment(grid, lot)).ceil()).toFixed()
