import {
  CRYPTO_FEES,
  GRID_COUNT,
  gridBudget,
  gridPerGridOf,
  gridPrices,
  type GridLotRules,
  type GridShape,
  type MarketSymbolInfo,
} from '@atb/contract'

/** The grid's price levels, as the engine computes them before the venue's tick size. */
export const gridLevels = gridPrices

/** A price on the venue's tick (e.g. "0.01"), as the engine places a level's order. */
export function snapToTick(price: number, tick: string | undefined): number {
  const step = Number(tick)
  if (!tick || !(step > 0)) return price
  const decimals = (tick.split('.')[1] ?? '').replace(/0+$/, '').length
  return Number((Math.round(price / step) * step).toFixed(decimals))
}

/** The maker fee rate a grid's limit orders pay on the paper exchange (and Binance VIP 0). */
export const gridFeeRate = (futures: boolean) =>
  Number(futures ? CRYPTO_FEES.futures.maker : CRYPTO_FEES.spot.maker)

/** Rounds away binary noise (0.1 + 0.2) so money adds up the way the engine's decimals do. */
const clean = (value: number) => Math.round(value * 1e8) / 1e8

/** A min–max range in percent points. */
export interface PercentRange {
  min: number
  max: number
}

/**
 * Profit of one round trip on each grid (buy at a level, sell at the next), after the maker fee
 * on both orders, as a share of what the buy spent: next/level − 1 − fee × (1 + next/level).
 * Arithmetic grids earn most on the lowest grid, geometric ones the same on every grid.
 */
export function profitPerGrid(levels: readonly number[], feeRate: number): PercentRange | null {
  if (levels.length < 2) return null
  let min = Infinity
  let max = -Infinity
  for (let i = 1; i < levels.length; i++) {
    const ratio = levels[i]! / levels[i - 1]!
    const profit = (ratio - 1 - feeRate * (1 + ratio)) * 100
    min = Math.min(min, profit)
    max = Math.max(max, profit)
  }
  return { min: clean(min), max: clean(max) }
}

/** The gap between neighbouring levels as a percent of the lower one: smallest and largest. */
export function gridSpacing(levels: readonly number[]): PercentRange | null {
  if (levels.length < 2) return null
  let min = Infinity
  let max = -Infinity
  for (let i = 1; i < levels.length; i++) {
    const gap = (levels[i]! / levels[i - 1]! - 1) * 100
    min = Math.min(min, gap)
    max = Math.max(max, gap)
  }
  return { min: clean(min), max: clean(max) }
}

/**
 * The grid spacing field: the even percent step from lower to upper in that many grids (exact for
 * geometric grids, the average for arithmetic ones), to 2 decimals.
 */
export function spacingOf(lower: number, upper: number, grids: number): number {
  return Math.round(((upper / lower) ** (1 / grids) - 1) * 10000) / 100
}

/**
 * What a grid commits in the quote asset: every grid's amount plus the reserve for the opening
 * order's fees, as the engine reserves it (the contract's `gridBudget`, in decimals). For futures
 * it is the margin; the position is this times the leverage.
 */
export const gridInvestment = (coinPerGrid: number, grids: number): number =>
  Number(gridBudget(coinPerGrid, grids))

/** The pair's order rules as a grid's checks read them (the server reads the venue's own). */
export const lotRulesOf = (info: MarketSymbolInfo): GridLotRules => ({
  tick_size: info.tick_size,
  step_size: info.step_size,
  min_notional: info.min_notional,
})

/** A whole number of grids the spec allows. */
export const isGridCount = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= GRID_COUNT.min && n <= GRID_COUNT.max

/** The form's grid once its range and count make one (for its minimum investment), else null. */
export function gridShapeOf(values: {
  lower_price?: number | undefined
  upper_price?: number | undefined
  number_of_grid?: number | undefined
  grid_mode?: 'arithmetic' | 'geometric' | undefined
  leverage?: number | undefined
}): GridShape | null {
  const { lower_price: lower, upper_price: upper, number_of_grid: grids } = values
  if (typeof lower !== 'number' || typeof upper !== 'number' || !(lower > 0) || !(upper > lower))
    return null
  if (!isGridCount(grids)) return null
  return {
    lower_price: lower,
    upper_price: upper,
    number_of_grid: grids,
    grid_mode: values.grid_mode,
    leverage: typeof values.leverage === 'number' && values.leverage >= 1 ? values.leverage : 1,
  }
}

/** The p-th percentile (0–100) of the values, interpolating between the nearest two. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const rank = (p / 100) * (sorted.length - 1)
  const below = Math.floor(rank)
  const above = Math.ceil(rank)
  const low = sorted[below]!
  const high = sorted[above]!
  return low + (high - low) * (rank - below)
}

/** Rounds to a number of significant digits, so a suggestion reads like a price a person picks. */
export function roundSignificant(value: number, digits: number): number {
  if (value === 0) return 0
  const magnitude = Math.floor(Math.log10(Math.abs(value))) + 1 - digits
  const factor = 10 ** -magnitude
  return magnitude < 0
    ? Math.round(value * factor) / factor
    : Math.round(value / 10 ** magnitude) * 10 ** magnitude
}

export interface SuggestedGrid {
  lower_price: number
  upper_price: number
  number_of_grid: number
  /** The average gap between levels, in percent, for the grid spacing field. */
  space_of_grid: number
}

/** 1h candles in 7 days: the window the suggestion looks at. */
export const SUGGESTION_HOURS = 7 * 24
/** Too few closes say nothing about a range; a day's worth is the least. */
const MIN_CLOSES = 24
/** Aim for levels about 0.75 % apart: wide enough to beat two fees, close enough to trade often. */
const TARGET_SPACING = 0.0075

/**
 * A range from the last 7 days of hourly closes: the 10th to 90th percentile, so most of the
 * week's prices fall inside, and enough grids for ~0.75 % between levels (within 2–149). The
 * market's present price (the last close without one) always lies inside, two levels from either
 * bound, so a fresh grid never starts out of range; the form recomputes it as the price moves.
 */
export function suggestGrid(
  closes: readonly number[] | undefined,
  lastPrice?: number,
): SuggestedGrid | null {
  if (!closes || closes.length < MIN_CLOSES) return null
  const recent = closes.slice(-SUGGESTION_HOURS)
  const now = lastPrice !== undefined && lastPrice > 0 ? lastPrice : recent.at(-1)!
  const [low, high] = [percentile(recent, 10), percentile(recent, 90)]
  // A week that did not move says nothing about a range.
  if (!(high > low)) return null
  const room = 2 * TARGET_SPACING
  const lower = roundSignificant(Math.min(low, now * (1 - room)), 4)
  const upper = roundSignificant(Math.max(high, now * (1 + room)), 4)
  if (!(lower > 0) || !(upper > lower)) return null
  const grids = Math.round(Math.log(upper / lower) / Math.log(1 + TARGET_SPACING))
  const number_of_grid = Math.min(GRID_COUNT.max, Math.max(GRID_COUNT.min, grids))
  return {
    lower_price: lower,
    upper_price: upper,
    number_of_grid,
    space_of_grid: spacingOf(lower, upper, number_of_grid),
  }
}

/** The quote balance against what the grid needs; `short` is how much is missing. */
export function balanceCheck(
  needed: number,
  available: number | undefined,
): { available: number; short: number } | null {
  if (available === undefined) return null
  return { available, short: Math.max(0, clean(needed - available)) }
}

/** The fields a suggestion fills. */
export const rangeFields = ['lower_price', 'upper_price', 'number_of_grid'] as const
export type GridRange = Pick<SuggestedGrid, (typeof rangeFields)[number]>

export const rangeOf = (values: Partial<GridRange>): Partial<GridRange> =>
  Object.fromEntries(rangeFields.map((f) => [f, values[f]]))

export const sameRange = (a: Partial<GridRange>, b: Partial<GridRange>) =>
  rangeFields.every((f) => a[f] === b[f])

/**
 * Whether the range is still the suggestion's, so it may follow the price: it is empty, or it is
 * what was last applied. Once the user edits one of its fields it stays theirs.
 */
export function isUntouchedRange(values: Partial<GridRange>, applied: GridRange | null): boolean {
  if (rangeFields.every((f) => values[f] === undefined)) return true
  return applied !== null && sameRange(values, applied)
}

/**
 * Which of the two amounts a form opens on: the total, unless the amount per grid is not the one
 * the total gives (a copied bot's config, a kept one from before the total existed), which then
 * stands and the total follows it.
 */
export function amountSourceOf(values: {
  total_investment?: number | undefined
  coin_per_grid?: number | undefined
  number_of_grid?: number | undefined
}): 'total' | 'perGrid' {
  const { total_investment: total, coin_per_grid: perGrid, number_of_grid: grids } = values
  if (typeof perGrid !== 'number') return 'total'
  if (typeof total !== 'number') return 'perGrid'
  if (!isGridCount(grids) || !(total > 0)) return 'total'
  return Number(gridPerGridOf(total, grids)) === perGrid ? 'total' : 'perGrid'
}
