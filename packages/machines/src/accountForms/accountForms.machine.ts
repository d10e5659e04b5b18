import {
  activationSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  pinChangeSchema,
  pinCreateSchema,
  profileSchema,
  resetPasswordSchema,
  transactionPasswordChangeSchema,
  transactionPasswordSetSchema,
  type ActivationRedeemResponse,
  type DoneResponse,
  type ForgotPasswordResponse,
  type UserProfile,
} from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/*
 * The single-form account flows: each is the form factory with its contract schema; the app
 * provides `submit`. Prefill through input: the reset token from the URL, the profile's fields.
 */

export const forgotPasswordMachine = createFormMachine<ForgotPasswordResponse>({
  id: 'forgotPassword',
  schema: forgotPasswordSchema,
  initialValues: { email: '' },
})

/** Start with `input: {values: {token}}` from /recovery-password/{token}. */
export const resetPasswordMachine = createFormMachine<DoneResponse>({
  id: 'resetPassword',
  schema: resetPasswordSchema,
  initialValues: { token: '', password: '', confirm_password: '' },
})

export const changePasswordMachine = createFormMachine<DoneResponse>({
  id: 'changePassword',
  schema: changePasswordSchema,
  initialValues: { old_password: '', new_password: '', confirm_new_password: '' },
})

/** Start with `input: {values: profile}` so the user edits what they have. */
export const profileEditMachine = createFormMachine<UserProfile>({
  id: 'profileEdit',
  schema: profileSchema,
  initialValues: { nickname: '', signature: '', banner_image: '', profile_image: '' },
})

export const pinCreateMachine = createFormMachine<DoneResponse>({
  id: 'pinCreate',
  schema: pinCreateSchema,
  initialValues: { pin: '', confirm_pin: '' },
})

export const pinUpdateMachine = createFormMachine<DoneResponse>({
  id: 'pinUpdate',
  schema: pinChangeSchema,
  initialValues: { old_pin: '', new_pin: '', confirm_new_pin: '' },
})

export const activationMachine = createFormMachine<ActivationRedeemResponse>({
  id: 'activation',
  schema: activationSchema,
  initialValues: { code: '' },
})

/** /profile/edit?tab=transaction-password, before one is set. */
export const transactionPasswordSetMachine = createFormMachine<DoneResponse>({
  id: 'transactionPasswordSet',
  schema: transactionPasswordSetSchema,
  initialValues: { transaction_password: '', confirm_transaction_password: '' },
})

/** /profile/edit?tab=transaction-password, once one is set. */
export const transactionPasswordChangeMachine = createFormMachine<DoneResponse>({
  id: 'transactionPasswordChange',
  schema: transactionPasswordChangeSchema,
  initialValues: {
    old_transaction_password: '',
    new_transaction_password: '',
    confirm_new_transaction_password: '',
  },
})
