import * as yup from 'yup'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import { AMOUNT_DECIMALS, AMOUNT_MAX, decimalsAtMost, number } from '../schemas/numbers'
import { oneOf } from '../schemas/choices'
import { amountGreaterThan } from '../schemas/money'
import { coinList, configId, coverageList, flag } from './common'
import { botLabels as L } from './labels'

/** Amount types of the futures-type bot: 0 is margin in quote currency, 1 is lot size or percent. */
export const amountTypes = [0, 1] as const
export type AmountType = (typeof amountTypes)[number]

export const sides = ['BUY', 'SELL'] as const
export type Side = (typeof sides)[number]

type Label = typeof L.capital
interface Bounds {
  min?: number
  max?: number
}

/**
 * `{type, amount}` where the bounds depend on the type (spec section 5, futures-type bot). Type 0
 * is money in the quote currency, so it keeps to the amounts' ceiling and decimals.
 */
function typedAmount(label: Label, byType: Record<AmountType, Bounds>, contextMax?: string) {
  const bounded = (bounds: Bounds, money: boolean) => {
    let s = number(label)
    if (money) s = s.max(AMOUNT_MAX, () => message(validation.max, { label, max: AMOUNT_MAX }))
    if (money) s = s.test(decimalsAtMost(label, AMOUNT_DECIMALS))
    if (bounds.min !== undefined)
      s = s.min(bounds.min, () => message(validation.min, { label, min: bounds.min! }))
    if (bounds.max !== undefined)
      s = s.max(bounds.max, () => message(validation.max, { label, max: bounds.max! }))
    if (contextMax) {
      s = s.test('context-max', function (value) {
        const max = (this.options.context as Record<string, unknown> | undefined)?.[contextMax]
        if (typeof max !== 'number' || value === undefined || value <= max) return true
        return this.createError({ message: () => message(validation.max, { label, max }) })
      })
    }
    return s
  }
  return yup.object({
    type: oneOf(L.amount_type, amountTypes),
    amount: number(label)
      .when('type', { is: 0, then: () => bounded(byType[0], true) })
      .when('type', { is: 1, then: () => bounded(byType[1], false) }),
  })
}

const capital = () => typedAmount(L.capital, { 0: { min: 5 }, 1: { min: 0.01, max: 100 } })
const coverageAmount = () =>
  typedAmount(L.coverageAllOrders, { 0: { min: 5 }, 1: { min: 0.01, max: 100 } })

/**
 * The futures-type bot (also the manual bots of futures, forex and gold). `coinInitial` is capped
 * by `context.maxCoinInitial`, which the caller supplies from the account.
 */
export const futuresBotSchema = yup.object({
  id: configId(),
  side: oneOf(L.side, sides),
  capital: capital(),
  coinInitial: typedAmount(L.coinInitial, { 0: { min: 5 }, 1: { min: 0.01 } }, 'maxCoinInitial'),
  takeProfit: typedAmount(L.takeProfit, { 0: { min: 5 }, 1: { min: 1 } }),
  stopLoss: typedAmount(L.stopLoss, { 0: { min: 5 }, 1: { max: 100 } }),
  earning: amountGreaterThan(L.earning, 0),
  coverageAllOrders: coverageList(coverageAmount(), L.coverageAllOrders),
  coverage: coverageList(coverageAmount()),
  coin_list: coinList(),
  is_all_order: flag(),
  is_all_coin: flag(),
})
export type FuturesBotConfig = yup.InferType<typeof futuresBotSchema>

/**
 * What the bot takes from the account, as the engine's manual account does: type 0 is margin in
 * the quote currency, type 1 a number of lots of 1000 quote.
 */
export function committedQuote(
  capital: { type?: AmountType; amount?: number } | undefined,
): number | undefined {
  if (capital?.amount === undefined || capital.type === undefined) return undefined
  return capital.type === 0 ? capital.amount : 1000 * capital.amount
}

/**
 * The supplied maximum for the initial amount (the contract's `context.maxCoinInitial`): no more
 * than the capital the bot gets nor the free balance, in quote for type 0 or in lots at the last
 * price for type 1. Undefined while nothing caps it yet.
 */
export function maxCoinInitial(
  type: AmountType | undefined,
  { capital, balance, lastPrice }: { capital?: number; balance?: number; lastPrice?: number },
): number | undefined {
  const caps = [capital, balance].filter((n): n is number => n !== undefined && n >= 0)
  if (!caps.length || type === undefined) return undefined
  const quote = Math.min(...caps)
  if (type === 0) return quote
  if (!lastPrice || lastPrice <= 0) return undefined
  // Lots are sold in hundredths (the contract's smallest lot is 0.01), rounded down to stay within.
  return Math.floor((quote / lastPrice) * 100) / 100
}
