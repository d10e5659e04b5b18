import { HTTPError, TimeoutError } from 'ky'
import {
  errorDescriptions,
  errorMessages,
  messageForDescription,
  type ApiError,
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
  | { kind: 'toast'; message: MessageDescriptor | string }
  | { kind: 'handled' }

/** Per-endpoint 'record not found' messages. */
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

export function classify(error: unknown): ErrorOutcome {
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'silent' }
  if (error instanceof ApiRequestError) {
    const { status, body, url } = error
    if (status === 401 && body.description === errorDescriptions.invalidSession) {
      return { kind: 'sessionInvalid', message: errorMessages.dualLogin }
    }
    if (status === 500 && body.description.includes(errorDescriptions.recvWindow))
      return { kind: 'silent' }
    if (body.description === errorDescriptions.recordNotFound) {
      const match = notFoundMessages.find(([pattern]) => pattern.test(url))
      if (match) return { kind: 'toast', message: match[1] }
    }
    if (status === 429) return { kind: 'toast', message: errorMessages.rateLimited }
    // Field errors are shown beside their fields by the form machine, not as a toast.
    if (status === 400 && body.errors?.length) return { kind: 'handled' }
    return {
      kind: 'toast',
      message:
        messageForDescription(body.description) ?? (body.description || errorMessages.unknown),
    }
  }
  if (error instanceof TimeoutError || error instanceof TypeError) {
    return { kind: 'toast', message: errorMessages.network }
  }
  if (error instanceof HTTPError) return { kind: 'toast', message: errorMessages.unknown }
  return { kind: 'toast', message: errorMessages.unknown }
}
