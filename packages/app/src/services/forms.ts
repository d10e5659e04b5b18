import {
  activationSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  otpVerifySchema,
  pinChangeSchema,
  pinCreateSchema,
  profileSchema,
  registrationFormSchema,
  resetPasswordSchema,
  type ActivationRedeemResponse,
  type DoneResponse,
  type ForgotPasswordResponse,
  type OtpSendResponse,
  type ProfileUpdateResponse,
  type UserProfile,
} from '@atb/contract'
import { createFormMachine } from '@atb/machines'

/**
 * Form machines for the account screens whose flow machines are still being written in
 * @atb/machines: each is the shared form factory with the contract schema, so validation and
 * submit states are the machines' own. Flows replace these as they land.
 */
export const signupFormMachine = createFormMachine<OtpSendResponse>({
  id: 'signupForm',
  schema: registrationFormSchema,
  initialValues: { email: '', password: '', confirm_password: '', invitation_code: '', policy: false },
})

export const verifyOtpFormMachine = createFormMachine<UserProfile>({
  id: 'signupVerifyForm',
  // email and otp_token come from the signup step as input values; the user types the pin.
  schema: otpVerifySchema,
  initialValues: { email: '', otp_token: '', otp_pin: '' },
})

export const forgotPasswordFormMachine = createFormMachine<ForgotPasswordResponse>({
  id: 'forgotPasswordForm',
  schema: forgotPasswordSchema,
  initialValues: { email: '' },
})

export const resetPasswordFormMachine = createFormMachine<DoneResponse>({
  id: 'resetPasswordForm',
  schema: resetPasswordSchema,
  initialValues: { token: '', password: '', confirm_password: '' },
})

export const changePasswordFormMachine = createFormMachine<DoneResponse>({
  id: 'changePasswordForm',
  schema: changePasswordSchema,
  initialValues: { old_password: '', new_password: '', confirm_new_password: '' },
})

export const profileFormMachine = createFormMachine<ProfileUpdateResponse>({
  id: 'profileForm',
  schema: profileSchema,
  initialValues: { nickname: '', signature: '', profile_image: '', banner_image: '' },
})

export const pinCreateFormMachine = createFormMachine<DoneResponse>({
  id: 'pinCreateForm',
  schema: pinCreateSchema,
  initialValues: { pin: '', confirm_pin: '' },
})

export const pinUpdateFormMachine = createFormMachine<DoneResponse>({
  id: 'pinUpdateForm',
  schema: pinChangeSchema,
  initialValues: { old_pin: '', new_pin: '', confirm_new_pin: '' },
})

export const activationFormMachine = createFormMachine<ActivationRedeemResponse>({
  id: 'activationForm',
  schema: activationSchema,
  initialValues: { code: '' },
})
