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
