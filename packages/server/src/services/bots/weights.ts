import type { BasketWeight } from '@atb/contract'
import { D, str, type Books, type Dec } from '@atb/engine'

/** Weights keep 4 decimals of a percent: finer than any rebalance threshold (0.5 points). */
const PCT_DP = 4

/** The coins and target percents of a basket bot's config (rebalance's `holding`). */
function targetsOf(config: unknown): { asset: string; target: number }[] {
  const holding = (config as { holding?: unknown } | null)?.holding
  if (!Array.isArray(holding)) return []
  return holding.flatMap((h: { coin_base_asset?: unknown; target_percent?: unknown }) =>
    typeof h?.coin_base_asset === 'string' && typeof h.target_percent === 'number'
      ? [{ asset: h.coin_base_asset, target: h.target_percent }]
      : [],
  )
}

/**
 * A basket bot's weights (issue 27, decision 084): each coin's target, its value at `priceOf` over
 * `total` (the bot's whole value, the page's equity) and the drift between them, in decimals. What
 * a coin holds comes from the bot's books, so it is the same for Paper and connected exchanges.
 */
export function basketWeights(
  config: unknown,
  quote: string,
  books: Books,
  priceOf: (symbol: string) => number,
  total: Dec,
): BasketWeight[] {
  return targetsOf(config).map(({ asset, target }) => {
    const symbol = `${asset}${quote}`
    const amount = new D(books.get(symbol)?.summary(0).position ?? 0)
    const value = amount.mul(priceOf(symbol))
    const current = total.gt(0) ? value.div(total).mul(100).toDecimalPlaces(PCT_DP) : new D(0)
    return {
      asset,
      symbol,
      target_pct: String(target),
      current_pct: str(current),
      drift_pct: str(current.sub(target)),
      amount: str(amount),
      value: str(value),
    }
  })
}
