import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/** Slower answers than this are logged at info even when they succeed. */
export const SLOW_REQUEST_MS = 1000

/** What a client may name its request: short and plain, so it cannot forge or flood a log line. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

/**
 * The request id (`reqId` in every log line, `x-request-id` in the reply): the client's own
 * `X-Request-Id` when it is at most 64 characters of [A-Za-z0-9._-], else a server-made UUID.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID()
}

/**
 * Fastify's request lines, at a lower level for the common case: every request still gets its
 * lines, with its request id (`reqId`, also sent as `x-request-id`), but a quick success logs at
 * debug. Client errors and slow answers log at info, errors at error (decision 025).
 */
export class RequestLogController extends LogController {
  constructor(private readonly slowMs = SLOW_REQUEST_MS) {
    super()
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = reply.elapsedTime
    const fields = { req: request, res: reply, responseTime: ms }
    if (error) return reply.log.error({ ...fields, err: error }, 'request errored')
    const status = reply.statusCode
    const level = status >= 500 ? 'error' : status >= 400 || ms >= this.slowMs ? 'info' : 'debug'
    reply.log[level](fields, 'request completed')
  }
}
