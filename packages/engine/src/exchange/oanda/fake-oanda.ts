import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const fakeOandaAccount = '101-004-1234567-001'
export const fakeOandaToken = 'fake-oanda-token'

const instruments = [
  {
    name: 'EUR_USD',
    type: 'CURRENCY',
    displayName: 'EUR/USD',
    pipLocation: -4,
    displayPrecision: 5,
    tradeUnitsPrecision: 0,
    minimumTradeSize: '1',
  },
  {
    name: 'XAU_USD',
    type: 'METAL',
    displayName: 'Gold',
    pipLocation: -2,
    displayPrecision: 3,
    tradeUnitsPrecision: 0,
    minimumTradeSize: '1',
  },
]

const SECONDS: Record<string, number> = {
  M1: 60,
  M5: 300,
  M15: 900,
  H1: 3600,
  H4: 14_400,
  D: 86_400,
}
const BASE: Record<string, number> = { EUR_USD: 1.1, XAU_USD: 2400 }

/** A request the fake received, for tests that check what was asked. */
export interface OandaReceived {
  path: string
  query: Record<string, string>
  authorization: string
}

/**
 * A local stand-in for the OANDA v20 endpoints the client uses: bearer-token auth (401 with OANDA's
 * message otherwise), the account summary, instruments, mid candles on a fixed saw-tooth around a
 * base price, and the chunked pricing stream, fed by `pushPrice`. `now` is the fake's clock.
 */
export async function startFakeOanda(options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now())
  const received: OandaReceived[] = []
  const streams = new Set<ServerResponse>()
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const authorization = req.headers.authorization ?? ''
    received.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization,
    })
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (authorization !== `Bearer ${fakeOandaToken}`)
      return reply(401, { errorMessage: 'Insufficient authorization to perform request.' })
    const account = /^\/v3\/accounts\/([^/]+)\/(.+)$/.exec(url.pathname)
    if (account && account[1] !== fakeOandaAccount)
      return reply(403, { errorMessage: 'The provided request was forbidden.' })
    if (account?.[2] === 'summary')
      return reply(200, {
        account: {
          id: fakeOandaAccount,
          alias: 'Primary',
          currency: 'USD',
          balance: '100000.0000',
          NAV: '100000.0000',
          marginAvailable: '100000.0000',
          openTradeCount: 0,
        },
        lastTransactionID: '3',
      })
    if (account?.[2] === 'instruments') return reply(200, { instruments, lastTransactionID: '3' })
    if (account?.[2] === 'pricing/stream') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' })
      res.write(`${JSON.stringify({ type: 'HEARTBEAT', time: new Date(now()).toISOString() })}\n`)
      streams.add(res)
      req.on('close', () => streams.delete(res))
      return
    }
    const candles = /^\/v3\/instruments\/([A-Z_]+)\/candles$/.exec(url.pathname)
    if (candles) return reply(200, candleReply(candles[1]!, url.searchParams, now()))
    return reply(404, { errorMessage: `The fake has no ${url.pathname}` })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** Open pricing streams. */
    get streams() {
      return streams.size
    },
    pushPrice(instrument: string, bid: string, ask: string, time = now()) {
      const line = {
        type: 'PRICE',
        time: new Date(time).toISOString(),
        bids: [{ price: bid, liquidity: 1_000_000 }],
        asks: [{ price: ask, liquidity: 1_000_000 }],
        closeoutBid: bid,
        closeoutAsk: ask,
        status: 'tradeable',
        tradeable: true,
        instrument,
      }
      for (const res of streams) res.write(`${JSON.stringify(line)}\n`)
    },
    close() {
      for (const res of streams) res.destroy()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      // fetch keeps idle connections alive; without this, close waits for their timeout.
      server.closeAllConnections()
      return closed
    },
  }
}

/** Candles up to the one containing `now` (unfinished), like OANDA: from/to, or the newest `count`. */
function candleReply(instrument: string, q: URLSearchParams, now: number) {
  const granularity = q.get('granularity') ?? 'S5'
  const step = (SECONDS[granularity] ?? 60) * 1000
  const base = BASE[instrument] ?? 1
  const current = Math.floor(now / step) * step
  // Without `to`, up to the unfinished candle containing now; `to` is exclusive.
  const last = q.has('to')
    ? Math.floor((Math.min(Date.parse(q.get('to')!), now + 1) - 1) / step) * step
    : current
  const count = Number(q.get('count') ?? 500)
  const first = q.has('from')
    ? Math.ceil(Date.parse(q.get('from')!) / step) * step
    : last - (count - 1) * step
  const out = []
  for (let t = first; t <= last && out.length < 5000; t += step) {
    const k = (t / step) % 10
    const o = base * (1 + k / 1000)
    const c = base * (1 + (k + 1) / 1000)
    const digits = instrument === 'XAU_USD' ? 3 : 5
    out.push({
      complete: t < current,
      volume: 10 + k,
      time: `${new Date(t).toISOString().slice(0, -1)}000000Z`,
      mid: {
        o: o.toFixed(digits),
        h: (c * 1.0005).toFixed(digits),
        l: (o * 0.9995).toFixed(digits),
        c: c.toFixed(digits),
      },
    })
  }
  return { instrument, granularity, candles: out }
}
