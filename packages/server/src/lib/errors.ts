import { errorDescriptions, type FieldError } from '@atb/contract'

/** A failure the client should see as-is: the error handler turns it into the envelope. */
export class ApiFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly description: string,
    readonly errors?: FieldError[],
  ) {
    super(description)
  }
}

/** Server descriptions beyond section 8 (which lives in contract's errorDescriptions). */
export const descriptions = {
  ...errorDescriptions,
  notFound: 'Not found',
  authRequired: 'Authentication required',
  rateLimited: 'Too many requests, please try again later.',
  bodyTooLarge: 'Request body is too large',
  internal: 'Internal server error',
  googleNotConfigured: 'Google sign-in is not configured',
  googleFailed: 'Google sign-in failed',
  emailTaken: 'Email is already registered',
  otpInvalid: 'Invalid verification code',
  otpExpired: 'Verification code has expired',
  otpTooManyAttempts: 'Too many attempts, please request a new verification code',
  invitationInvalid: 'Invalid invitation code',
  resetTokenInvalid: 'Invalid or expired reset link',
  oldPasswordWrong: 'Old password is incorrect',
  noPassword: 'This account signs in with Google and has no password',
  pinExists: 'PIN is already set',
  pinMissing: 'PIN is not set',
  pinWrong: 'Old PIN is incorrect',
  transactionPasswordExists: 'Transaction password is already set',
  transactionPasswordMissing: 'Transaction password is not set',
  transactionPasswordWrong: 'Old transaction password is incorrect',
  activationInvalid: 'Invalid activation code',
  activationUsed: 'Activation code has already been used',
} as const
