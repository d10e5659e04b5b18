import { gridLevelQty, gridPrices, type GridMode } from '@atb/contract'
import { snapPrice } from '../core/decimal'
import type { Amount, SymbolSpec } from '../core/types'

/** number_of_grid grids need number_of_grid + 1 price levels from lower to upper, snapped to the tick size. */
export function gridLevels(
  lower: number,
  upper: number,
  grids: number,
  mode: GridMode,
  tickSize: Amount,
): number[] {
  return gridPrices(lower, upper, grids, mode).map((raw) => snapPrice(raw, tickSize))
}

/** Base quantity bought or sold at each level for a fixed quote amount (notional) per grid. */
export function levelQuantities(
  levels: number[],
  notionalPerGrid: number,
  spec: SymbolSpec,
): Amount[] {
  // The contract's rule, which the setup form's minimum investment is computed with (decision 089).
  return levels.map((price) =>
    gridLevelQty(notionalPerGrid, price, spec.stepSize, spec.contractSize ?? '1'),
  )
}

/** The level nearest the start price stays empty so a grid never holds more than number_of_grid orders. */
export function nearestLevel(levels: number[], price: number): number {
  let best = 0
  for (let i = 1; i < levels.length; i++) {
    if (Math.abs(levels[i]! - price) < Math.abs(levels[best]! - price)) best = i
  }
  return best
}
