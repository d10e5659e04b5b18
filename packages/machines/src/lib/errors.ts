import {
  errorMessages,
  isMessage,
  messageForError,
  type ApiError,
  type ErrorCode,
  type FieldError,
  type Message,
} from '@atb/contract'

/** Text a screen shows: a contract message it translates, or server text shown as is. */
export type FormMessage = Message | string

function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as ApiError).status === 'error' &&
    typeof (value as ApiError).description === 'string'
  )
}

/**
 * The API error behind a rejection. Injected actors may reject with the envelope itself or with
 * the app's request error that carries it as `body`; machines accept both so they stay free of ky.
 */
export function apiErrorOf(error: unknown): ApiError | null {
  if (isApiError(error)) return error
  const body = (error as { body?: unknown } | null)?.body
  return isApiError(body) ? body : null
}

/** The stable code of a failed call, which machines branch on (never the description's text). */
export function errorCodeOf(error: unknown): ErrorCode | null {
  return apiErrorOf(error)?.code ?? null
}

/** Server field errors keyed by field path, as contract messages. */
export function fieldErrorsOf(error: unknown): Record<string, Message> {
  const errors: FieldError[] = apiErrorOf(error)?.errors ?? []
  return Object.fromEntries(errors.map((e) => [e.path, e.message as Message]))
}

/** What a failed call means to a user, translated by its code (spec section 8 where it names one). */
export function errorMessageOf(error: unknown): FormMessage {
  const api = apiErrorOf(error)
  if (api) return messageForError(api) ?? errorMessages.unknown
  if (isMessage(error)) return error
  // fetch reports an unreachable server as a TypeError.
  if (error instanceof TypeError) return errorMessages.network
  return errorMessages.unknown
}

/**
 * The form-level message for a failed submit. None when the server put the failure on fields
 * (a wrong old password, a taken email): the form shows it there, not twice.
 */
export function describeError(error: unknown): FormMessage | null {
  if (Object.keys(fieldErrorsOf(error)).length > 0) return null
  return errorMessageOf(error)
}
