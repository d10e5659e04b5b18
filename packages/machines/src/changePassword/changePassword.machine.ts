import { changePasswordSchema, type DoneResponse } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * /profile/change-password: the old password proves it is the owner.
 * The app provides `submit`.
 */
export const changePasswordMachine = createFormMachine({
  id: 'changePassword',
  schema: changePasswordSchema,
  initialValues: { old_password: '', new_password: '', confirm_new_password: '' },
  types: {} as { result: DoneResponse },
})
