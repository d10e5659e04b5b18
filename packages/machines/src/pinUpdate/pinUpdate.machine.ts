import { pinChangeSchema, type DoneResponse } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * /profile/pincode/update: the old PIN, then the new one twice.
 * The app provides `submit`.
 */
export const pinUpdateMachine = createFormMachine({
  id: 'pinUpdate',
  schema: pinChangeSchema,
  initialValues: { old_pin: '', new_pin: '', confirm_new_pin: '' },
  types: {} as { result: DoneResponse },
})
