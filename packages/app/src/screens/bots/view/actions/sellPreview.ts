import type { BotSellRequest } from '@atb/contract'

/** What a sell would fill at the last price: the coin quantity and its value, where they follow. */
export interface SellEstimate {
  quantity: number | null
  value: number | null
}

/**
 * The preview under the sell form. A percent of the holding has no quantity here: the page does
 * not know the bot's exact holding, only the server does, so the line says the percent instead.
 */
export function sellEstimate(
  values: Partial<BotSellRequest>,
  lastPrice: number | undefined,
): SellEstimate | null {
  if (!lastPrice || lastPrice <= 0 || values.sell_all) return null
  if (values.type === 'COIN_BASE' && typeof values.quantity === 'number' && values.quantity > 0)
    return { quantity: values.quantity, value: values.quantity * lastPrice }
  if (values.type === 'COIN_QUOTE' && typeof values.amount === 'number' && values.amount > 0)
    return { quantity: values.amount / lastPrice, value: values.amount }
  return null
}
