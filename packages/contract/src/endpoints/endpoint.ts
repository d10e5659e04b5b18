import type { AnyObjectSchema, InferType } from 'yup'
import type { ErrorCode } from '../errors'

declare const responseType: unique symbol

/**
 * One API endpoint, declared once: the server registers its route from it, the app calls through
 * it, and the OpenAPI document is generated from it.
 */
export interface Endpoint<
  S extends AnyObjectSchema = AnyObjectSchema,
  R = unknown,
  A extends boolean = boolean,
  C extends ErrorCode = ErrorCode,
> {
  method: 'GET' | 'POST'
  /** Relative to API_PREFIX. */
  path: `/${string}`
  /** Needs a bearer token of a live session. */
  auth: A
  /** Body (POST) or query (GET); the server validates with it, the app sends its output shape. */
  request: S
  /** Codes this endpoint answers beyond those every endpoint may (see `implicitErrors`). */
  errors: readonly C[]
  /** Errors that belong to one request field: the server reports them on that field. */
  fields?: Partial<Record<C, keyof InferType<S> & string>>
  /**
   * Takes money out of the account (a withdrawal, a transfer, a purchase): refused with
   * `security_hold` for 24 hours after a security change (decision 081).
   */
  movesValue?: boolean
  /** OpenAPI summary and tag. */
  summary: string
  tag: string
  /** Never set: carries the type of `data` in the success envelope. */
  readonly [responseType]?: R
}

export type AnyEndpoint = Endpoint<AnyObjectSchema, unknown, boolean, ErrorCode>

export type RequestOf<E> =
  E extends Endpoint<infer S, unknown, boolean, ErrorCode> ? InferType<S> : never
export type ResponseOf<E> =
  E extends Endpoint<AnyObjectSchema, infer R, boolean, ErrorCode> ? R : never

/**
 * Declares an endpoint answering `R`. Curried so the response type is written while the schema,
 * the session flag and the error codes are inferred from the object.
 */
export const endpoint =
  <R>() =>
  <const S extends AnyObjectSchema, const A extends boolean, const C extends ErrorCode = never>(
    spec: Omit<Endpoint<S, R, A, C>, typeof responseType>,
  ): Endpoint<S, R, A, C> =>
    spec

/** Codes any endpoint may answer, whatever it declares: bad input, server faults, and sessions. */
export function implicitErrors(
  e: Pick<AnyEndpoint, 'auth' | 'method' | 'movesValue'>,
): ErrorCode[] {
  return [
    'validation_failed',
    'bad_request',
    'internal',
    ...(e.method === 'POST' ? (['body_too_large'] as const) : []),
    ...(e.auth ? (['auth_required', 'invalid_session'] as const) : []),
    ...(e.movesValue ? (['security_hold'] as const) : []),
  ]
}
