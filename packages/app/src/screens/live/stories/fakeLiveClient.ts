import type { LiveServerMessage } from '@atb/contract'
import type { LiveClient, LiveInfo } from '../../../services/live'

/** The stories' clock: 20 January 2030, 10:30 UTC. */
export const LIVE_NOW = Date.UTC(2030, 0, 20, 10, 30)

const messages: LiveServerMessage[] = [
  {
    type: 'bot.pnl',
    botId: '5b1f8f0e-1a2b-4c3d-8e9f-000000000001',
    realized: '18.42',
    unrealized: '-2.5',
    equity: '1015.92',
    time: LIVE_NOW,
    sentAt: LIVE_NOW,
  },
  {
    type: 'bot.fill',
    botId: '5b1f8f0e-1a2b-4c3d-8e9f-000000000001',
    fill: {
      clientId: 'c-1',
      symbol: 'BTCUSDT',
      side: 'sell',
      price: 97_250.5,
      qty: '0.0015',
      fee: '0.146',
      feeAsset: 'USDT',
      time: LIVE_NOW,
    },
    sentAt: LIVE_NOW,
  },
  {
    type: 'bot.status',
    botId: '5b1f8f0e-1a2b-4c3d-8e9f-000000000003',
    status: 'out_of_balance',
    reason: {
      code: 'below_running_minimum',
      values: { asset: 'USDT', available: '8.2', min: '10' },
    },
    time: LIVE_NOW,
    sentAt: LIVE_NOW,
  },
  {
    type: 'ticker',
    ticker: {
      symbol: 'BTCUSDT',
      market: 'crypto',
      last: 97_250.5,
      change_24h: 1.25,
      high_24h: 98_000,
      low_24h: 95_000,
      volume_24h: 1200,
      time: LIVE_NOW,
      source: 'live',
    },
    tickTime: LIVE_NOW,
    sentAt: LIVE_NOW,
  },
  { type: 'pong', id: '1', sentAt: LIVE_NOW },
  {
    type: 'error',
    code: 'unknown_symbol',
    description: 'Unknown symbol',
    symbols: ['FOOUSDT'],
  },
  { type: 'subscribed', channel: 'tickers', symbols: ['BTCUSDT', 'ETHUSDT'] },
  { type: 'ready', heartbeatMs: 30_000, maxSymbols: 50, tickerIntervalMs: 250, sentAt: LIVE_NOW },
]

/** A live connection a minute old, with one of each message type in its log. */
export const liveInfo: LiveInfo = {
  status: 'live',
  url: 'wss://app.example/v1/ws',
  connectedAt: LIVE_NOW - 60_000,
  latencyMs: 38,
  symbols: ['BTCUSDT', 'ETHUSDT'],
  bots: true,
  connects: 2,
  tooManySockets: false,
  log: messages.map((message, i) => ({ at: LIVE_NOW - i * 1_500, message })),
}

export const connectingInfo: LiveInfo = {
  ...liveInfo,
  status: 'connecting',
  connectedAt: null,
  latencyMs: null,
  symbols: [],
  log: [],
}

export const offlineInfo: LiveInfo = {
  ...liveInfo,
  status: 'offline',
  connectedAt: null,
  symbols: [],
  log: liveInfo.log.slice(3),
}

/** Refused: the account already has as many live sockets as it may (decision 080). */
export const tooManySocketsInfo: LiveInfo = { ...offlineInfo, tooManySockets: true }

/**
 * A LiveClient the stories drive: ping answers after `latencyMs` with a pong in the log, and
 * reconnect goes through connecting to live. It records calls for the play functions.
 */
export function fakeLiveClient(start: LiveInfo, answerMs = 45): LiveClient & { calls: string[] } {
  let info = start
  const listeners = new Set<() => void>()
  const calls: string[] = []
  const set = (patch: Partial<LiveInfo>) => {
    info = { ...info, ...patch }
    for (const listener of [...listeners]) listener()
  }
  const log = (message: LiveServerMessage) => [
    { at: LIVE_NOW + calls.length * 1000, message },
    ...info.log,
  ]
  return {
    calls,
    subscribeTicker: () => () => undefined,
    getTicker: () => undefined,
    subscribeBots: () => () => undefined,
    subscribeUnread: () => () => undefined,
    subscribeBacktests: () => () => undefined,
    getStatus: () => info.status,
    onStatus: () => () => undefined,
    getInfo: () => info,
    onInfo(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    ping() {
      calls.push('ping')
      const id = String(calls.length)
      setTimeout(
        () => set({ latencyMs: answerMs, log: log({ type: 'pong', id, sentAt: LIVE_NOW }) }),
        50,
      )
    },
    reconnectNow() {
      calls.push('reconnect')
      set({ status: 'connecting', connectedAt: null })
      setTimeout(() => {
        const ready: LiveServerMessage = {
          type: 'ready',
          heartbeatMs: 30_000,
          maxSymbols: 50,
          tickerIntervalMs: 250,
          sentAt: LIVE_NOW,
        }
        set({
          status: 'live',
          connectedAt: LIVE_NOW,
          connects: info.connects + 1,
          tooManySockets: false,
          log: log(ready),
        })
      }, 1500)
    },
  }
}
