import Decimal from 'decimal.js'
import type { Amount } from './types'

// 40 significant digits keep products of prices and quantities exact for every market we trade.
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN })
export type Dec = InstanceType<typeof D>

export const ZERO = new D(0)

/**
 * Parsing a decimal string is the costliest step of Decimal arithmetic, and a grid's fills repeat
 * the same few quantities, prices and amounts. Decimals are immutable, so parsed values are shared.
 */
const parsed = new Map<string, Dec>()
const PARSED_MAX = 100_000

export function dec(value: Amount | number | Dec): Dec {
  if (typeof value !== 'string') return new D(value)
  let d = parsed.get(value)
  if (d === undefined) {
    if (parsed.size >= PARSED_MAX) parsed.clear()
    d = new D(value)
    parsed.set(value, d)
  }
  return d
}

/** Rounds down to a multiple of `step` (quantities never round up past what the balance allows). */
export function floorToStep(value: Dec, step: Amount): Dec {
  const s = dec(step)
  return value.div(s).floor().mul(s)
}

/** Rounds up to a multiple of `step` (a shortfall bought in full). */
export function ceilToStep(value: Dec, step: Amount): Dec {
  const s = dec(step)
  return value.div(s).ceil().mul(s)
}

export function roundToStep(value: Dec, step: Amount): Dec {
  const s = dec(step)
  return value.div(s).round().mul(s)
}

/** A tick size as an integer number of units of 10^-decimals, for snapping prices without Decimal. */
export interface TickGrid {
  scale: number
  units: number
  tickSize: Amount
}

export function tickGrid(tickSize: Amount): TickGrid {
  const decimals = tickSize.includes('.') ? tickSize.length - tickSize.indexOf('.') - 1 : 0
  const scale = 10 ** decimals
  return { scale, units: Math.round(Number(tickSize) * scale), tickSize }
}

/**
 * Rounds a float price onto the tick grid and back to the float used by hot-path comparisons. An
 * integer count of ticks divided by a power of ten is the double nearest the exact decimal, the same
 * as Decimal's `toNumber()`; only near-ties (where half-even matters) and huge values take the Decimal path.
 */
export function snapPrice(price: number, tick: Amount | TickGrid): number {
  const g = typeof tick === 'string' ? tickGrid(tick) : tick
  const x = (price * g.scale) / g.units
  const r = Math.round(x)
  if (Math.abs(Math.abs(x - Math.trunc(x)) - 0.5) > 1e-6 && Math.abs(r * g.units) < 2 ** 52)
    return (r * g.units) / g.scale
  return roundToStep(new D(price), g.tickSize).toNumber()
}

export const str = (value: Dec): Amount => value.toFixed()

export function sum(values: Iterable<Amount>): Dec {
  let total = ZERO
  for (const v of values) total = total.add(v)
  return total
}

/** Whether a plain decimal string is already a multiple of a power-of-ten step ('0.001', '1'), without Decimal. */
export function onStep(value: Amount | undefined, step: Amount): boolean {
  if (value === undefined || !/^(0\.0*1|1)$/.test(step) || !/^\d+(\.\d+)?$/.test(value))
    return false
  const decimals = value.includes('.') ? value.length - value.indexOf('.') - 1 : 0
  const allowed = step.includes('.') ? step.length - step.indexOf('.') - 1 : 0
  return decimals <= allowed
}
