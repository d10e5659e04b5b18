import type { FastifyInstance } from 'fastify'
import { ApiFailure } from '../lib/errors'
import { bearerMatches, type ServerMetrics } from '../lib/metrics'
import { readiness, type ReadinessCheck } from '../lib/readiness'

export interface OpsOptions {
  /** Null when METRICS_TOKEN is unset: /metrics answers 404. */
  metrics: { metrics: ServerMetrics; token: string } | null
  checks: ReadinessCheck[]
  /** How long one readiness check may take before it counts as failed. */
  checkTimeoutMs?: number
}

/**
 * Probes and the scraper (decision 075): plain server routes for the operator's machines, not the app: no session, no envelope on
 * success, not in the OpenAPI document.
 */
export function registerOps(app: FastifyInstance, options: OpsOptions): void {
  const { metrics, checks } = options
  const timeoutMs = options.checkTimeoutMs ?? 2000
  app.get('/metrics', async (req, reply) => {
    if (!metrics) return reply.code(404).send(new ApiFailure('not_found').toJSON())
    if (!bearerMatches(req.headers.authorization, metrics.token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send(new ApiFailure('auth_required').toJSON())
    const { registry } = metrics.metrics
    const text = await registry.metrics()
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(text)
  })
  // Up while it serves: a load balancer restarts a process that stops answering this.
  app.get('/livez', async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  )
  app.get('/readyz', async (req, reply) => {
    const result = await readiness(checks, timeoutMs, req.log)
    const failed = Object.keys(result.checks).filter((name) => result.checks[name] !== 'ok')
    reply.header('cache-control', 'no-store')
    if (result.ready) return reply.send({ status: 'ok', checks: result.checks })
    return reply.code(503).send({
      status: 'error',
      description: `Not ready: ${failed.join(', ')}`,
      checks: result.checks,
    })
  })
}
