import { exchangeDisableSchema, type DoneResponse } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * /api/disable/{exchange}: the page is the question, and the submit its answer. With two-factor
 * sign-in on (`{two_factor: true}` in the input's validation context) it carries a code from the
 * authenticator app (decision 082). The app provides `submit`.
 */
export const exchangeDisableMachine = createFormMachine({
  id: 'exchangeDisable',
  schema: exchangeDisableSchema,
  initialValues: { exchange_name: 'binance', totp_code: '' },
  types: {} as { result: DoneResponse },
})
