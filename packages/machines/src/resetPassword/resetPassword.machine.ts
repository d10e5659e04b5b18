import { resetPasswordSchema, type DoneResponse } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * /recovery-password/{token}: start with `input: {values: {token}}` from the URL.
 * The app provides `submit`.
 */
export const resetPasswordMachine = createFormMachine({
  id: 'resetPassword',
  schema: resetPasswordSchema,
  initialValues: { token: '', password: '', confirm_password: '' },
  types: {} as { result: DoneResponse },
})
