import * as yup from 'yup'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import { CONFIG_LIST_MAX, TEXT_MAX } from '../constants'
import { requiredUpTo, textUpTo, tooManyItems } from '../schemas/fields'
import { number } from '../schemas/numbers'
import { oneOf } from '../schemas/choices'
import { price } from '../schemas/money'
import { boundLabels, botLabels as L } from './labels'

// Every text and list of a config has a bound (decision 080): a config is stored with its bot.

/** An engine symbol or asset name (`BTCUSDT`, `USDT`). */
export const symbolText = (label: typeof L.coin_symbol) => requiredUpTo(label, TEXT_MAX.symbol)

/** The exchange a config names (the server sets it from the request). */
export const exchangeText = () => requiredUpTo(L.exchange_name, TEXT_MAX.id)

/** The bot's own id, which a config may carry. */
export const configId = () => textUpTo(boundLabels.id, TEXT_MAX.id).optional()

/** The exchange and coin fields every single-pair bot carries (spec section 3). */
export const coinFields = {
  exchange_name: exchangeText(),
  coin_symbol: symbolText(L.coin_symbol),
  coin_base_asset: symbolText(L.coin_base_asset),
  coin_quote_asset: symbolText(L.coin_quote_asset),
}

export const flag = () => yup.boolean().default(false)

/**
 * A value that only counts when its enable flag is true (spec section 4). While the flag is off the
 * value is dropped, so a stale or half-typed value never blocks saving nor reaches the engine.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema kind (number, object, array)
export function whenEnabled<S extends yup.ISchema<any, any, any, any>>(
  flagName: string,
  schema: S,
) {
  return yup
    .mixed<yup.InferType<S>>()
    .optional()
    .when(flagName, {
      is: true,
      then: () => schema,
      otherwise: (s) => s.strip(),
    })
}

export const integer = (label: typeof L.number_of_grid) =>
  number(label).integer(() => message(validation.integer, { label }))

export const marginTypes = ['isolated', 'crossed'] as const
export type MarginType = (typeof marginTypes)[number]
export const marginType = () => oneOf(L.margin_type, marginTypes)

/** Exchange maximum; the spec gives no bound, Binance's 125× is the widest we connect to. */
export const MAX_LEVERAGE = 125
export const leverage = () =>
  integer(L.leverage)
    .min(1, () => message(validation.min, { label: L.leverage, min: 1 }))
    .max(MAX_LEVERAGE, () => message(validation.max, { label: L.leverage, max: MAX_LEVERAGE }))

/** Stop loss below the last traded price, which the caller passes as `context.lastPrice`. */
export const belowLastPrice = (label: typeof L.option_stop_loss) =>
  price(label).test('below-last-price', function (value) {
    const lastPrice = (this.options.context as { lastPrice?: number } | undefined)?.lastPrice
    if (lastPrice === undefined || value === undefined || value < lastPrice) return true
    return this.createError({
      message: () => message(validation.lessThanLastPrice, { label, price: lastPrice }),
    })
  })

export const coinListItem = yup.object({
  coin_symbol: symbolText(L.coin_symbol),
  coin_base_asset: symbolText(L.coin_base_asset),
  coin_quote_asset: symbolText(L.coin_quote_asset),
})

/** The coins a signal or manual bot follows. */
export const coinList = () =>
  yup
    .array(coinListItem)
    .max(CONFIG_LIST_MAX.coins, tooManyItems(boundLabels.coin_list, CONFIG_LIST_MAX.coins))
    .default([])

/** A list of coverage orders or amounts. */
export const coverageList = <T extends yup.AnyObjectSchema>(
  item: T,
  label: typeof L.coverageAllOrders = boundLabels.coverage,
) =>
  yup
    .array(item)
    .max(CONFIG_LIST_MAX.coverage, tooManyItems(label, CONFIG_LIST_MAX.coverage))
    .default([])
