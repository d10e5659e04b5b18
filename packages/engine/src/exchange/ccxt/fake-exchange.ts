import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { D } from '../../core/decimal'
import { binanceSymbol, okxInstrument } from './fake-market-payloads'

/** One request the fake received, with whether its signature matched the fake's secret. */
export interface Received {
  method: string
  path: string
  params: Record<string, string>
  headers: IncomingMessage['headers']
  signed: boolean
}

export interface FakeState {
  /** Binance apiRestrictions.enableWithdrawals, or 'withdraw' in OKX's perm list. */
  withdrawals: boolean
  trading: boolean
  /**
   * Answer a private request whose key or signature is wrong as the exchange does (Binance -2015,
   * OKX 50113), instead of only recording it.
   */
  strictAuth?: boolean
  /** Drop every connection unanswered, as an exchange that cannot be reached. */
  down?: boolean
  /** The key was revoked: every private call answers the venue's invalid-key error. */
  revoked?: boolean
  /** Where market orders fill (default 1), and, with `book`, the price limit orders wait for. */
  price?: number
  /**
   * Limit orders rest until `price` reaches them (a buy's at or above it, a sell's at or below
   * it), then fill whole at their own price, as a maker's do, their trades stamped with the wall
   * clock of that moment. Without it every limit order fills as soon as the trades are read.
   */
  book?: boolean
  /**
   * Binance: a limit order fills in this many trades, one more each time the trades are read
   * (default 1: whole at once). A cancelled order keeps the trades it had.
   */
  tradeParts?: number
}

const secret = 'fake-secret'
export const fakeCredentials = { apiKey: 'fake-key', secret, password: 'fake-pass' }

// The fake trades WLD/USDT with Binance's and OKX's real steps for it.
const wld = { base: 'WLD', quote: 'USDT', price: 2 }
const wldRules = { tick: '0.0001', step: '0.1', minSize: '1' }
const wldBinance = binanceSymbol(wld, wldRules)
const wldOkx = okxInstrument(wld, wldRules)

const TRADE_TIME = 1_700_000_000_000

/**
 * The fake's own control route (no venue has it): GET answers `{price, book}`, PUT sets either,
 * e.g. `{"price": 2.2}`. For runs that hold the fake in another process, as end-to-end ones do.
 */
export const FAKE_CONTROL_PATH = '/fake/state'

/**
 * A local stand-in for exactly the Binance and OKX endpoints the adapter uses, on 127.0.0.1 and a
 * free port. It checks each private request's HMAC the way the exchange does and records it.
 */
export async function startFakeExchange(
  state: FakeState = { withdrawals: false, trading: true },
  /** 0 picks a free one; end-to-end runs give a fixed port the server is told about. */
  listenOn = 0,
) {
  const received: Received[] = []
  /** Times of trades shown in parts: after every whole-order trade's. */
  let clock = TRADE_TIME + 1_000_000
  const orders = new Map<
    string,
    {
      clientId: string
      side: string
      type: string
      qty: string
      price: string
      /** When each trade shown so far happened (tradeParts); cancelled orders show no more. */
      shown?: number[]
      canceled?: boolean
      /** With `book`: when the price reached it (wall clock); it stays filled if the price moves back. */
      filledAt?: number
    }
  >()
  type FakeOrder = typeof orders extends Map<string, infer O> ? O : never
  /** Whether an order has filled (or, in parts, started to): at once, or with `book` once reached. */
  const reached = (o: FakeOrder) => {
    if (!state.book) return true
    const at = state.price ?? 1
    const crossed =
      o.type.toUpperCase() === 'MARKET' ||
      (o.side.toUpperCase() === 'BUY' ? at <= Number(o.price) : at >= Number(o.price))
    if (o.filledAt === undefined && !o.canceled && crossed) o.filledAt = Date.now()
    return o.filledAt !== undefined
  }
  const control = (method: string | undefined, body: string, res: ServerResponse) => {
    const answer = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(data))
    }
    if (method === 'PUT') {
      let patch: { price?: unknown; book?: unknown }
      try {
        patch = JSON.parse(body || '{}') as typeof patch
      } catch {
        return answer(400, { msg: 'The body is not JSON' })
      }
      const { price, book } = patch
      if (price !== undefined && (typeof price !== 'number' || !(price > 0)))
        return answer(400, { msg: 'price must be a number above 0' })
      if (book !== undefined && typeof book !== 'boolean')
        return answer(400, { msg: 'book must be true or false' })
      if (price !== undefined) state.price = price
      if (book !== undefined) state.book = book
    } else if (method !== 'GET') return answer(405, { msg: 'GET or PUT' })
    answer(200, { price: state.price ?? 1, book: state.book ?? false })
  }
  const server: Server = createServer((req, res) => {
    if (state.down) return req.socket.destroy()
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      // The fake's own control, for runs that hold it in another process (end-to-end): not the venue's.
      if (url.pathname === FAKE_CONTROL_PATH) return control(req.method, body, res)
      const form = body && !body.startsWith('{') ? new URLSearchParams(body) : null
      const json = body.startsWith('{') ? (JSON.parse(body) as Record<string, string>) : {}
      const params = {
        ...Object.fromEntries(url.searchParams),
        ...(form ? Object.fromEntries(form) : {}),
        ...json,
      }
      const signed = verify(req, url, body)
      received.push({
        method: req.method ?? '',
        path: url.pathname,
        params,
        headers: req.headers,
        signed,
      })
      const reply = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(data))
      }
      const okx = (data: unknown[]) => reply(200, { code: '0', msg: '', data })
      if (state.strictAuth && !signed && isPrivate(url.pathname))
        return url.pathname.startsWith('/api/v5/')
          ? reply(401, { code: '50113', msg: 'Invalid Sign', data: [] })
          : reply(401, { code: -2015, msg: 'Invalid API-key, IP, or permissions for action.' })
      const key = `${req.method} ${url.pathname}`
      const isOkx = url.pathname.startsWith('/api/v5/')
      const priv = !url.pathname.includes('/public/') && !url.pathname.endsWith('/exchangeInfo')
      if (state.revoked && priv)
        return isOkx
          ? reply(401, { code: '50111', msg: 'Invalid OK-ACCESS-KEY', data: [] })
          : reply(401, { code: -2015, msg: 'Invalid API-key, IP, or permissions for action.' })
      const byClient = (id: string | undefined) => [...orders].find(([, o]) => o.clientId === id)
      const marketPrice = String(state.price ?? 1)
      const qtyOf = (qty: string | undefined, quote: string | undefined, price: string) =>
        qty ?? String(Number(quote ?? '0') / Number(price))
      switch (key) {
        case 'GET /api/v3/exchangeInfo':
          return reply(200, {
            timezone: 'UTC',
            serverTime: TRADE_TIME,
            rateLimits: [],
            exchangeFilters: [],
            symbols: [wldBinance],
          })
        case 'GET /sapi/v1/account/apiRestrictions':
          return reply(200, {
            ipRestrict: false,
            createTime: TRADE_TIME,
            enableReading: true,
            enableWithdrawals: state.withdrawals,
            enableInternalTransfer: false,
            enableMargin: false,
            enableFutures: false,
            permitsUniversalTransfer: false,
            enableVanillaOptions: false,
            enableSpotAndMarginTrading: state.trading,
          })
        case 'GET /api/v3/account':
          return reply(200, {
            makerCommission: 10,
            takerCommission: 10,
            canTrade: true,
            accountType: 'SPOT',
            permissions: ['SPOT'],
            balances: [
              { asset: 'USDT', free: '980.5', locked: '20' },
              { asset: 'WLD', free: '3', locked: '0' },
            ],
          })
        case 'POST /api/v3/order': {
          if (byClient(params.newClientOrderId))
            return reply(400, { code: -2010, msg: 'Duplicate order sent.' })
          const id = String(100 + orders.size)
          const price = params.type === 'MARKET' ? marketPrice : (params.price ?? '0')
          orders.set(id, {
            clientId: params.newClientOrderId ?? '',
            side: params.side ?? '',
            type: params.type ?? '',
            qty: qtyOf(params.quantity, params.quoteOrderQty, price),
            price,
          })
          return reply(200, {
            symbol: 'WLDUSDT',
            orderId: Number(id),
            clientOrderId: params.newClientOrderId,
            transactTime: TRADE_TIME,
            price: params.price ?? '0',
            origQty: params.quantity ?? '0',
            executedQty: '0',
            cummulativeQuoteQty: '0',
            status: 'NEW',
            timeInForce: 'GTC',
            type: params.type,
            side: params.side,
          })
        }
        case 'DELETE /api/v3/order': {
          const [id, o] = [...orders].find(([, x]) => x.clientId === params.origClientOrderId) ?? []
          if (!id || !o) return reply(400, { code: -2011, msg: 'Unknown order sent.' })
          o.canceled = true
          return reply(200, {
            symbol: 'WLDUSDT',
            orderId: Number(id),
            origClientOrderId: o.clientId,
            clientOrderId: 'cancel1',
            price: o.price,
            origQty: o.qty,
            executedQty: '0',
            cummulativeQuoteQty: '0',
            status: 'CANCELED',
            timeInForce: 'GTC',
            type: o.type.toUpperCase(),
            side: o.side.toUpperCase(),
          })
        }
        case 'GET /api/v3/myTrades':
          return reply(
            200,
            [...orders].flatMap(([id, o], i) => {
              const parts = o.type === 'MARKET' ? 1 : (state.tradeParts ?? 1)
              o.shown ??= []
              // Each read shows one more trade, later than any shown before (as the venue's are).
              if (!o.canceled && o.shown.length < parts && reached(o)) o.shown.push((clock += 1))
              return partsOf(o.qty, parts)
                .slice(0, o.shown.length)
                .map((qty, part) => ({
                  symbol: 'WLDUSDT',
                  id: parts === 1 ? 500 + i : 10_000 + i * 100 + part,
                  orderId: Number(id),
                  price: o.price,
                  qty,
                  quoteQty: String(Number(o.price) * Number(qty)),
                  commission: parts === 1 ? '0.015' : '0.005',
                  commissionAsset: 'USDT',
                  time: parts === 1 ? (o.filledAt ?? TRADE_TIME + i) : o.shown![part]!,
                  isBuyer: o.side === 'BUY',
                  isMaker: true,
                  isBestMatch: true,
                }))
            }),
          )
        case 'GET /api/v3/openOrders':
          return reply(200, [])
        case 'GET /api/v3/order': {
          const [id, o] = byClient(params.origClientOrderId) ?? []
          if (!id || !o) return reply(400, { code: -2013, msg: 'Order does not exist.' })
          const filled = reached(o)
          return reply(200, {
            symbol: 'WLDUSDT',
            orderId: Number(id),
            clientOrderId: o.clientId,
            price: o.price,
            origQty: o.qty,
            executedQty: filled ? o.qty : '0',
            cummulativeQuoteQty: filled ? String(Number(o.price) * Number(o.qty)) : '0',
            status: filled ? 'FILLED' : o.canceled ? 'CANCELED' : 'NEW',
            timeInForce: 'GTC',
            type: o.type.toUpperCase(),
            side: o.side.toUpperCase(),
            time: TRADE_TIME,
            updateTime: TRADE_TIME,
          })
        }
        case 'GET /api/v5/trade/order': {
          const [id, o] = byClient(params.clOrdId) ?? []
          if (!id || !o) return reply(200, { code: '51603', msg: 'Order does not exist', data: [] })
          const filled = reached(o)
          return okx([
            {
              instId: 'WLD-USDT',
              instType: 'SPOT',
              ordId: id,
              clOrdId: o.clientId,
              px: o.price,
              sz: o.qty,
              accFillSz: filled ? o.qty : '0',
              avgPx: filled ? o.price : '',
              state: filled ? 'filled' : o.canceled ? 'canceled' : 'live',
              side: o.side,
              ordType: o.type,
              cTime: String(TRADE_TIME),
              uTime: String(TRADE_TIME),
            },
          ])
        }
        case 'GET /api/v5/public/instruments':
          return okx([wldOkx])
        case 'GET /api/v5/account/config':
          return okx([
            {
              uid: '1',
              acctLv: '1',
              posMode: 'net_mode',
              perm: [
                'read_only',
                ...(state.trading ? ['trade'] : []),
                ...(state.withdrawals ? ['withdraw'] : []),
              ].join(','),
            },
          ])
        case 'GET /api/v5/account/balance':
          return okx([
            {
              uTime: String(TRADE_TIME),
              totalEq: '1000',
              details: [
                {
                  ccy: 'USDT',
                  availBal: '900',
                  frozenBal: '100',
                  eq: '1000',
                  cashBal: '1000',
                  uTime: String(TRADE_TIME),
                },
              ],
            },
          ])
        case 'POST /api/v5/trade/order': {
          if (byClient(params.clOrdId))
            return reply(200, {
              code: '1',
              msg: 'Operation failed.',
              data: [
                { clOrdId: params.clOrdId, ordId: '', sCode: '51016', sMsg: 'Duplicated clOrdId' },
              ],
            })
          const id = String(700 + orders.size)
          const price = params.ordType === 'market' ? marketPrice : (params.px ?? '0')
          const quoteSized = params.ordType === 'market' && params.tgtCcy === 'quote_ccy'
          orders.set(id, {
            clientId: params.clOrdId ?? '',
            side: params.side ?? '',
            type: params.ordType ?? '',
            qty: quoteSized ? qtyOf(undefined, params.sz, price) : (params.sz ?? ''),
            price,
          })
          return okx([
            {
              clOrdId: params.clOrdId,
              ordId: id,
              tag: '',
              sCode: '0',
              sMsg: '',
              ts: String(TRADE_TIME),
            },
          ])
        }
        case 'POST /api/v5/trade/cancel-order': {
          const [, o] = byClient(params.clOrdId) ?? []
          if (o) o.canceled = true
          return okx([
            {
              clOrdId: params.clOrdId,
              ordId: [...orders].find(([, x]) => x.clientId === params.clOrdId)?.[0] ?? '',
              sCode: '0',
              sMsg: '',
            },
          ])
        }
        case 'GET /api/v5/trade/fills-history':
          return okx(
            [...orders]
              .map(([id, o], i) => [id, o, i] as const)
              .filter(([, o]) => reached(o))
              .map(([id, o, i]) => ({
                instType: 'SPOT',
                instId: 'WLD-USDT',
                tradeId: String(900 + i),
                ordId: id,
                clOrdId: o.clientId,
                fillPx: o.price,
                fillSz: o.qty,
                side: o.side,
                execType: 'M',
                feeCcy: 'USDT',
                fee: '-0.015',
                ts: String(o.filledAt ?? TRADE_TIME + i),
              })),
          )
        default:
          return reply(404, { code: -1, msg: `The fake has no ${key}` })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** An order's quantity in `n` trades: equal tenths-rounded parts, the last takes the rest. */
function partsOf(qty: string, n: number): string[] {
  if (n === 1) return [qty]
  const total = new D(qty)
  const each = total.div(n).toDecimalPlaces(1, D.ROUND_DOWN)
  return Array.from({ length: n }, (_, i) =>
    (i < n - 1 ? each : total.sub(each.mul(n - 1))).toString(),
  )
}

const publicPaths = new Set(['/api/v3/exchangeInfo', '/api/v5/public/instruments'])
const isPrivate = (path: string) => !publicPaths.has(path)

/** Binance: HMAC-SHA256 hex of the query (or form body) before `signature`. OKX: base64 HMAC of ts + method + path + body. */
function verify(req: IncomingMessage, url: URL, body: string): boolean {
  if (url.pathname.startsWith('/api/v5/')) {
    const ts = req.headers['ok-access-timestamp']
    if (typeof ts !== 'string') return false
    const expected = createHmac('sha256', secret)
      .update(`${ts}${req.method}${url.pathname}${url.search}${body}`)
      .digest('base64')
    return req.headers['ok-access-sign'] === expected && req.headers['ok-access-key'] === 'fake-key'
  }
  const payload = body || url.search.slice(1)
  const at = payload.lastIndexOf('&signature=')
  if (at < 0) return false
  const expected = createHmac('sha256', secret).update(payload.slice(0, at)).digest('hex')
  return (
    payload.slice(at + '&signature='.length) === expected &&
    req.headers['x-mbx-apikey'] === 'fake-key'
  )
}
