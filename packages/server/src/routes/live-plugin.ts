import type { FastifyInstance } from 'fastify'
import websocket from '@fastify/websocket'
import { LIVE_MAX_PAYLOAD } from '@atb/contract'
import type { MarketFeed } from '@atb/engine'
import type { Deps } from '../lib/deps'
import { defaultLiveSocketOptions, type LiveSocketOptions } from '../services/live-client'
import { LiveConnections } from '../services/live-connections'
import { TickerFanout } from '../services/live-tickers'
import type { LiveParts } from './live'

/**
 * The WebSocket server and what the live route shares across sockets: the registry that closes
 * revoked sessions and runs heartbeats, and the ticker fan-out. Register before the API routes.
 */
export async function setupLive(
  app: FastifyInstance,
  deps: Deps,
  market: MarketFeed | undefined,
  tuning: Partial<LiveSocketOptions> = {},
): Promise<LiveParts> {
  const options = { ...defaultLiveSocketOptions, ...tuning }
  await app.register(websocket, {
    // ws answers a larger frame by closing with 1009 before anything is parsed.
    options: { maxPayload: LIVE_MAX_PAYLOAD },
    // A client's broken frame is its problem, not an error of ours: note it and let it go. When
    // ws is already closing with a code (1009 for a frame too large), let that close finish.
    errorHandler: (error, socket, req) => {
      req.log.info({ err: error.message }, 'live socket error')
      if (socket.readyState !== socket.CLOSING) socket.terminate()
    },
  })
  const connections = new LiveConnections(deps, options.heartbeatMs)
  const tickers = new TickerFanout(market, options.tickerIntervalMs, () =>
    deps.clock.now().getTime(),
  )
  app.addHook('onClose', async () => {
    connections.close()
    tickers.close()
  })
  return { connections, tickers, options }
}
