import { twoFactorDisableSchema, type DoneResponse } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * /profile/two-factor, once it is on: a current code or a recovery code, and the login password
 * where the account has one (`{has_password}` in the input's validation context).
 * The app provides `submit`.
 */
export const twoFactorDisableMachine = createFormMachine({
  id: 'twoFactorDisable',
  schema: twoFactorDisableSchema,
  initialValues: { totp_code: '', password: '' },
  types: {} as { result: DoneResponse },
})
