import { HTTPError, TimeoutError } from 'ky'
import {
  errorMessages,
  messageForError,
  type ApiError,
  type Message,
  type MessageDescriptor,
} from '@atb/contract'

/**
 * What the app does with a failed call (spec section 8). One table, read by the ky client's
 * hook: the client decides, the shell carries it out (toast, logout timer), machines only see
 * the rejection.
 */
export type ErrorOutcome =
  | { kind: 'silent' }
  | { kind: 'sessionInvalid'; message: MessageDescriptor }
  | { kind: 'toast'; message: Message | MessageDescriptor | string }
  | { kind: 'handled' }

/** Per-endpoint record_not_found messages (spec section 8; these endpoints are not built yet). */
const notFoundMessages: [RegExp, MessageDescriptor][] = [
  [/\/robot\/list(\?|$)/, errorMessages.invalidRobotList],
  [/\/asset\/address(\?|$)/, errorMessages.invalidAssetAddress],
]

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
    readonly url: string,
  ) {
    super(body.description)
    this.name = 'ApiRequestError'
  }
}

/** Branches on the error's code only; the description is for people and logs. */
export function classify(error: unknown): ErrorOutcome {
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'silent' }
  if (error instanceof ApiRequestError) {
    const { body, url } = error
    switch (body.code) {
      case 'invalid_session':
        return { kind: 'sessionInvalid', message: errorMessages.dualLogin }
      case 'recv_window':
        return { kind: 'silent' }
      case 'record_not_found': {
        const match = notFoundMessages.find(([pattern]) => pattern.test(url))
        if (match) return { kind: 'toast', message: match[1] }
        break
      }
      default:
        break
    }
    // Field errors are shown beside their fields by the form machine, not as a toast.
    if (body.errors?.length) return { kind: 'handled' }
    return { kind: 'toast', message: messageForError(body) ?? errorMessages.unknown }
  }
  if (error instanceof TimeoutError || error instanceof TypeError) {
    return { kind: 'toast', message: errorMessages.network }
  }
  if (error instanceof HTTPError) return { kind: 'toast', message: errorMessages.unknown }
  return { kind: 'toast', message: errorMessages.unknown }
}
