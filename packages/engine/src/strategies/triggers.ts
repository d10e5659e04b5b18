import type { Holdings } from './common'

/**
 * Price at which equity (cash + base × price) crosses `target`, and on which side it lies. Strategies
 * turn money conditions into one price comparison per tick this way; the money itself stays decimal.
 */
export function equityCrossing(
  h: Holdings,
  target: number,
  direction: 'below' | 'above',
): { low: number; high: number; now: boolean } {
  const base = Number(h.base)
  const cash = Number(h.cash)
  if (base === 0) {
    const now = direction === 'below' ? cash <= target : cash >= target
    return { low: -Infinity, high: Infinity, now }
  }
  const price = (target - cash) / base
  // Equity rises with price for a long (base > 0) and falls with it for a short.
  const rising = base > 0
  const onLowSide = (direction === 'below') === rising
  return { low: onLowSide ? price : -Infinity, high: onLowSide ? Infinity : price, now: false }
}
