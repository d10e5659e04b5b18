import { transactionPasswordChangeSchema, type DoneResponse } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * /profile/edit?tab=transaction-password, once one is set.
 * The app provides `submit`.
 */
export const transactionPasswordChangeMachine = createFormMachine({
  id: 'transactionPasswordChange',
  schema: transactionPasswordChangeSchema,
  initialValues: {
    old_transaction_password: '',
    new_transaction_password: '',
    confirm_new_transaction_password: '',
    password: '',
    totp_code: '',
  },
  types: {} as { result: DoneResponse },
})
