import {
  errorMessages,
  isMessage,
  messageForDescription,
  type ApiError,
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

/** Server field errors keyed by field path, as contract messages. */
export function fieldErrorsOf(error: unknown): Record<string, Message> {
  const errors: FieldError[] = apiErrorOf(error)?.errors ?? []
  return Object.fromEntries(errors.map((e) => [e.path, e.message as Message]))
}

/** The form-level message for a failed call (spec section 8 where it names one). */
export function describeError(error: unknown): FormMessage {
  const api = apiErrorOf(error)
  if (api) {
    // A description the browser knows is shown translated; any other server text as it came.
    return messageForDescription(api.description) ?? (api.description || errorMessages.unknown)
  }
  if (isMessage(error)) return error
  // fetch reports an unreachable server as a TypeError.
  if (error instanceof TypeError) return errorMessages.network
  return errorMessages.unknown
}
