import { apiErrors, type ErrorCode, type FieldError } from '@atb/contract'

/**
 * A failure the client should see: the error handler turns it into the error envelope. Status
 * and description come from the contract's code table; validation and unexpected 4xx keep
 * their own text.
 */
export class ApiFailure extends Error {
  readonly statusCode: number
  readonly description: string

  constructor(
    readonly code: ErrorCode,
    readonly details: {
      errors?: FieldError[]
      description?: string
      status?: number
      /** What the code's message interpolates (a hold's `until`). */
      values?: Record<string, string | number>
    } = {},
  ) {
    const { status, description } = apiErrors[code]
    super(details.description ?? description)
    this.statusCode = details.status ?? status
    this.description = details.description ?? description
  }

  get errors(): FieldError[] | undefined {
    return this.details.errors
  }

  /** The error envelope (spec section 8's description word for word, plus the code). */
  toJSON() {
    return {
      status: 'error' as const,
      description: this.description,
      code: this.code,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.details.values ? { values: this.details.values } : {}),
    }
  }
}

const clientErrors: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
}

/**
 * Fastify's own failures (rate limit, body size, bad JSON) and crashes, in the same envelope.
 * Their messages can quote the request (a JSON syntax error shows the text around it, a
 * media-type error the header), so a client error gets its code's fixed description instead.
 */
export function asApiFailure(error: Error & { statusCode?: number; code?: string }): ApiFailure {
  if (error instanceof ApiFailure) return error
  const status = error.statusCode ?? 500
  if (status === 429) return new ApiFailure('rate_limited')
  if (error.code && Object.hasOwn(clientErrors, error.code))
    return new ApiFailure(clientErrors[error.code]!)
  if (status >= 400 && status < 500)
    return new ApiFailure(error.name === 'SyntaxError' ? 'invalid_json' : 'bad_request', {
      status,
    })
  return new ApiFailure('internal')
}

/**
 * What the log may keep of an unexpected error. A failed query's message lists its parameters,
 * which can be a user's input or a secret; the query text stays, the parameters go.
 */
export function loggableError(error: Error): Error {
  const query = (error as { query?: unknown }).query
  if (typeof query !== 'string' || !('params' in error)) return error
  const safe = new Error(`Failed query: ${query}`, { cause: error.cause })
  safe.name = error.name
  safe.stack = `${safe.name}: ${safe.message}\n${(error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n')}`
  return safe
}
