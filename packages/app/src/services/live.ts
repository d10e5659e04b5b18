import {
  API_PREFIX,
  LIVE_MAX_SYMBOLS,
  LIVE_PATH,
  liveClose,
  type LiveClientMessage,
  type LiveServerMessage,
  type LiveTicker,
} from '@atb/contract'
import { session } from './session'

export type LiveStatus = 'connecting' | 'live' | 'offline'

/** The part of the browser's WebSocket the client uses; tests pass a fake class. */
export interface LiveSocket {
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: Event) => void) | null
  onmessage: ((event: MessageEvent) => void) | null
  onclose: ((event: CloseEvent) => void) | null
  onerror: ((event: Event) => void) | null
}

export interface LiveClientOptions {
  /** The socket's address: ws(s)://this origin/v1/ws by default. */
  url: () => string
  /** The session's access token; without one nothing connects. */
  getToken: () => string | null
  /** Called when the token changes (login in this or another tab), so a stopped client can resume. */
  watchToken?: (listener: () => void) => () => void
  createSocket?: (url: string) => LiveSocket
  /** First retry after this many ms, doubling up to `maxDelayMs`, each with jitter. */
  baseDelayMs?: number
  maxDelayMs?: number
  /** The app-level ping period; a ping not answered by the next one counts the socket dead. */
  pingMs?: number
  random?: () => number
}

/** What the screens read: one cached ticker per symbol and the connection's status. */
export interface LiveSource {
  /** Follows `symbol` until the returned function is called; `listener` runs on every change. */
  subscribeTicker(symbol: string, listener: () => void): () => void
  getTicker(symbol: string): LiveTicker | undefined
  getStatus(): LiveStatus
  onStatus(listener: () => void): () => void
}

export interface LiveClient extends LiveSource {
  /** Skips the back-off wait (the browser came back online). */
  reconnectNow(): void
}

/** Closes after which retrying with the same token cannot help. */
const authCloses = new Set<number>([liveClose.authRequired.code, liveClose.invalidSession.code])

/**
 * One socket per tab (decision 037): opened on the first subscriber, closed with the last. It
 * authenticates with the session token, follows the subscribed tickers (at most the server's
 * limit at once; the rest wait for a free slot), pings, and reconnects with capped exponential
 * back-off and jitter, subscribing again. An auth close stops it until the token changes.
 */
export function createLiveClient(options: LiveClientOptions): LiveClient {
  const {
    baseDelayMs = 1_000,
    maxDelayMs = 30_000,
    pingMs = 25_000,
    random = Math.random,
    createSocket = (url: string) => new WebSocket(url),
  } = options
  const listeners = new Map<string, Set<() => void>>()
  const tickers = new Map<string, LiveTicker>()
  const statusListeners = new Set<() => void>()
  /** Symbols sent to the server on this socket (refused ones are dropped). */
  const sent = new Set<string>()
  let maxSymbols = LIVE_MAX_SYMBOLS
  let socket: LiveSocket | null = null
  let ready = false
  let status: LiveStatus = 'offline'
  let attempt = 0
  let retryTimer: ReturnType<typeof setTimeout> | null = null
  let pingTimer: ReturnType<typeof setInterval> | null = null
  let awaitingPong = false
  /** The token an auth close refused; nothing connects until the session has another. */
  let refusedToken: string | null = null

  const setStatus = (next: LiveStatus) => {
    if (next === status) return
    status = next
    for (const listener of [...statusListeners]) listener()
  }

  const send = (message: LiveClientMessage) => socket?.send(JSON.stringify(message))

  /** Subscribes what is wanted and not yet sent, up to the limit. */
  const syncSubscriptions = () => {
    if (!ready) return
    const wanted = [...listeners.keys()].filter((s) => !sent.has(s))
    const room = Math.max(0, maxSymbols - sent.size)
    const batch = wanted.slice(0, room)
    if (batch.length === 0) return
    for (const symbol of batch) sent.add(symbol)
    send({ type: 'subscribe', channel: 'tickers', symbols: batch })
  }

  const stopTimers = () => {
    if (pingTimer) clearInterval(pingTimer)
    pingTimer = null
    if (retryTimer) clearTimeout(retryTimer)
    retryTimer = null
  }

  /** Forgets the socket without waiting for its close event (a dead one may never send it). */
  const drop = (code = 1000) => {
    const old = socket
    socket = null
    ready = false
    sent.clear()
    stopTimers()
    if (!old) return
    old.onopen = old.onmessage = old.onclose = old.onerror = null
    try {
      old.close(code)
    } catch {
      // Already closing or closed: nothing more to release.
    }
  }

  const scheduleRetry = () => {
    setStatus('offline')
    if (listeners.size === 0 || retryTimer) return
    const cap = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt)
    attempt += 1
    // "Equal jitter": half the wait is fixed, half random, so tabs do not all return at once.
    retryTimer = setTimeout(
      () => {
        retryTimer = null
        connect()
      },
      cap / 2 + (random() * cap) / 2,
    )
  }

  const onMessage = (event: MessageEvent) => {
    let message: LiveServerMessage
    try {
      message = JSON.parse(String(event.data)) as LiveServerMessage
    } catch {
      return
    }
    switch (message.type) {
      case 'ready':
        ready = true
        attempt = 0
        maxSymbols = message.maxSymbols
        setStatus('live')
        syncSubscriptions()
        pingTimer = setInterval(() => {
          if (awaitingPong) {
            // No answer for a whole period: the connection is gone without a close.
            drop(4000)
            scheduleRetry()
            return
          }
          awaitingPong = true
          send({ type: 'ping' })
        }, pingMs)
        break
      case 'pong':
        awaitingPong = false
        break
      case 'ticker': {
        const { ticker } = message
        if (!listeners.has(ticker.symbol)) break
        tickers.set(ticker.symbol, ticker)
        for (const listener of [...(listeners.get(ticker.symbol) ?? [])]) listener()
        break
      }
      case 'error':
        // Over the limit: asked for again when a slot frees. Unknown symbols stay marked as sent,
        // so this socket does not ask for them again.
        if (message.code === 'too_many_symbols')
          for (const symbol of message.symbols ?? []) sent.delete(symbol)
        break
      default:
        break
    }
  }

  function connect() {
    if (socket || listeners.size === 0) return
    const token = options.getToken()
    if (!token || token === refusedToken) {
      setStatus('offline')
      return
    }
    setStatus('connecting')
    awaitingPong = false
    const next = createSocket(options.url())
    socket = next
    next.onopen = () => send({ type: 'auth', token })
    next.onmessage = onMessage
    next.onerror = () => undefined
    next.onclose = (event) => {
      if (socket !== next) return
      drop()
      if (authCloses.has(event.code)) {
        refusedToken = token
        setStatus('offline')
        return
      }
      scheduleRetry()
    }
  }

  // A new login (or a logout) replaces the socket: the old token's socket is closed by the server.
  options.watchToken?.(() => {
    drop()
    attempt = 0
    setStatus('offline')
    connect()
  })

  return {
    subscribeTicker(symbol, listener) {
      let set = listeners.get(symbol)
      const added = !set
      if (!set) {
        set = new Set()
        listeners.set(symbol, set)
      }
      set.add(listener)
      if (added) {
        if (socket) syncSubscriptions()
        else if (!retryTimer) connect()
      }
      return () => {
        const current = listeners.get(symbol)
        if (!current?.delete(listener) || current.size > 0) return
        listeners.delete(symbol)
        tickers.delete(symbol)
        if (listeners.size === 0) {
          drop()
          setStatus('offline')
          return
        }
        if (ready && sent.delete(symbol)) {
          send({ type: 'unsubscribe', channel: 'tickers', symbols: [symbol] })
          syncSubscriptions()
        }
      }
    },
    getTicker: (symbol) => tickers.get(symbol),
    getStatus: () => status,
    onStatus(listener) {
      statusListeners.add(listener)
      return () => void statusListeners.delete(listener)
    },
    reconnectNow() {
      if (!retryTimer) return
      clearTimeout(retryTimer)
      retryTimer = null
      connect()
    },
  }
}

/** ws(s)://this origin/v1/ws: the API's own origin, so the page's cookies and proxies apply. */
export function liveUrl(origin = globalThis.location?.origin ?? 'http://localhost'): string {
  return `${origin.replace(/^http/, 'ws')}${API_PREFIX}${LIVE_PATH}`
}

/** The tab's one live client. */
export const live: LiveClient = createLiveClient({
  url: () => liveUrl(),
  getToken: () => session.get().token,
  watchToken(listener) {
    let token = session.get().token
    return session.subscribe(() => {
      const next = session.get().token
      if (next === token) return
      token = next
      listener()
    })
  },
})

globalThis.addEventListener?.('online', () => live.reconnectNow())
