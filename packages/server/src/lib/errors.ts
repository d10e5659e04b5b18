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
    readonly details: { errors?: FieldError[]; description?: string; status?: number } = {},
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
    }
  }
}

/** Fastify's own failures (rate limit, body size, bad JSON) and crashes, in the same envelope. */
export function asApiFailure(error: Error & { statusCode?: number; code?: string }): ApiFailure {
  if (error instanceof ApiFailure) return error
  const status = error.statusCode ?? 500
  if (status === 429) return new ApiFailure('rate_limited')
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new ApiFailure('body_too_large')
  if (status >= 400 && status < 500)
    return new ApiFailure('bad_request', { description: error.message, status })
  return new ApiFailure('internal')
}
