import { botSellSchema, type BotSellResponse } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * Selling part of a bot's holding at market (spec §5's sell form, issue 12). The screen passes
 * the bot's id as a value and, as `context`, the pair's `minQuantity` and whether the account
 * has a transaction password (`needsTransactionPassword`). The app provides `submit`.
 */
export const botSellMachine = createFormMachine({
  id: 'botSell',
  schema: botSellSchema,
  initialValues: {
    id: '',
    sell_all: false,
    type: 'PERCENT',
    percent: undefined,
    quantity: undefined,
    amount: undefined,
    transaction_password: '',
  },
  types: {} as { result: BotSellResponse },
})
