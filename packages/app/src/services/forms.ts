import {
  otpVerifySchema,
  registrationFormSchema,
  type OtpSendResponse,
  type UserProfile,
} from '@atb/contract'
import { createFormMachine } from '@atb/machines'

/**
 * The two signup steps as separate screens (/signup, then /signup/verify after a reload-safe
 * hand-over): each is the shared form factory with the contract schema. The other account forms
 * come ready-made from @atb/machines (accountForms).
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
