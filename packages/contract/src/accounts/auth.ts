import * as yup from 'yup'
import {
  email,
  confirmation,
  mustBeChecked,
  requiredUpTo,
  schemaMessage as msg,
} from '../schemas/fields'
import { TEXT_MAX } from '../constants'
import { validation } from '../i18n/validation'
import { accountLabels as L } from './labels'
import { digitCode, existingSecret, password, secondFactorCode } from './fields'

/** OTPs sent by mail are 6 digits. */
export const OTP_LENGTH = 6

const invitationCode = () =>
  yup
    .string()
    .trim()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .optional()
    .max(32, msg(validation.maxLength, { label: L.invitation_code, n: 32 }))

/** Rules the signup form and the register request share, so the two can never drift apart. */
export const registrationFields = {
  email: email(L.email),
  password: password(L.password),
  confirm_password: confirmation(L.confirm_password, 'password'),
  invitation_code: invitationCode(),
}

/** The browser's signup form (spec section 5, registration). */
export const registrationFormSchema = yup.object({
  ...registrationFields,
  policy: mustBeChecked(L.policy),
})

export const otpPinField = () => digitCode(L.otp_pin, OTP_LENGTH)

/** POST /register/email (spec section 7). The policy was accepted on the form, before the OTP was sent. */
export const registerEmailRequestSchema = yup.object({
  ...registrationFields,
  otp_pin: otpPinField(),
  otp_token: requiredUpTo(L.otp_token, TEXT_MAX.token),
})

export const loginSchema = yup.object({
  username: email(L.email),
  password: password(L.password),
})

/** The sign-in's second step: the challenge the password step answered, and a TOTP or recovery code. */
export const twoFactorLoginSchema = yup.object({
  challenge_token: requiredUpTo(L.challenge_token, TEXT_MAX.token),
  totp_code: secondFactorCode(L.totp_code),
})

export const emailOnlySchema = yup.object({ email: email(L.email) })
export const checkEmailExistSchema = emailOnlySchema

/** Whether an invitation code belongs to someone: checked before a code is mailed. */
export const invitationCheckSchema = yup.object({
  invitation_code: invitationCode().required(
    msg(validation.required, { label: L.invitation_code }),
  ),
})
export const otpSendSchema = emailOnlySchema
export const forgotPasswordSchema = emailOnlySchema

export const otpVerifySchema = yup.object({
  email: email(L.email),
  otp_token: requiredUpTo(L.otp_token, TEXT_MAX.token),
  otp_pin: otpPinField(),
})

export const resetPasswordSchema = yup.object({
  token: requiredUpTo(L.token, TEXT_MAX.token),
  password: password(L.password),
  confirm_password: confirmation(L.confirm_password, 'password'),
})

export const changePasswordSchema = yup.object({
  old_password: existingSecret(L.old_password),
  new_password: password(L.new_password),
  confirm_new_password: confirmation(L.confirm_new_password, 'new_password'),
})

export const googleLoginSchema = yup.object({
  auth_code: requiredUpTo(L.auth_code, TEXT_MAX.token),
})

export const googleAddCodeSchema = yup.object({
  auth_code: requiredUpTo(L.auth_code, TEXT_MAX.token),
  invitation_code: invitationCode(),
})
