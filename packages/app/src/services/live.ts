import {
  API_PREFIX,
  LIVE_MAX_SYMBOLS,
  LIVE_PATH,
  liveClose,
  type LiveBacktestQueueMessage,
  type LiveBotMessage,
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
  now?: () => number
}

/** What the screens read: one cached ticker per symbol, the user's bot events and the status. */
export interface LiveSource {
  /** Follows `symbol` until the returned function is called; `listener` runs on every change. */
  subscribeTicker(symbol: string, listener: () => void): () => void
  getTicker(symbol: string): LiveTicker | undefined
  /**
   * Every event of the user's bots (status, fills, PnL) until the returned function is called.
   * The server sends them to each of the user's sockets; listening keeps the socket open.
   */
  subscribeBots(listener: (event: LiveBotMessage) => void): () => void
  getStatus(): LiveStatus
  onStatus(listener: () => void): () => void
}

/** A message as the /ws page lists it. */
export interface LiveLogEntry {
  /** The client's clock when it arrived. */
  at: number
  message: LiveServerMessage
}

/** What the /ws page shows about the connection. */
export interface LiveInfo {
  status: LiveStatus
  url: string
  /** When the current socket became ready; null while not live. */
  connectedAt: number | null
  /** Round trip of the last answered ping, ms. */
  latencyMs: number | null
  /** Ticker symbols the socket follows now. */
  symbols: string[]
  /** Whether bot events are listened to. */
  bots: boolean
  /** Connections opened since the page loaded (the first and every reconnect). */
  connects: number
  /**
   * The server refused the last socket: the account holds as many as it may (decision 080). The
   * client then waits its longest back-off before each try, since only a closed tab makes room.
   */
  tooManySockets: boolean
  /** Newest first, at most `LIVE_LOG_SIZE`. */
  log: LiveLogEntry[]
}

export const LIVE_LOG_SIZE = 50

export interface LiveClient extends LiveSource {
  /** Connects now: skips the back-off wait, or replaces a live socket (the /ws page's button). */
  reconnectNow(): void
  /**
   * The user's unread notification count whenever it changes (decision 068) until the returned
   * function is called; listening keeps the socket open (the header's bell does, on every page).
   */
  subscribeUnread(listener: (unread: number) => void): () => void
  /**
   * The places of the user's backtests waiting in the server's line (decision 080) until the
   * returned function is called; listening keeps the socket open.
   */
  subscribeBacktests(listener: (message: LiveBacktestQueueMessage) => void): () => void
  /** Measures the round trip now (the /ws page); the answer updates `latencyMs`. */
  ping(): void
  getInfo(): LiveInfo
  /** Runs on every change of `getInfo()`; the /ws page keeps the socket open while it listens. */
  onInfo(listener: () => void): () => void
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
  const botListeners = new Set<(event: LiveBotMessage) => void>()
  const infoListeners = new Set<() => void>()
  const unreadListeners = new Set<(unread: number) => void>()
  const backtestListeners = new Set<(message: LiveBacktestQueueMessage) => void>()
  let info: LiveInfo = {
    status: 'offline',
    url: '',
    connectedAt: null,
    latencyMs: null,
    symbols: [],
    bots: false,
    connects: 0,
    tooManySockets: false,
    log: [],
  }
  /** When the unanswered ping left, by its id. */
  const pings = new Map<string, number>()
  let pingSeq = 0
  const now = options.now ?? Date.now
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

  /** Someone wants the socket: a ticker, bot events or the /ws page. */
  const wanted = () =>
    listeners.size > 0 ||
    botListeners.size > 0 ||
    infoListeners.size > 0 ||
    unreadListeners.size > 0 ||
    backtestListeners.size > 0

  /** A new `info` object on every change, so React sees it. */
  const updateInfo = (patch: Partial<LiveInfo>) => {
    info = { ...info, ...patch, status, symbols: [...sent], bots: botListeners.size > 0 }
    for (const listener of [...infoListeners]) listener()
  }

  const record = (message: LiveServerMessage) => {
    if (infoListeners.size === 0) return
    updateInfo({ log: [{ at: now(), message }, ...info.log].slice(0, LIVE_LOG_SIZE) })
  }

  const setStatus = (next: LiveStatus) => {
    if (next === status) return
    status = next
    for (const listener of [...statusListeners]) listener()
    updateInfo(next === 'live' ? {} : { connectedAt: null })
  }

  const sendPing = () => {
    const id = String(++pingSeq)
    pings.clear()
    pings.set(id, now())
    awaitingPong = true
    send({ type: 'ping', id })
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
    updateInfo({})
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

  /** `floorMs`: wait at least about this long (half of it fixed, as the jitter below does). */
  const scheduleRetry = (floorMs = 0) => {
    setStatus('offline')
    if (!wanted() || retryTimer) return
    const cap = Math.max(floorMs, Math.min(maxDelayMs, baseDelayMs * 2 ** attempt))
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
    record(message)
    switch (message.type) {
      case 'ready':
        ready = true
        attempt = 0
        maxSymbols = message.maxSymbols
        setStatus('live')
        updateInfo({ connectedAt: now(), connects: info.connects + 1, tooManySockets: false })
        syncSubscriptions()
        pingTimer = setInterval(() => {
          if (awaitingPong) {
            // No answer for a whole period: the connection is gone without a close.
            drop(4000)
            scheduleRetry()
            return
          }
          sendPing()
        }, pingMs)
        break
      case 'pong': {
        awaitingPong = false
        const sentAt = message.id === undefined ? undefined : pings.get(message.id)
        if (sentAt !== undefined) {
          pings.delete(message.id!)
          updateInfo({ latencyMs: now() - sentAt })
        }
        break
      }
      case 'bot.status':
      case 'bot.fill':
      case 'bot.pnl':
        for (const listener of [...botListeners]) listener(message)
        break
      case 'notification.unread':
        for (const listener of [...unreadListeners]) listener(message.unread)
        break
      case 'backtest.queue':
        for (const listener of [...backtestListeners]) listener(message)
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
    if (socket || !wanted()) return
    const token = options.getToken()
    if (!token || token === refusedToken) {
      setStatus('offline')
      return
    }
    setStatus('connecting')
    awaitingPong = false
    const url = options.url()
    updateInfo({ url })
    const next = createSocket(url)
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
      const full = event.code === liveClose.tooManySockets.code
      if (full !== info.tooManySockets) updateInfo({ tooManySockets: full })
      scheduleRetry(full ? maxDelayMs : 0)
    }
  }

  /** Nobody wants the socket any more. */
  function release() {
    drop()
    setStatus('offline')
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
        if (!wanted()) {
          release()
          return
        }
        if (ready && sent.delete(symbol)) {
          send({ type: 'unsubscribe', channel: 'tickers', symbols: [symbol] })
          syncSubscriptions()
          updateInfo({})
        }
      }
    },
    getTicker: (symbol) => tickers.get(symbol),
    subscribeBots(listener) {
      botListeners.add(listener)
      updateInfo({})
      if (!socket && !retryTimer) connect()
      return () => {
        if (!botListeners.delete(listener)) return
        updateInfo({})
        if (!wanted()) release()
      }
    },
    subscribeUnread(listener) {
      unreadListeners.add(listener)
      if (!socket && !retryTimer) connect()
      return () => {
        if (!unreadListeners.delete(listener)) return
        if (!wanted()) release()
      }
    },
    subscribeBacktests(listener) {
      backtestListeners.add(listener)
      if (!socket && !retryTimer) connect()
      return () => {
        if (!backtestListeners.delete(listener)) return
        if (!wanted()) release()
      }
    },
    getStatus: () => status,
    onStatus(listener) {
      statusListeners.add(listener)
      return () => void statusListeners.delete(listener)
    },
    reconnectNow() {
      if (retryTimer) {
        clearTimeout(retryTimer)
        retryTimer = null
      } else if (socket) drop()
      attempt = 0
      refusedToken = null
      connect()
    },
    ping() {
      if (ready) sendPing()
    },
    getInfo: () => info,
    onInfo(listener) {
      infoListeners.add(listener)
      if (!socket && !retryTimer) connect()
      return () => {
        if (!infoListeners.delete(listener)) return
        if (!wanted()) release()
      }
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

globalThis.addEventListener?.('online', () => {
  if (live.getStatus() === 'offline') live.reconnectNow()
})
