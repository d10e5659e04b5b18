import { pinCreateSchema, type DoneResponse } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * /profile/pincode/create: a 6-digit PIN, typed twice.
 * The app provides `submit`.
 */
export const pinCreateMachine = createFormMachine({
  id: 'pinCreate',
  schema: pinCreateSchema,
  initialValues: { pin: '', confirm_pin: '' },
  types: {} as { result: DoneResponse },
})
