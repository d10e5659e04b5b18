import { activationSchema, type ActivationRedeemResponse } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * /profile/activation: redeem an 8-character activation code.
 * The app provides `submit`.
 */
export const activationMachine = createFormMachine({
  id: 'activation',
  schema: activationSchema,
  initialValues: { code: '' },
  types: {} as { result: ActivationRedeemResponse },
})
