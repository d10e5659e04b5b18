import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { RawData, WebSocket } from 'ws'
import {
  apiErrors,
  LIVE_MAX_SOCKETS_PER_ACCOUNT,
  LIVE_MAX_SYMBOLS,
  LIVE_PATH,
  liveClose,
  validateLiveMessage,
  type FieldError,
  type LiveClientMessage,
  type LiveSubscribe,
  type LiveUnsubscribe,
} from '@atb/contract'
import type { Deps } from '../lib/deps'
import { ApiFailure } from '../lib/errors'
import { verifyJwt } from '../lib/jwt'
import { LiveClient, type LiveSocketOptions } from '../services/live-client'
import type { LiveConnections } from '../services/live-connections'
import type { TickerFanout } from '../services/live-tickers'
import { authenticateToken } from '../services/sessions'

export interface LiveParts {
  connections: LiveConnections
  tickers: TickerFanout
  options: LiveSocketOptions
}

/**
 * Messages are handled one at a time, in order (a subscribe sent before `ready` waits for the
 * session check). A client that queues more than this is flooding, not talking: it is dropped.
 */
const MAX_QUEUED_MESSAGES = 64

type Parsed = { ok: true; value: LiveClientMessage } | { ok: false; error: ApiFailure }

async function parse(data: RawData, isBinary: boolean): Promise<Parsed> {
  let input: unknown
  try {
    if (isBinary) throw new SyntaxError('binary frame')
    input = JSON.parse(rawText(data))
  } catch {
    return { ok: false, error: new ApiFailure('invalid_json') }
  }
  const result = await validateLiveMessage(input)
  if (result.ok) return result
  const description = result.errors[0]?.text ?? apiErrors.validation_failed.description
  return {
    ok: false,
    error: new ApiFailure('validation_failed', { errors: result.errors, description }),
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data as ArrayBuffer).toString('utf8')
}

/**
 * `GET /v1/ws`: the user's live socket (decision 037). The token arrives as the first message, the
 * socket then carries the user's bot events and the tickers it subscribes to.
 */
export function registerLiveRoute(v1: FastifyInstance, deps: Deps, live: LiveParts): void {
  const { connections, tickers, options } = live
  const sentAt = () => deps.clock.now().getTime()

  const wsHandler = (socket: WebSocket, req: FastifyRequest) => {
    let client: LiveClient | null = null
    /** Set once the session check passed; nothing but `auth` is read before. */
    let ready = false
    let stopBots: (() => void) | null = null
    let queue: Promise<void> = Promise.resolve()
    let queued = 0
    const closeWith = ({ code, reason }: { code: number; reason: string }) =>
      socket.close(code, reason)
    const authTimer = setTimeout(() => closeWith(liveClose.authRequired), options.authTimeoutMs)

    const fail = (error: ApiFailure, extra: { symbols?: string[] } = {}) =>
      client?.send({
        type: 'error',
        code: error.code,
        description: error.description,
        ...(error.errors ? { errors: error.errors as FieldError[] } : {}),
        ...extra,
      })

    const subscribe = (c: LiveClient, message: LiveSubscribe) => {
      const wanted = [...new Set(message.symbols)].filter((s) => !c.symbols.has(s))
      const unknown = wanted.filter((s) => !tickers.has(s))
      const known = wanted.filter((s) => tickers.has(s))
      if (unknown.length > 0) fail(new ApiFailure('unknown_symbol'), { symbols: unknown })
      if (c.symbols.size + known.length > LIVE_MAX_SYMBOLS) {
        fail(new ApiFailure('too_many_symbols'), { symbols: known })
        return
      }
      for (const symbol of known) {
        c.symbols.add(symbol)
        tickers.add(c, symbol)
      }
      c.send({ type: 'subscribed', channel: 'tickers', symbols: [...c.symbols] })
      for (const symbol of known) {
        const snapshot = tickers.snapshot(symbol)
        if (snapshot) c.send(snapshot)
      }
    }

    const unsubscribe = (c: LiveClient, message: LiveUnsubscribe) => {
      for (const symbol of message.symbols) {
        if (!c.symbols.delete(symbol)) continue
        tickers.remove(c, symbol)
      }
      c.send({ type: 'subscribed', channel: 'tickers', symbols: [...c.symbols] })
    }

    const handle = async (data: RawData, isBinary: boolean) => {
      const c = client
      if (!c || !ready || c.closed) return
      const parsed = await parse(data, isBinary)
      if (!parsed.ok) return fail(parsed.error)
      const message = parsed.value
      if (message.type === 'subscribe') subscribe(c, message)
      else if (message.type === 'unsubscribe') unsubscribe(c, message)
      else if (message.type === 'ping')
        c.send({ type: 'pong', ...(message.id ? { id: message.id } : {}), sentAt: sentAt() })
      else fail(new ApiFailure('bad_request'))
    }

    const authenticate = async (data: RawData, isBinary: boolean) => {
      clearTimeout(authTimer)
      const parsed = await parse(data, isBinary)
      if (!parsed.ok || parsed.value.type !== 'auth') return closeWith(liveClose.authRequired)
      const { token } = parsed.value
      const claims = verifyJwt(token, deps.jwtSecret, Math.floor(sentAt() / 1000))
      if (!claims) return closeWith(liveClose.invalidSession)
      const user = { userId: claims.sub, sessionId: claims.sid }
      const drop = (c: LiveClient) => {
        req.log.info({ userId: c.user.userId }, 'live socket dropped: client too slow')
        socket.terminate()
      }
      // Gone already: the close handler has run and would never remove what is added now.
      if (socket.readyState !== socket.OPEN) return
      // Counted and added in one turn of the event loop, so parallel sockets cannot pass together.
      if (connections.countOf(user.userId) >= LIVE_MAX_SOCKETS_PER_ACCOUNT)
        return closeWith(liveClose.tooManySockets)
      const c = new LiveClient(socket, user, claims.exp * 1000, options, sentAt, drop)
      client = c
      connections.add(c)
      try {
        await authenticateToken(deps, token)
      } catch (error) {
        if (error instanceof ApiFailure) return closeWith(liveClose.invalidSession)
        // Not the session's fault (the database is unreachable): the client should retry, not sign out.
        req.log.error({ err: error }, 'live socket auth failed')
        return closeWith({ code: 1011, reason: apiErrors.internal.description })
      }
      // Closed meanwhile: by the client, or by a revocation that committed during the read.
      if (c.closed || socket.readyState !== socket.OPEN) return
      ready = true
      stopBots = deps.live.listen(user.userId, (event) => c.botEvent(event))
      c.send({
        type: 'ready',
        heartbeatMs: options.heartbeatMs,
        maxSymbols: LIVE_MAX_SYMBOLS,
        tickerIntervalMs: options.tickerIntervalMs,
        sentAt: sentAt(),
      })
    }

    let authStarted = false
    const onMessage = (data: RawData, isBinary: boolean) => {
      if (queued >= MAX_QUEUED_MESSAGES) {
        req.log.info('live socket dropped: too many queued messages')
        socket.terminate()
        return
      }
      queued += 1
      const first = !authStarted
      authStarted = true
      queue = queue
        .then(() => (first ? authenticate(data, isBinary) : handle(data, isBinary)))
        .catch((error: unknown) => {
          req.log.error({ err: error }, 'live socket message failed')
          socket.terminate()
        })
        .finally(() => {
          queued -= 1
        })
    }

    socket.on('message', onMessage)
    socket.on('pong', () => {
      if (client) client.alive = true
    })
    socket.on('close', () => {
      clearTimeout(authTimer)
      stopBots?.()
      if (!client) return
      connections.remove(client)
      for (const symbol of client.symbols) tickers.remove(client, symbol)
      client.dispose()
    })
  }

  v1.route({
    method: 'GET',
    url: LIVE_PATH,
    // A plain GET: the socket lives here, but only for a WebSocket upgrade.
    handler: async (_req, reply) => {
      reply.code(426).header('upgrade', 'websocket')
      return new ApiFailure('bad_request', { status: 426 }).toJSON()
    },
    wsHandler,
  })
}
