import ky, { HTTPError, type KyInstance } from 'ky'
import { API_PREFIX, type ApiError, type ApiReply } from '@atb/contract'
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
  searchParams?: Record<string, string | number>
  /** Machines pass their actor's signal so a cancelled flow aborts its request silently. */
  signal?: AbortSignal
  /**
   * The caller shows the server's answer where it happened (a form's alert), so no toast repeats
   * it. A dual login still signs the user out and an unreachable server still toasts.
   */
  inline?: boolean
}

export interface ApiClient {
  get<T>(path: string, options?: CallOptions): Promise<T>
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>
  put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>
  delete<T>(path: string, options?: CallOptions): Promise<T>
  raw: KyInstance
}

// Spec section 7: GET is retried once; POST, PUT, PATCH and DELETE never are.
const retry = { limit: 1, methods: ['get'], statusCodes: [408, 409, 425, 429, 500, 502, 503, 504] }

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
        },
      ],
      beforeError: [
        async (error) => {
          const body = (await error.response
            .clone()
            .json()
            .catch(() => null)) as ApiError | null
          const description = body?.description ?? error.response.statusText
          return Object.assign(error, {
            apiError: new ApiRequestError(
              error.response.status,
              { status: 'error', ...body, description },
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

  const path = (p: string) => p.replace(/^\//, '')
  const request = (options: CallOptions = {}, body?: unknown) => ({
    ...(options.searchParams ? { searchParams: options.searchParams } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(body === undefined ? {} : { json: body }),
  })
  return {
    raw,
    get: (p, options) => call(raw.get(path(p), request(options)).json(), options?.inline),
    post: (p, body, options) =>
      call(raw.post(path(p), request(options, body)).json(), options?.inline),
    put: (p, body, options) =>
      call(raw.put(path(p), request(options, body)).json(), options?.inline),
    delete: (p, options) => call(raw.delete(path(p), request(options)).json(), options?.inline),
  }
}
