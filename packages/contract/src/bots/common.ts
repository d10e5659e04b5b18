import * as yup from 'yup'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import { number, oneOf, price, requiredString } from '../schemas/fields'
import { botLabels as L } from './labels'

/** The exchange and coin fields every single-pair bot carries (spec section 3). */
export const coinFields = {
  exchange_name: requiredString(L.exchange_name),
  coin_symbol: requiredString(L.coin_symbol),
  coin_base_asset: requiredString(L.coin_base_asset),
  coin_quote_asset: requiredString(L.coin_quote_asset),
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
  coin_symbol: requiredString(L.coin_symbol),
  coin_base_asset: requiredString(L.coin_base_asset),
  coin_quote_asset: requiredString(L.coin_quote_asset),
})
