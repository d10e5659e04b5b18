import type { MessageDescriptor } from './i18n/message'

/** Server error descriptions named in spec section 8, used exactly. */
export const errorDescriptions = {
  invalidSession: 'Invalid session',
  invalidCredentials: 'Invalid credentials',
  recordNotFound: 'record not found',
  recvWindow: 'request is outside of the recvWindow',
} as const

/** The envelope every API reply uses. */
export type ApiSuccess<T> = { status: 'success'; data: T }
export type ApiError = { status: 'error'; description: string; errors?: FieldError[] }
export type ApiReply<T> = ApiSuccess<T> | ApiError

/** One field's validation failure, with the message id so the browser can translate it. */
export interface FieldError {
  path: string
  message: MessageDescriptor & { values?: Record<string, unknown> }
  text: string
}

/** Client-side messages for the catalogue of spec section 8 (wording ours: the spec does not show it). */
export const errorMessages = {
  dualLogin: /*i18n*/ {
    id: 'error.dualLogin',
    message: 'Your account was signed in on another device. You have been signed out.',
  },
  invalidLogin: /*i18n*/ { id: 'error.invalidLogin', message: 'Incorrect email or password.' },
  invalidRobotList: /*i18n*/ { id: 'error.invalidRobotList', message: 'No bots were found.' },
  invalidAssetAddress: /*i18n*/ {
    id: 'error.invalidAssetAddress',
    message: 'No deposit address was found for this asset.',
  },
  network: /*i18n*/ {
    id: 'error.network',
    message: 'Cannot reach the server. Check your connection and try again.',
  },
  unknown: /*i18n*/ { id: 'error.unknown', message: 'Something went wrong. Please try again.' },
  rateLimited: /*i18n*/ {
    id: 'error.rateLimited',
    message: 'Too many attempts. Please wait a moment and try again.',
  },
} satisfies Record<string, MessageDescriptor>

/** Server descriptions beyond section 8 (ours): the server answers with these exact texts. */
export const serverDescriptions = {
  notFound: 'Not found',
  authRequired: 'Authentication required',
  rateLimited: 'Too many requests, please try again later.',
  bodyTooLarge: 'Request body is too large',
  badRequest: 'Bad request',
  invalidJson: 'Request body is not valid JSON',
  tooDeep: 'Request body is nested too deeply',
  unsupportedMediaType: 'Unsupported media type',
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

/** What a user reads for each server description of ours, translated (keyed like serverDescriptions). */
export const serverMessages = {
  authRequired: /*i18n*/ { id: 'error.authRequired', message: 'Please log in to continue.' },
  bodyTooLarge: /*i18n*/ {
    id: 'error.bodyTooLarge',
    message: 'What you sent is too large. Use smaller images.',
  },
  badRequest: /*i18n*/ {
    id: 'error.badRequest',
    message: 'The request could not be understood. Please try again.',
  },
  invalidJson: /*i18n*/ {
    id: 'error.invalidJson',
    message: 'The request could not be read. Please try again.',
  },
  tooDeep: /*i18n*/ { id: 'error.tooDeep', message: 'What you sent is too complex to read.' },
  unsupportedMediaType: /*i18n*/ {
    id: 'error.unsupportedMediaType',
    message: 'What you sent is in a format the server does not accept.',
  },
  googleNotConfigured: /*i18n*/ {
    id: 'error.googleNotConfigured',
    message: 'Google sign-in is not available here. Use your email instead.',
  },
  googleFailed: /*i18n*/ {
    id: 'error.googleFailed',
    message: 'Google sign-in failed. Please try again.',
  },
  emailTaken: /*i18n*/ {
    id: 'error.emailTaken',
    message: 'This email is already registered. Log in instead.',
  },
  otpInvalid: /*i18n*/ { id: 'error.otpInvalid', message: 'The verification code is incorrect.' },
  otpExpired: /*i18n*/ {
    id: 'error.otpExpired',
    message: 'The verification code has expired. Send a new code.',
  },
  otpTooManyAttempts: /*i18n*/ {
    id: 'error.otpTooManyAttempts',
    message: 'Too many wrong codes. Send a new code and try again.',
  },
  invitationInvalid: /*i18n*/ {
    id: 'error.invitationInvalid',
    message: 'This invitation code does not exist.',
  },
  resetTokenInvalid: /*i18n*/ {
    id: 'error.resetTokenInvalid',
    message: 'This reset link is invalid or has expired. Ask for a new one.',
  },
  oldPasswordWrong: /*i18n*/ {
    id: 'error.oldPasswordWrong',
    message: 'The old password is incorrect.',
  },
  noPassword: /*i18n*/ {
    id: 'error.noPassword',
    message: 'This account signs in with Google and has no password.',
  },
  pinExists: /*i18n*/ {
    id: 'error.pinExists',
    message: 'You already have a PIN. Change it instead.',
  },
  pinMissing: /*i18n*/ {
    id: 'error.pinMissing',
    message: 'You have no PIN yet. Create one first.',
  },
  pinWrong: /*i18n*/ { id: 'error.pinWrong', message: 'The old PIN is incorrect.' },
  transactionPasswordExists: /*i18n*/ {
    id: 'error.transactionPasswordExists',
    message: 'You already have a transaction password. Change it instead.',
  },
  transactionPasswordMissing: /*i18n*/ {
    id: 'error.transactionPasswordMissing',
    message: 'You have no transaction password yet. Set one first.',
  },
  transactionPasswordWrong: /*i18n*/ {
    id: 'error.transactionPasswordWrong',
    message: 'The old transaction password is incorrect.',
  },
  activationInvalid: /*i18n*/ {
    id: 'error.activationInvalid',
    message: 'This activation code does not exist.',
  },
  activationUsed: /*i18n*/ {
    id: 'error.activationUsed',
    message: 'This activation code has already been used.',
  },
} satisfies Partial<Record<keyof typeof serverDescriptions, MessageDescriptor>>

/**
 * The translated message for every description a user can meet. The server's texts stay stable
 * for API clients and logs; the browser shows these instead, in the user's language.
 */
export const descriptionMessages: Readonly<Record<string, MessageDescriptor>> = {
  [errorDescriptions.invalidCredentials]: errorMessages.invalidLogin,
  [errorDescriptions.invalidSession]: errorMessages.dualLogin,
  [serverDescriptions.rateLimited]: errorMessages.rateLimited,
  [serverDescriptions.internal]: errorMessages.unknown,
  ...Object.fromEntries(
    Object.entries(serverMessages).map(([key, message]) => [
      serverDescriptions[key as keyof typeof serverMessages],
      message,
    ]),
  ),
}

/** The translated message for a server description, or null for one the browser does not know. */
export function messageForDescription(description: string): MessageDescriptor | null {
  return Object.hasOwn(descriptionMessages, description)
    ? (descriptionMessages[description] ?? null)
    : null
}
