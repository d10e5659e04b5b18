import * as yup from 'yup'
import { accountLabels } from '../accounts/labels'
import { TRANSACTION_PASSWORD_LENGTH } from '../constants'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import { requiredString } from '../schemas/fields'
import { number, numberBetween } from '../schemas/numbers'
import { oneOf } from '../schemas/choices'
import { amountBetween } from '../schemas/money'
import type { StrategyKind } from '../strategies'
import { botApiLabels as L } from './bot-labels'

/** Spec §5's sell form: how much of a bot's holding to sell at market. */
export const sellTypes = ['PERCENT', 'COIN_BASE', 'COIN_QUOTE'] as const
export type SellType = (typeof sellTypes)[number]

/** Spec §5: COIN_QUOTE 20 to 100,000; PERCENT 1 to 100. */
export const SELL_QUOTE_MIN = 20
export const SELL_QUOTE_MAX = 100_000

/**
 * Kinds whose holding a user may sell part of while the bot runs: spot bots that hold one coin.
 * The bot then continues on what is left (decision 041). Grids keep their coins in their sell
 * orders, rebalances hold a basket and futures hold positions, so they stop with "sell" instead.
 */
export const sellableKinds = [
  'spot_martingale',
  'dca',
  'spot_manual',
  'spot_signal',
] as const satisfies readonly StrategyKind[]
export const isSellableKind = (kind: StrategyKind) =>
  (sellableKinds as readonly StrategyKind[]).includes(kind)

export const sellLabels = {
  sell_type: /*i18n*/ { id: 'field.sell_type', message: 'sell by' },
  percent: /*i18n*/ { id: 'field.sell_percent', message: 'percent' },
  quantity: /*i18n*/ { id: 'field.quantity', message: 'quantity' },
  amount: /*i18n*/ { id: 'field.sell_amount', message: 'amount' },
  sell_all: /*i18n*/ { id: 'field.sell_all', message: 'sell all' },
}

const whenType = (type: SellType, then: yup.Schema) =>
  yup
    .mixed<number>()
    .optional()
    .when(['sell_all', 'type'], {
      is: (all: boolean, t: SellType) => all !== true && t === type,
      then: () => then,
    })

/**
 * COIN_BASE: at least the pair's minimum quantity, which the caller passes as
 * `context.minQuantity` (the spec names a minimum without its value; it is the venue's lot rule).
 */
const baseQuantity = () =>
  number(sellLabels.quantity)
    .moreThan(0, () => message(validation.greaterThan, { label: sellLabels.quantity, min: 0 }))
    .test('min-quantity', function (value) {
      const min = (this.options.context as { minQuantity?: number } | undefined)?.minQuantity
      if (min === undefined || value === undefined || value >= min) return true
      return this.createError({
        message: () => message(validation.min, { label: sellLabels.quantity, min }),
      })
    })

/**
 * The transaction password (spec §3's quantity form), asked for when the account has one:
 * the caller passes `context.needsTransactionPassword`.
 */
const transactionPassword = () => {
  const label = accountLabels.transaction_password
  const n = TRANSACTION_PASSWORD_LENGTH
  return (
    yup
      .string()
      .optional()
      // Longer is refused by the bound (decision 080), shorter by the test below: one error each.
      .max(n, () => message(validation.exactLength, { label, n }))
      .test('transaction-password', function (value) {
        const needed = (this.options.context as { needsTransactionPassword?: boolean } | undefined)
          ?.needsTransactionPassword
        if (!needed && !value) return true
        if (!value)
          return this.createError({ message: () => message(validation.required, { label }) })
        if (value.length < n)
          return this.createError({ message: () => message(validation.exactLength, { label, n }) })
        return true
      })
  )
}

export const botSellSchema = yup.object({
  id: requiredString(L.bot_id).max(64, () =>
    message(validation.maxLength, { label: L.bot_id, n: 64 }),
  ),
  sell_all: yup
    .boolean()
    .required(() => message(validation.required, { label: sellLabels.sell_all })),
  type: yup
    .mixed<SellType>()
    .optional()
    .when('sell_all', {
      is: (all: boolean) => all !== true,
      then: () => oneOf(sellLabels.sell_type, sellTypes),
    }),
  percent: whenType('PERCENT', numberBetween(sellLabels.percent, 1, 100)),
  quantity: whenType('COIN_BASE', baseQuantity()),
  amount: whenType('COIN_QUOTE', amountBetween(sellLabels.amount, SELL_QUOTE_MIN, SELL_QUOTE_MAX)),
  transaction_password: transactionPassword(),
})
export type BotSellRequest = yup.InferType<typeof botSellSchema>
