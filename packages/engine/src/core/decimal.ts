import Decimal from 'decimal.js'
import type { Amount } from './types'

// 40 significant digits keep products of prices and quantities exact for every market we trade.
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN })
export type Dec = InstanceType<typeof D>

export const ZERO = new D(0)

export const dec = (value: Amount | number | Dec): Dec => new D(value)

/** Rounds down to a multiple of `step` (quantities never round up past what the balance allows). */
export function floorToStep(value: Dec, step: Amount): Dec {
  const s = new D(step)
  return value.div(s).floor().mul(s)
}

export function roundToStep(value: Dec, step: Amount): Dec {
  const s = new D(step)
  return value.div(s).round().mul(s)
}

/** Rounds a float price onto the tick grid and back to the float used by hot-path comparisons. */
export function snapPrice(price: number, tickSize: Amount): number {
  return roundToStep(new D(price), tickSize).toNumber()
}

export const str = (value: Dec): Amount => value.toFixed()

export function sum(values: Iterable<Amount>): Dec {
  let total = ZERO
  for (const v of values) total = total.add(v)
  return total
}
