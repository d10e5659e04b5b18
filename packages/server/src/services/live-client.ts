import type { WebSocket } from 'ws'
import {
  LIVE_AUTH_TIMEOUT_MS,
  LIVE_PNL_INTERVAL_MS,
  LIVE_TICKER_INTERVAL_MS,
  type BotLiveEvent,
  type UserLiveEvent,
  type LiveServerMessage,
} from '@atb/contract'
import type { AuthUser } from '../lib/deps'

/** Tuning of the live socket; tests shorten every interval. */
export interface LiveSocketOptions {
  /** How long a new socket has to send its `auth` message. */
  authTimeoutMs: number
  /** Server ping period; a socket that has not answered the previous ping by the next is terminated. */
  heartbeatMs: number
  /** Bytes queued for one socket beyond which it is dropped rather than buffered further. */
  maxBufferedBytes: number
  tickerIntervalMs: number
  pnlIntervalMs: number
}

interface PnlSlot {
  /** When the last snapshot left (monotonic ms). */
  last: number
  pending: BotLiveEvent | null
  timer: NodeJS.Timeout | null
}

/**
 * One authenticated socket: what it follows and how fast it may be written to. Every write goes
 * through `sendRaw`, which drops a client whose queue outgrew the bound instead of buffering on.
 */
export class LiveClient {
  /** Set by each pong; cleared by each heartbeat. */
  alive = true
  closed = false
  readonly symbols = new Set<string>()
  private readonly pnl = new Map<string, PnlSlot>()

  constructor(
    readonly socket: WebSocket,
    readonly user: AuthUser,
    /** Epoch ms at which the access token expires. */
    readonly expiresAt: number,
    private readonly options: LiveSocketOptions,
    private readonly sentAt: () => number,
    private readonly onDrop: (client: LiveClient, why: 'slow') => void,
  ) {}

  send(message: LiveServerMessage): void {
    this.sendRaw(JSON.stringify(message))
  }

  /** Text already serialised once for every client (tickers). */
  sendRaw(text: string): void {
    if (this.closed) return
    if (this.socket.bufferedAmount > this.options.maxBufferedBytes) {
      // Nothing more is written to it; the close event that follows the drop cleans up.
      this.closed = true
      this.onDrop(this, 'slow')
      return
    }
    this.socket.send(text)
  }

  /** Status and fills go out at once; PnL snapshots at most one per bot per interval, the newest winning. */
  botEvent(event: UserLiveEvent): void {
    if (event.type !== 'bot.pnl') {
      this.send({ ...event, sentAt: this.sentAt() })
      return
    }
    const now = performance.now()
    let slot = this.pnl.get(event.botId)
    if (!slot) {
      slot = { last: -Infinity, pending: null, timer: null }
      this.pnl.set(event.botId, slot)
    }
    const wait = slot.last + this.options.pnlIntervalMs - now
    if (wait <= 0 && !slot.timer) {
      slot.last = now
      this.send({ ...event, sentAt: this.sentAt() })
      return
    }
    slot.pending = event
    if (slot.timer) return
    const owned = slot
    owned.timer = setTimeout(() => {
      owned.timer = null
      const latest = owned.pending
      owned.pending = null
      owned.last = performance.now()
      if (latest) this.send({ ...latest, sentAt: this.sentAt() })
    }, wait)
  }

  /** Stops every timer; the socket itself is closed by the caller. */
  dispose(): void {
    this.closed = true
    for (const slot of this.pnl.values()) if (slot.timer) clearTimeout(slot.timer)
    this.pnl.clear()
  }
}

export const defaultLiveSocketOptions: LiveSocketOptions = {
  authTimeoutMs: LIVE_AUTH_TIMEOUT_MS,
  heartbeatMs: 30_000,
  // About ten seconds of a busy user's tickers and fills; a reader that far behind is gone.
  maxBufferedBytes: 1024 * 1024,
  tickerIntervalMs: LIVE_TICKER_INTERVAL_MS,
  pnlIntervalMs: LIVE_PNL_INTERVAL_MS,
}
