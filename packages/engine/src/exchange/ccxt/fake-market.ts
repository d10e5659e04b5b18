import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  binanceMiniTicker,
  binanceSymbol,
  binanceTicker,
  okxInstrument,
  okxTicker,
} from './fake-market-payloads'
import { acceptWebSockets, type FakeSocket } from './fake-ws'

/** A symbol the fake lists, with a base price its candles and tickers move around. */
export interface FakeMarketSymbol {
  base: string
  quote: string
  price: number
}

export const fakeMarketSymbols: FakeMarketSymbol[] = [
  { base: 'BTC', quote: 'USDT', price: 50_000 },
  { base: 'WLD', quote: 'USDT', price: 2 },
]

const BAR_MS: Record<string, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '1H': 3_600_000,
  '4h': 14_400_000,
  '4H': 14_400_000,
  '1d': 86_400_000,
  '1Dutc': 86_400_000,
}

/** Candle k of a series: a saw-tooth of 0.1 % steps, so tests can predict every price. */
function candleAt(s: FakeMarketSymbol, time: number, ms: number) {
  const k = Math.floor(time / ms) % 10
  const open = s.price * (1 + k / 1000)
  const close = s.price * (1 + (k + 1) / 1000)
  return { time, open, high: close * 1.001, low: open * 0.999, close, volume: 10 + k }
}

/**
 * A local stand-in for the public market data of Binance and OKX that ccxt uses: markets, klines or
 * candles, 24 h tickers over REST, and ticker streams over WebSocket (Binance `/ws`, OKX
 * `/ws/v5/public`). Tests push prices with `pushPrice`; `now` is the fake's clock.
 */
export async function startFakeMarket(options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now())
  const symbols = fakeMarketSymbols.map((s) => ({ ...s, last: s.price }))
  const requests: string[] = []
  const sockets: { socket: FakeSocket; subscribed: Set<string> }[] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    requests.push(`${req.method} ${url.pathname}`)
    const reply = (data: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(data))
    }
    const okx = (data: unknown[]) => reply({ code: '0', msg: '', data })
    const q = url.searchParams
    switch (url.pathname) {
      case '/api/v3/exchangeInfo':
        return reply({
          timezone: 'UTC',
          serverTime: now(),
          symbols: symbols.map((s) => binanceSymbol(s)),
        })
      case '/api/v5/public/instruments':
        return okx(symbols.map((s) => okxInstrument(s)))
      case '/api/v3/klines': {
        const s = symbols.find((x) => x.base + x.quote === q.get('symbol'))
        const rows = s ? series(s, q.get('interval') ?? '1h', q, now()) : []
        return reply(
          rows.map((c) => [c.time, ...[c.open, c.high, c.low, c.close, c.volume].map(String)]),
        )
      }
      case '/api/v5/market/candles':
      case '/api/v5/market/history-candles': {
        const s = symbols.find((x) => `${x.base}-${x.quote}` === q.get('instId'))
        const rows = s ? series(s, q.get('bar') ?? '1H', q, now()) : []
        const current = now()
        return okx(
          rows
            .map((c) => [
              String(c.time),
              ...[c.open, c.high, c.low, c.close, c.volume, c.volume, c.volume].map(String),
              c.time + (BAR_MS[q.get('bar') ?? '1H'] ?? 0) <= current ? '1' : '0',
            ])
            .reverse(),
        )
      }
      case '/api/v3/ticker/24hr':
        return reply(symbols.map((s) => binanceTicker(s, now())))
      case '/api/v5/market/tickers':
        return okx(symbols.map((s) => okxTicker(s, now())))
      default:
        res.writeHead(404, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ code: -1, msg: `The fake has no ${url.pathname}` }))
    }
  })
  const ws = acceptWebSockets(server, (socket, onText) => {
    const entry = { socket, subscribed: new Set<string>() }
    sockets.push(entry)
    onText((text) => {
      if (text === 'ping') return socket.send('pong')
      const m = JSON.parse(text) as {
        id?: number
        params?: string[]
        op?: string
        args?: { channel: string; instId: string }[]
      }
      // Binance: {"method":"SUBSCRIBE","params":["btcusdt@miniTicker"],"id":1}
      for (const p of m.params ?? []) entry.subscribed.add(p.split('@')[0]!.toUpperCase())
      if (m.params) socket.send(JSON.stringify({ result: null, id: m.id }))
      // OKX: {"op":"subscribe","args":[{"channel":"tickers","instId":"BTC-USDT"}]}
      for (const a of m.args ?? []) {
        entry.subscribed.add(a.instId.replace('-', ''))
        socket.send(JSON.stringify({ event: 'subscribe', arg: a, connId: 'fake' }))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Symbols (like `BTCUSDT`) some socket subscribed to. */
    subscribed: () => new Set(sockets.flatMap((s) => [...s.subscribed])),
    /** Sends a ticker update for `symbol` at `price` to every socket subscribed to it. */
    pushPrice(symbol: string, price: number) {
      const s = symbols.find((x) => x.base + x.quote === symbol)
      if (!s) throw new Error(`the fake has no ${symbol}`)
      s.last = price
      for (const { socket, subscribed } of sockets) {
        if (!subscribed.has(symbol)) continue
        socket.send(
          JSON.stringify(
            socket.path.startsWith('/ws/v5')
              ? {
                  arg: { channel: 'tickers', instId: `${s.base}-${s.quote}` },
                  data: [okxTicker(s, now())],
                }
              : binanceMiniTicker(s, now()),
          ),
        )
      }
    },
    /** Drops every socket, as an exchange restarting would. */
    dropSockets: () => ws.closeAll(),
    close() {
      ws.closeAll()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      return closed
    },
  }
}

/** Candles ending with the unfinished one containing now, from `startTime`/`after`, newest `limit`. */
function series(s: FakeMarketSymbol, bar: string, q: URLSearchParams, now: number) {
  const ms = BAR_MS[bar] ?? 3_600_000
  const limit = Math.min(Number(q.get('limit') ?? 100), 1000)
  const current = Math.floor(now / ms) * ms
  const start = q.get('startTime') ?? null
  const first = start ? Math.ceil(Number(start) / ms) * ms : current - (limit - 1) * ms
  const out = []
  for (let t = first; t <= current && out.length < limit; t += ms) out.push(candleAt(s, t, ms))
  return out
}
