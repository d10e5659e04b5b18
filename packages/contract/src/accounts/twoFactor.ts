import * as yup from 'yup'
import { accountLabels as L } from './labels'
import { optionalPassword, secondFactorCode, totpCode } from './fields'

/**
 * Two-factor sign-in (issue 26, decision 082): the setup and turning it off, on /profile/two-factor.
 * The sign-in step's schema is in auth.ts, beside the login's, since the first page needs it.
 */

/** How many recovery codes turning it on hands out, each usable once. */
export const RECOVERY_CODE_COUNT = 10
/** The issuer authenticator apps show beside the account's email. */
export const TWO_FACTOR_ISSUER = 'Auto Trading Bot'

export const twoFactorSetupSchema = yup.object({})

/** The first code proves the app holds the secret; the login password proves who asks. */
export const twoFactorEnableSchema = yup.object({
  totp_code: totpCode(L.totp_code),
  password: optionalPassword(L.login_password),
})

/** A recovery code works here too: it is the way off for someone whose phone is gone. */
export const twoFactorDisableSchema = yup.object({
  totp_code: secondFactorCode(L.totp_code),
  password: optionalPassword(L.login_password),
})

export type TwoFactorEnableRequest = yup.InferType<typeof twoFactorEnableSchema>
export type TwoFactorDisableRequest = yup.InferType<typeof twoFactorDisableSchema>

/** The secret, as the QR code's otpauth address and as base32 text for typing in by hand. */
export interface TwoFactorSetupResponse {
  secret: string
  otpauth_url: string
}

/** Shown once: the server keeps only their keyed hashes. */
export interface TwoFactorEnableResponse {
  recovery_codes: string[]
}
