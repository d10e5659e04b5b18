import { CRYPTO_FEES, GRID_COUNT, GRID_INVEST_RESERVE, gridPrices } from '@atb/contract'

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
 * order's fees. It is what the engine reserves from the balance, spot and futures alike (for
 * futures it is the margin; the position is this times the leverage).
 */
export function gridInvestment(coinPerGrid: number, grids: number): number {
  return clean(coinPerGrid * grids * (1 + GRID_INVEST_RESERVE))
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
 * week's prices fall inside, and enough grids for ~0.75 % between levels (within 2–149).
 */
export function suggestGrid(closes: readonly number[] | undefined): SuggestedGrid | null {
  if (!closes || closes.length < MIN_CLOSES) return null
  const recent = closes.slice(-SUGGESTION_HOURS)
  const lower = roundSignificant(percentile(recent, 10), 4)
  const upper = roundSignificant(percentile(recent, 90), 4)
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
