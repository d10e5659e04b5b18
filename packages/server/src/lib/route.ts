import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AnyObjectSchema, InferType } from 'yup'
import { validate } from '@atb/contract'
import { ApiFailure } from './errors'
import type { AuthUser, RateLimitRule, RequestMeta } from './deps'

export interface RouteSpec<S extends AnyObjectSchema = AnyObjectSchema> {
  method: 'GET' | 'POST'
  /** Relative to API_PREFIX. */
  url: string
  summary: string
  tag: string
  /** The contract schema for the body (POST) or query (GET). */
  schema: S
  auth?: boolean
  rateLimit?: RateLimitRule & { key?: (input: Record<string, unknown>) => string }
}

export interface RouteContext<S extends AnyObjectSchema> {
  input: InferType<S>
  req: FastifyRequest
  reply: FastifyReply
  meta: RequestMeta
}

type Authenticate = (req: FastifyRequest) => Promise<AuthUser>

// No origin here: mailed links take theirs from configuration (Deps.publicUrl), never from Host.
export function requestMeta(req: FastifyRequest): RequestMeta {
  const ua = req.headers['user-agent']
  return {
    ip: req.ip,
    userAgent: (Array.isArray(ua) ? ua[0] : ua)?.slice(0, 512) ?? '',
  }
}

/**
 * Registers API routes so that each one authenticates first, then validates with its contract
 * schema, then answers the success envelope. The list it keeps feeds the OpenAPI document.
 */
export class Api {
  readonly routes: RouteSpec[] = []

  constructor(
    private readonly app: FastifyInstance,
    private readonly authenticate: Authenticate,
  ) {}

  public<S extends AnyObjectSchema, T>(
    spec: RouteSpec<S>,
    handler: (ctx: RouteContext<S>) => Promise<T>,
  ) {
    this.register(spec, (ctx) => handler(ctx))
  }

  authed<S extends AnyObjectSchema, T>(
    spec: RouteSpec<S>,
    handler: (ctx: RouteContext<S> & { user: AuthUser }) => Promise<T>,
  ) {
    this.register({ ...spec, auth: true }, async (ctx, user) => handler({ ...ctx, user: user! }))
  }

  private register<S extends AnyObjectSchema, T>(
    spec: RouteSpec<S>,
    run: (ctx: RouteContext<S>, user: AuthUser | undefined) => Promise<T>,
  ) {
    this.routes.push(spec as unknown as RouteSpec)
    const limit = spec.rateLimit
    this.app.route({
      method: spec.method,
      url: spec.url,
      config: limit
        ? {
            rateLimit: {
              max: limit.max,
              timeWindow: limit.timeWindow,
              // After parsing, so the key can include the username or email being targeted.
              hook: 'preHandler',
              keyGenerator: (req: FastifyRequest) => {
                const input = (spec.method === 'GET' ? req.query : req.body) as Record<
                  string,
                  unknown
                > | null
                return `${req.ip}|${limit.key?.(input ?? {}) ?? ''}`
              },
            },
          }
        : {},
      handler: async (req, reply) => {
        const user = spec.auth ? await this.authenticate(req) : undefined
        const raw = spec.method === 'GET' ? req.query : req.body
        const result = await validate(spec.schema, raw ?? {})
        if (!result.ok)
          throw new ApiFailure(400, result.errors[0]?.text ?? 'Invalid request', result.errors)
        const meta = requestMeta(req)
        const data = await run({ input: result.value, req, reply, meta }, user)
        return { status: 'success', data }
      },
    })
  }
}

/**
 * Lowercased string field for rate-limit keys. The key is made before validation, so anything but
 * a string (an object whose `toString` is not a function) counts as empty; validation refuses it next.
 */
export const keyOf = (field: string) => (input: Record<string, unknown>) => {
  const value = Object.hasOwn(input, field) ? input[field] : undefined
  return typeof value === 'string' ? value.trim().toLowerCase() : ''
}
