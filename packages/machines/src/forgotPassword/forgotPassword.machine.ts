import { forgotPasswordSchema, type ForgotPasswordResponse } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * /forgot-password: the address to mail a reset link to.
 * The app provides `submit`.
 */
export const forgotPasswordMachine = createFormMachine({
  id: 'forgotPassword',
  schema: forgotPasswordSchema,
  initialValues: { email: '' },
  types: {} as { result: ForgotPasswordResponse },
})
