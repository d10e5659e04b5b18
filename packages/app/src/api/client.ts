import ky, { HTTPError, type KyInstance } from 'ky'
import {
  API_PREFIX,
  TIME_ZONE_HEADER,
  isErrorCode,
  type AnyEndpoint,
  type ApiError,
  type ApiReply,
  type RequestOf,
  type ResponseOf,
} from '@atb/contract'
import { ApiRequestError, classify, type ErrorOutcome } from './errors'

export interface ApiClientOptions {
  /** Origin and prefix every request is relative to; defaults to this origin + /v1. */
  baseUrl?: string
  /** The current access token, if logged in. */
  getToken: () => string | null
  /** Told about every failed call after classification (toasts, dual-login logout). */
  onError: (outcome: ErrorOutcome, error: unknown) => void
  /** Test seam. */
  fetch?: typeof fetch
}

export interface CallOptions {
  /** Machines pass their actor's signal so a cancelled flow aborts its request silently. */
  signal?: AbortSignal
  /**
   * The caller shows the server's answer where it happened (a form's alert), so no toast repeats
   * it. A dual login still signs the user out and an unreachable server still toasts.
   */
  inline?: boolean
  /** Milliseconds before the call gives up; 20 s unless the server may take longer on purpose. */
  timeout?: number
}

/** The request may be left out when the endpoint takes nothing required. */
type CallArgs<E extends AnyEndpoint> =
  Record<string, never> extends RequestOf<E>
    ? [input?: RequestOf<E>, options?: CallOptions]
    : [input: RequestOf<E>, options?: CallOptions]

export interface ApiClient {
  /** Calls an endpoint through its contract descriptor: a GET sends the input as its query. */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>
  raw: KyInstance
}

// Spec section 7: GET is retried once; POST, PUT, PATCH and DELETE never are.
const retry = { limit: 1, methods: ['get'], statusCodes: [408, 409, 425, 429, 500, 502, 503, 504] }

/** The browser's IANA time zone, when it names one. */
const zone = (() => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
})()

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? `${globalThis.location?.origin ?? ''}${API_PREFIX}`
  const raw = ky.create({
    prefixUrl: baseUrl,
    retry,
    timeout: 20_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.getToken()
          if (token) request.headers.set('Authorization', `Bearer ${token}`)
          // "Today" and the profit days are the viewer's calendar days (decision 091).
          if (zone) request.headers.set(TIME_ZONE_HEADER, zone)
        },
      ],
      beforeError: [
        async (error) => {
          const body = (await error.response
            .clone()
            .json()
            .catch(() => null)) as ApiError | null
          const { status, statusText } = error.response
          // A reply that is not ours (a proxy's error page) still gets a code to branch on.
          const code = isErrorCode(body?.code)
            ? body.code
            : status >= 500
              ? 'internal'
              : 'bad_request'
          const description = body?.description ?? statusText
          return Object.assign(error, {
            apiError: new ApiRequestError(
              status,
              { status: 'error', ...body, description, code },
              error.request.url,
            ),
          })
        },
      ],
    },
  })

  async function call<T>(promise: Promise<ApiReply<T>>, inline = false): Promise<T> {
    try {
      const reply = await promise
      if (reply.status !== 'success') throw new ApiRequestError(200, reply, '')
      return reply.data
    } catch (caught) {
      const error =
        caught instanceof HTTPError
          ? ((caught as HTTPError & { apiError?: ApiRequestError }).apiError ?? caught)
          : caught
      const outcome = classify(error)
      // A form shows what the server answered; an unreachable server is still a toast (spec section 8).
      const shownByCaller = inline && outcome.kind === 'toast' && error instanceof ApiRequestError
      options.onError(shownByCaller ? { kind: 'handled' } : outcome, error)
      throw error
    }
  }

  /** A GET's query: unset values are left out, the rest sent as text. */
  const query = (input: object) =>
    Object.fromEntries(
      Object.entries(input)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key, value]) => [key, String(value)]),
    )
  function callEndpoint<E extends AnyEndpoint>(
    endpoint: E,
    ...args: CallArgs<E>
  ): Promise<ResponseOf<E>> {
    const [input, options = {}] = args as [RequestOf<E> | undefined, CallOptions?]
    const request = {
      method: endpoint.method,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.timeout ? { timeout: options.timeout } : {}),
      ...(endpoint.method === 'GET' ? { searchParams: query(input ?? {}) } : { json: input ?? {} }),
    }
    const path = endpoint.path.replace(/^\//, '')
    return call(raw(path, request).json<ApiReply<ResponseOf<E>>>(), options.inline)
  }

  return { raw, call: callEndpoint }
}
