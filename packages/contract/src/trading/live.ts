import * as yup from 'yup'
import type { ErrorCode, FieldError } from '../errors'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import { invalidField } from '../schemas/shape'
import { validate, type ValidationResult } from '../schemas/validate'
import type { MarketTicker } from './market'
import type { BotReason } from './reasons'
import type { BotStatusName } from './venues'
import type { LiveNotificationEvent } from '../notifications/notifications'

/**
 * The live socket (decision 037): `GET {API_PREFIX}/ws`. The first message must be `auth` with the
 * access token, within `LIVE_AUTH_TIMEOUT_MS`; the token never goes in the URL, which is logged.
 */
export const LIVE_PATH = '/ws'

export const LIVE_AUTH_TIMEOUT_MS = 10_000
/** Symbols one socket may follow at once. */
export const LIVE_MAX_SYMBOLS = 50
/**
 * Live sockets one account holds open at once on one server process (decision 080): a tab each,
 * on every device, is far below it; the next one is closed with `liveClose.tooManySockets`.
 */
export const LIVE_MAX_SOCKETS_PER_ACCOUNT = 20
/** Largest client frame the server reads; every client message is far smaller. */
export const LIVE_MAX_PAYLOAD = 16 * 1024
/** At most one ticker per symbol per this many ms on a socket. */
export const LIVE_TICKER_INTERVAL_MS = 250
/** At most one PnL snapshot per bot per this many ms on a socket. */
export const LIVE_PNL_INTERVAL_MS = 1_000

/**
 * Close codes the server uses (4000–4999 is the application range). Code branches on the code;
 * the reason is the API's description text, so 'Invalid session' reads as it does over HTTP.
 * A heartbeat miss or a client too slow to read is terminated without a close frame (1006).
 */
export const liveClose = {
  /** No valid `auth` message first, or none in time. */
  authRequired: { code: 4400, reason: 'Authentication required' },
  /** Bad or expired token, logged out, or a newer login (the dual-login toast). */
  invalidSession: { code: 4401, reason: 'Invalid session' },
  /**
   * The account already holds LIVE_MAX_SOCKETS_PER_ACCOUNT sockets: retrying at once cannot help,
   * so clients wait their longest back-off before trying again.
   */
  tooManySockets: { code: 4429, reason: 'Too many live connections for this account' },
} as const

// ——— Client → server ———

const invalid = (field: string) => () => message(validation.invalid, { field })

/** Venue-neutral symbol ids as the engine uses them (`BTCUSDT`, `XAUUSD`). */
const symbolId = yup
  .string()
  .required(invalid('symbols'))
  .matches(/^[A-Z0-9]{2,20}$/, { message: invalid('symbols') })

const symbols = yup
  .array(symbolId)
  .required(invalid('symbols'))
  .min(1, invalid('symbols'))
  .max(LIVE_MAX_SYMBOLS, invalid('symbols'))

const typeField = <T extends string>(type: T) =>
  yup.mixed<T>().oneOf([type], invalid('type')).required(invalid('type'))

export const liveAuthSchema = yup.object({
  type: typeField('auth'),
  token: yup.string().required(invalid('token')).max(4096, invalid('token')),
})

export const liveSubscribeSchema = yup.object({
  type: typeField('subscribe'),
  channel: yup
    .mixed<'tickers'>()
    .oneOf(['tickers'], invalid('channel'))
    .required(invalid('channel')),
  symbols,
})

export const liveUnsubscribeSchema = yup.object({
  type: typeField('unsubscribe'),
  channel: yup
    .mixed<'tickers'>()
    .oneOf(['tickers'], invalid('channel'))
    .required(invalid('channel')),
  symbols,
})

/** An application-level ping: browsers cannot send protocol pings, and the /ws page shows the round trip. */
export const livePingSchema = yup.object({
  type: typeField('ping'),
  id: yup.string().max(64, invalid('id')).optional(),
})

export type LiveAuth = yup.InferType<typeof liveAuthSchema>
export type LiveSubscribe = yup.InferType<typeof liveSubscribeSchema>
export type LiveUnsubscribe = yup.InferType<typeof liveUnsubscribeSchema>
export type LivePing = yup.InferType<typeof livePingSchema>
export type LiveClientMessage = LiveAuth | LiveSubscribe | LiveUnsubscribe | LivePing

const clientSchemas = {
  auth: liveAuthSchema,
  subscribe: liveSubscribeSchema,
  unsubscribe: liveUnsubscribeSchema,
  ping: livePingSchema,
} as const

/** Validates any parsed client message with the schema its `type` names. */
export async function validateLiveMessage(
  input: unknown,
): Promise<ValidationResult<LiveClientMessage>> {
  const type =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? (input as { type?: unknown }).type
      : undefined
  const schema =
    typeof type === 'string' && Object.hasOwn(clientSchemas, type)
      ? clientSchemas[type as keyof typeof clientSchemas]
      : undefined
  if (!schema) return { ok: false, errors: [invalidField('type')] }
  return validate(schema, input)
}

// ——— Server → client ———

/** The socket's ticker is the market API's: one shape for the app. */
export type LiveTicker = MarketTicker

/** What the runner publishes about a user's bots; a projection of stored events. */
export type BotLiveEvent =
  | {
      type: 'bot.status'
      botId: string
      status: BotStatusName
      reason: BotReason | null
      time: number
    }
  | {
      type: 'bot.fill'
      botId: string
      fill: {
        clientId: string
        symbol: string
        side: 'buy' | 'sell'
        price: number
        qty: string
        fee: string
        feeAsset: string
        time: number
      }
      /**
       * The server's clock (epoch ms) when the host received the tick (or exchange report) that made
       * this fill. With `sentAt` it is the server's share of tick-to-socket latency; a client on the
       * same clock measures the whole of it (bench:server, decision 038).
       */
      receivedAt?: number
    }
  /** Throttled to at most one a second per bot (the socket enforces it too). */
  | {
      type: 'bot.pnl'
      botId: string
      realized: string
      unrealized: string
      equity: string
      time: number
    }

/** `sentAt`: the server's clock (epoch ms) when the message left, for tick-to-socket latency. */
export type LiveBotMessage = BotLiveEvent & { sentAt: number }

/**
 * A backtest's place in the server's line (1 is next), under the ticket its request carried: sent
 * when it starts waiting and each time it moves up (decision 080).
 */
export interface BacktestQueueEvent {
  type: 'backtest.queue'
  ticket: string
  position: number
}
export type LiveBacktestQueueMessage = BacktestQueueEvent & { sentAt: number }

/** What the live hub carries to a user's sockets: bot events, the unread count, backtests' places. */
export type UserLiveEvent = BotLiveEvent | LiveNotificationEvent | BacktestQueueEvent
export type LiveNotificationMessage = LiveNotificationEvent & { sentAt: number }

export interface LiveReady {
  type: 'ready'
  heartbeatMs: number
  maxSymbols: number
  tickerIntervalMs: number
  sentAt: number
}

export interface LiveTickerMessage {
  type: 'ticker'
  ticker: LiveTicker
  /** Time of the newest feed tick folded into this message. */
  tickTime: number
  sentAt: number
}

/** The socket's whole ticker subscription after each subscribe or unsubscribe. */
export interface LiveSubscribed {
  type: 'subscribed'
  channel: 'tickers'
  symbols: string[]
}

export interface LivePong {
  type: 'pong'
  id?: string
  sentAt: number
}

/** A message the server could not act on; the socket stays open. */
export interface LiveError {
  type: 'error'
  code: ErrorCode
  description: string
  errors?: FieldError[]
  /** With `unknown_symbol` and `too_many_symbols`: the symbols refused. */
  symbols?: string[]
}

export type LiveServerMessage =
  | LiveReady
  | LiveTickerMessage
  | LiveSubscribed
  | LivePong
  | LiveError
  | LiveBotMessage
  | LiveNotificationMessage
  | LiveBacktestQueueMessage
