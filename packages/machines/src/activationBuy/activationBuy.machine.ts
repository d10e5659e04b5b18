import { activationBuySchema, type ActivationBuyResponse } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * /profile/activation/buy: spec §3's quantity form `{quantity, transaction_password}` with the
 * plan, paid from the wallet (decision 060). The screen starts it with a fresh `request_id` in
 * `input.values` (one per filled form, so a retried submit pays once). The app provides `submit`.
 */
export const activationBuyMachine = createFormMachine({
  id: 'activationBuy',
  schema: activationBuySchema,
  initialValues: { plan: '30d', quantity: 1, transaction_password: '', request_id: '' },
  types: {} as { result: ActivationBuyResponse },
})
