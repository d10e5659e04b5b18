import type { BotSellRequest } from '@atb/contract'

/** What a sell would fill at the last price: the coin quantity and its value, where they follow. */
export interface SellEstimate {
  quantity: number | null
  value: number | null
}

/**
 * The preview under the sell form. With the bot's holding (`BotView.sellable`) every type has a
 * quantity, capped at the holding as the server caps it; without it a percent or "everything"
 * has none, and the line says the percent instead.
 */
export function sellEstimate(
  values: Partial<BotSellRequest>,
  lastPrice: number | undefined,
  held?: number,
): SellEstimate | null {
  if (!lastPrice || lastPrice <= 0) return null
  const known = held !== undefined && Number.isFinite(held) && held >= 0
  const capped = (quantity: number) => {
    const q = known ? Math.min(quantity, held) : quantity
    return { quantity: q, value: q * lastPrice }
  }
  if (values.sell_all) return known ? capped(held) : null
  if (values.type === 'COIN_BASE' && typeof values.quantity === 'number' && values.quantity > 0)
    return capped(values.quantity)
  if (values.type === 'COIN_QUOTE' && typeof values.amount === 'number' && values.amount > 0)
    return capped(values.amount / lastPrice)
  if (values.type === 'PERCENT' && typeof values.percent === 'number' && values.percent > 0)
    return known ? capped((held * values.percent) / 100) : null
  return null
}
