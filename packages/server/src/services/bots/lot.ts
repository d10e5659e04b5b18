import { D, type Dec, type SymbolSpec } from '@atb/engine'

/** Rounds a base quantity down to the pair's lot step. */
export const toStep = (qty: Dec, step: string) =>
  new D(step).gt(0) ? qty.div(step).floor().mul(step) : qty

/**
 * The smallest quantity a market sell of this pair can have (decision 041): one lot step, and
 * enough lots to reach the venue's minimum notional at `price`.
 */
export function minQuantity(spec: SymbolSpec, price: number | undefined): Dec {
  const step = new D(spec.stepSize)
  if (!price || price <= 0 || new D(spec.minNotional).lte(0)) return step
  const byNotional = new D(spec.minNotional).div(price)
  const lots = step.gt(0) ? byNotional.div(step).ceil().mul(step) : byNotional
  return D.max(step, lots)
}
