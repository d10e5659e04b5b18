import { transactionPasswordSetSchema, type DoneResponse } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * /profile/edit?tab=transaction-password, before one is set.
 * The app provides `submit`.
 */
export const transactionPasswordSetMachine = createFormMachine({
  id: 'transactionPasswordSet',
  schema: transactionPasswordSetSchema,
  initialValues: {
    transaction_password: '',
    confirm_transaction_password: '',
    password: '',
    totp_code: '',
  },
  types: {} as { result: DoneResponse },
})
