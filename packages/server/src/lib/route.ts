import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  apiErrors,
  validate,
  type AnyEndpoint,
  type FieldError,
  type RequestOf,
  type ResponseOf,
} from '@atb/contract'
import { ApiFailure } from './errors'
import { clientAddress } from './addresses'
import type { InFlight } from './in-flight'
import { verifyJwt } from './jwt'
import type { AuthUser, RateLimitRule, RequestMeta } from './deps'

/** What only the server knows about an endpoint. */
export interface RouteOptions {
  rateLimit?: RateLimitRule & {
    key?: (input: Record<string, unknown>, req: FastifyRequest) => string
    /** Counted per account (the key alone), not per address and key. */
    perUser?: boolean
  }
  /**
   * Counted per client address across every target the requests name (issue 26), beside
   * `rateLimit`: one address walking through usernames or emails meets this one.
   */
  addressLimit?: RateLimitRule
  /** Runs before validation: an endpoint authenticated by something else than a session (a provider key). */
  guard?: (req: FastifyRequest) => Promise<void>
  /** The HTTP status of a request its schema refuses; 400 unless an API for machines says otherwise (422). */
  invalidStatus?: number
  /**
   * After the session and the input are checked: another process's answer to send as it is, or
   * null to handle the request here (a bot's commands go to its process, decision 074).
   */
  forward?: (ctx: RouteContext<AnyEndpoint>, endpoint: AnyEndpoint) => Promise<Forwarded | null>
}

/** An answer another process gave, sent on unchanged. */
export interface Forwarded {
  statusCode: number
  body: unknown
}

export type RouteContext<E extends AnyEndpoint> = {
  input: RequestOf<E>
  req: FastifyRequest
  reply: FastifyReply
  meta: RequestMeta
} & (E['auth'] extends true ? { user: AuthUser } : unknown)

/**
 * The handler of each endpoint of a table. Handlers are written against this mapped type (not a
 * generic call), so their replies are checked against the descriptor's response type as written.
 */
export type Handlers<T extends Record<string, AnyEndpoint>> = {
  [K in keyof T]: (ctx: RouteContext<T[K]>) => Promise<ResponseOf<T[K]>>
}

/** A registered endpoint, for the OpenAPI document and the check that every one is served. */
export interface Route {
  endpoint: AnyEndpoint
  options: RouteOptions
}

type Authenticate = (req: FastifyRequest) => Promise<AuthUser>
/** Refuses a signed-in user's request to take money out while their account is held. */
type HoldCheck = (user: AuthUser) => Promise<void>

// No origin here: mailed links take theirs from configuration (Deps.publicUrl), never from Host.
export function requestMeta(req: FastifyRequest): RequestMeta {
  const ua = req.headers['user-agent']
  return {
    ip: req.ip,
    userAgent: (Array.isArray(ua) ? ua[0] : ua)?.slice(0, 512) ?? '',
  }
}

/** An error the endpoint says belongs to a request field is reported on that field. */
function onItsField(endpoint: AnyEndpoint, error: unknown): unknown {
  if (!(error instanceof ApiFailure) || error.errors) return error
  const path = endpoint.fields?.[error.code]
  if (!path) return error
  const field: FieldError = {
    path,
    message: apiErrors[error.code].message,
    text: error.description,
  }
  return new ApiFailure(error.code, { errors: [field] })
}

/**
 * Registers API routes from their contract descriptors, so that each one authenticates first,
 * then validates with its contract schema, then answers the success envelope with what the
 * handler returned, typed by the descriptor's response type.
 */
export class Api {
  readonly routes: Route[] = []

  constructor(
    private readonly app: FastifyInstance,
    private readonly authenticate: Authenticate,
    private readonly inFlight: InFlight,
    private readonly holdCheck: HoldCheck,
    /** Addresses the per-address limits across targets leave alone (RATE_LIMIT_EXEMPT). */
    private readonly exempt: (ip: string) => boolean = () => false,
  ) {}

  /** Serves every endpoint of a table with its handler; a missing handler fails the typecheck. */
  serve<T extends Record<string, AnyEndpoint>>(
    table: T,
    handlers: Handlers<T>,
    options: Partial<Record<keyof T, RouteOptions>> = {},
  ) {
    for (const name of Object.keys(table) as (keyof T & string)[]) {
      const handler = handlers[name] as (ctx: RouteContext<AnyEndpoint>) => Promise<unknown>
      this.route(table[name]!, handler, options[name] ?? {})
    }
  }

  private route(
    endpoint: AnyEndpoint,
    handler: (ctx: RouteContext<AnyEndpoint>) => Promise<unknown>,
    options: RouteOptions,
  ) {
    this.routes.push({ endpoint, options })
    const limit = options.rateLimit
    this.app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: limit
        ? {
            rateLimit: {
              max: limit.max,
              timeWindow: limit.timeWindow,
              // After parsing, so the key can include the username or email being targeted.
              hook: 'preHandler',
              keyGenerator: (req: FastifyRequest) => {
                const input = (endpoint.method === 'GET' ? req.query : req.body) as Record<
                  string,
                  unknown
                > | null
                const key = limit.key?.(input ?? {}, req) ?? ''
                return limit.perUser ? `user|${key}` : `${clientAddress(req.ip)}|${key}`
              },
            },
          }
        : {},
      ...(options.addressLimit
        ? {
            preHandler: addressLimiter(this.app, endpoint, options.addressLimit, this.exempt),
          }
        : {}),
      handler: (req, reply) =>
        this.inFlight.track(this.answer(endpoint, handler, options, req, reply)),
    })
  }

  private async answer(
    endpoint: AnyEndpoint,
    handler: (ctx: RouteContext<AnyEndpoint>) => Promise<unknown>,
    options: RouteOptions,
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<unknown> {
    const user = endpoint.auth ? await this.authenticate(req) : undefined
    await options.guard?.(req)
    const raw = endpoint.method === 'GET' ? req.query : req.body
    const result = await validate(endpoint.request, raw ?? {})
    if (!result.ok) {
      const description = result.errors[0]?.text
      throw new ApiFailure('validation_failed', {
        errors: result.errors,
        ...(description ? { description } : {}),
        ...(options.invalidStatus ? { status: options.invalidStatus } : {}),
      })
    }
    // Before the handler proves a secret, so a held account spends none of its attempts.
    if (endpoint.movesValue && user) await this.holdCheck(user)
    const meta = requestMeta(req)
    const ctx = { input: result.value, req, reply, meta, user } as RouteContext<AnyEndpoint>
    const forwarded = await options.forward?.(ctx, endpoint)
    if (forwarded) return reply.code(forwarded.statusCode).send(forwarded.body)
    try {
      return { status: 'success', data: await handler(ctx) }
    } catch (error) {
      throw onItsField(endpoint, error)
    }
  }
}

/**
 * A per-address limit of its own, beside the route's `rateLimit` (a route has one): the plugin's
 * store, so several processes count together through Redis as the route limits do.
 */
function addressLimiter(
  app: FastifyInstance,
  endpoint: AnyEndpoint,
  rule: RateLimitRule,
  exempt: (ip: string) => boolean,
) {
  const count = app.createRateLimit({
    ...rule,
    // RATE_LIMIT_EXEMPT: an office or venue the operator knows; per-target limits still count it.
    allowList: (req) => exempt(req.ip),
    keyGenerator: (req) => `address|${endpoint.method} ${endpoint.path}|${clientAddress(req.ip)}`,
  })
  return async (req: FastifyRequest) => {
    const counted = await count(req)
    if (!counted.isAllowed && counted.isExceeded) throw new ApiFailure('rate_limited')
  }
}

/**
 * The signed-in user for per-account limits, read from a correctly signed, unexpired bearer token
 * (the session check comes after, in the handler). A request without one is counted by address.
 */
export const bearerSubject =
  (secret: string, nowSeconds: () => number) =>
  (_input: Record<string, unknown>, req: FastifyRequest): string => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1]
    const claims = token ? verifyJwt(token, secret, nowSeconds()) : null
    return claims ? `sub:${claims.sub}` : `ip:${clientAddress(req.ip)}`
  }

/**
 * Lowercased string field for rate-limit keys. The key is made before validation, so anything but
 * a string (an object whose `toString` is not a function) counts as empty; validation refuses it next.
 */
export const keyOf = (field: string) => (input: Record<string, unknown>) => {
  const value = Object.hasOwn(input, field) ? input[field] : undefined
  return typeof value === 'string' ? value.trim().toLowerCase() : ''
}
