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
  /**
   * Refuse every new order as the venue does when this rule fails: Binance's `-1013 Filter
   * failure: <rule>`, OKX's matching sCode (51121 lot size, 51006 price limit, 51020 minimum).
   */
  refuseOrders?: OrderRule
  /**
   * Faults to answer with, in turn (issue 28): each one answers the next request it applies to,
   * once, with the venue's own status, code and words (as ccxt's binance.js and okx.js map them).
   */
  faults?: Fault[]
  /**
   * The account's balances, free and locked, per asset, as both venues' account routes answer them
   * (default: 980.5 + 20 USDT and 3 WLD on Binance, 1,000 USDT on OKX). Tests set them to play
   * coins sold outside the bots.
   */
  balances?: Record<string, { free: string; locked: string }>
  /**
   * The venue's clock runs this far ahead of ours. A signed request stamped outside its window
   * (Binance: recvWindow, OKX: 30 s) is refused with -1021 / 50102, as a skewed client's are.
   */
  clockSkewMs?: number
}

export type OrderRule = 'LOT_SIZE' | 'PERCENT_PRICE_BY_SIDE' | 'NOTIONAL'

export const faultKinds = [
  /** 429 with Retry-After: Binance -1003, OKX 50011. */
  'rate_limit',
  /** Binance 418: the address is banned until a time the message names. OKX answers 429 50011. */
  'ban',
  /** Binance 500 -1001 ("execution status unknown"), OKX 503 50013 (busy). */
  'server_error',
  /** 503: Binance's bare "Service Unavailable.", OKX 50001 (matching engine upgrading). */
  'maintenance',
  /** The order is booked, and its answer never comes: the client times out not knowing. */
  'timeout_after_accept',
  /** Binance -2010 "Account has insufficient balance…", OKX sCode 51008. */
  'insufficient_balance',
] as const
export type FaultKind = (typeof faultKinds)[number]

export interface Fault {
  kind: FaultKind
  /** 'order' (the default): the next new order; 'any': the next private request of any kind. */
  on?: 'order' | 'any'
  /** rate_limit and ban: the wait the venue names, in seconds (default 1). */
  retryAfterS?: number
  /** Only requests to this venue's API (the fake serves both); either by default. */
  venue?: 'binance' | 'okx'
}

/** What the fake answered with each fault kind, for a chaos run's counts. */
export type FaultCounts = Record<FaultKind, number>

const okxRefusals: Record<OrderRule, { sCode: string; sMsg: string }> = {
  LOT_SIZE: { sCode: '51121', sMsg: 'Order quantity must be a multiple of the lot size.' },
  PERCENT_PRICE_BY_SIDE: { sCode: '51006', sMsg: 'Order price is not within the price limit.' },
  NOTIONAL: { sCode: '51020', sMsg: 'Your order should meet or exceed the minimum order amount.' },
}

const secret = 'fake-secret'
export const fakeCredentials = { apiKey: 'fake-key', secret, password: 'fake-pass' }

// The fake trades WLD/USDT with Binance's and OKX's real steps for it.
const wld = { base: 'WLD', quote: 'USDT', price: 2 }
const wldRules = { tick: '0.0001', step: '0.1', minSize: '1' }
const wldBinance = binanceSymbol(wld, wldRules)
const wldOkx = okxInstrument(wld, wldRules)

const TRADE_TIME = 1_700_000_000_000
/** Binance's default recvWindow (ms); ccxt sends its own, which the fake honours when present. */
const RECV_WINDOW = 5_000
const OKX_WINDOW = 30_000

const isNewOrder = (request: string) =>
  request === 'POST /api/v3/order' || request === 'POST /api/v5/trade/order'

/** The fault's answer as the venue gives it: status, headers and body. */
function faultReply(fault: Fault, okx: boolean, now: number) {
  const wait = fault.retryAfterS ?? 1
  const retry = { 'retry-after': String(wait) }
  switch (fault.kind) {
    case 'rate_limit':
    case 'ban':
      if (okx)
        return {
          status: 429,
          headers: retry,
          body: { code: '50011', msg: 'Rate limit reached. Please refer to API documentation.' },
        }
      return fault.kind === 'ban'
        ? {
            status: 418,
            headers: retry,
            body: {
              code: -1003,
              msg: `Way too many requests; IP(127.0.0.1) banned until ${now + wait * 1000}. Please use the websocket for live updates to avoid bans.`,
            },
          }
        : {
            status: 429,
            headers: retry,
            body: {
              code: -1003,
              msg: 'Too much request weight used; current limit is 6000 request weight per 1 MINUTE. Please use WebSocket Streams for live updates to avoid polling the API.',
            },
          }
    case 'server_error':
      return okx
        ? {
            status: 503,
            headers: {},
            body: { code: '50013', msg: 'Systems are busy. Please try again later.' },
          }
        : {
            status: 500,
            headers: {},
            body: {
              code: -1001,
              msg: 'Internal error; unable to process your request. Please try again.',
            },
          }
    case 'maintenance':
      return okx
        ? {
            status: 503,
            headers: {},
            body: {
              code: '50001',
              msg: 'Service temporarily unavailable. Please try again later.',
            },
          }
        : { status: 503, headers: {}, body: 'Service Unavailable.' }
    case 'insufficient_balance':
      return okx
        ? {
            status: 200,
            headers: {},
            body: {
              code: '1',
              msg: 'All operations failed',
              data: [
                {
                  clOrdId: '',
                  ordId: '',
                  sCode: '51008',
                  sMsg: 'Order failed. Insufficient USDT balance in account.',
                },
              ],
            },
          }
        : {
            status: 400,
            headers: {},
            body: { code: -2010, msg: 'Account has insufficient balance for requested action.' },
          }
    case 'timeout_after_accept':
      return null
  }
}

/** One asset of OKX's `/api/v5/account/balance` details. */
function okxBalance(ccy: string, b: { free: string; locked: string }) {
  const eq = String(Number(b.free) + Number(b.locked))
  return {
    ccy,
    availBal: b.free,
    frozenBal: b.locked,
    eq,
    cashBal: eq,
    uTime: String(TRADE_TIME),
  }
}

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
  const faultCounts = Object.fromEntries(faultKinds.map((k) => [k, 0])) as FaultCounts
  /** Answers a timeout_after_accept holds back; dropped when the fake closes. */
  const held = new Set<ServerResponse>()
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
      /** Which API booked it (the fake serves both). */
      venue?: 'binance' | 'okx'
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
  /** How many trades a filled order shows: one for a market order, else `tradeParts`. */
  const partsFor = (o: FakeOrder) =>
    o.type.toUpperCase() === 'MARKET' ? 1 : (state.tradeParts ?? 1)
  /**
   * Where an order stands, as the venue says it: a cancelled order stays cancelled (with what
   * filled before it), a reached one is filled once all its trades are out, else partly.
   */
  const statusOf = (o: FakeOrder): 'new' | 'partial' | 'filled' | 'canceled' => {
    if (o.canceled) return 'canceled'
    if (!reached(o)) return 'new'
    return (o.shown?.length ?? 0) < partsFor(o) && partsFor(o) > 1 ? 'partial' : 'filled'
  }
  /** Base filled so far: the trades shown, or the whole order once filled. */
  const executedOf = (o: FakeOrder) => {
    const status = statusOf(o)
    if (status === 'filled') return o.qty
    const parts = partsOf(o.qty, partsFor(o)).slice(0, o.shown?.length ?? 0)
    return String(parts.reduce((sum, q) => sum + Number(q), 0))
  }
  const binanceStatus = {
    new: 'NEW',
    partial: 'PARTIALLY_FILLED',
    filled: 'FILLED',
    canceled: 'CANCELED',
  } as const
  const okxState = {
    new: 'live',
    partial: 'partially_filled',
    filled: 'filled',
    canceled: 'canceled',
  } as const
  /** One order in Binance's shape (GET /api/v3/order, /api/v3/openOrders). */
  const binanceOrder = (id: string, o: FakeOrder) => {
    const executed = executedOf(o)
    return {
      symbol: 'WLDUSDT',
      orderId: Number(id),
      clientOrderId: o.clientId,
      price: o.price,
      origQty: o.qty,
      executedQty: executed,
      cummulativeQuoteQty: String(Number(o.price) * Number(executed)),
      status: binanceStatus[statusOf(o)],
      timeInForce: 'GTC',
      type: o.type.toUpperCase(),
      side: o.side.toUpperCase(),
      time: TRADE_TIME,
      updateTime: TRADE_TIME,
    }
  }
  /** One order in OKX's shape (GET /api/v5/trade/order, /api/v5/trade/orders-pending). */
  const okxOrder = (id: string, o: FakeOrder) => {
    const executed = executedOf(o)
    return {
      instId: 'WLD-USDT',
      instType: 'SPOT',
      ordId: id,
      clOrdId: o.clientId,
      px: o.price,
      sz: o.qty,
      accFillSz: executed,
      avgPx: Number(executed) > 0 ? o.price : '',
      state: okxState[statusOf(o)],
      side: o.side,
      ordType: o.type,
      cTime: String(TRADE_TIME),
      uTime: String(TRADE_TIME),
    }
  }
  /** The orders still resting on one venue's book (new or partly filled). */
  const restingOn = (venue: 'binance' | 'okx') =>
    [...orders].filter(
      ([, o]) => (o.venue ?? 'binance') === venue && ['new', 'partial'].includes(statusOf(o)),
    )
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
      const { faults, clockSkewMs, cancel } = patch as {
        faults?: unknown
        clockSkewMs?: unknown
        cancel?: unknown
      }
      if (faults !== undefined) {
        const valid =
          Array.isArray(faults) &&
          faults.every(
            (f: Partial<Fault>) =>
              typeof f === 'object' && faultKinds.includes(f.kind as FaultKind),
          )
        if (!valid) return answer(400, { msg: `faults: a list of {kind: ${faultKinds.join('|')}}` })
        state.faults = [...(state.faults ?? []), ...(faults as Fault[])]
      }
      if (clockSkewMs !== undefined) {
        if (typeof clockSkewMs !== 'number') return answer(400, { msg: 'clockSkewMs: a number' })
        state.clockSkewMs = clockSkewMs
      }
      if (cancel !== undefined && !cancelByUser(String(cancel)))
        return answer(404, { msg: `No open order ${String(cancel)}` })
    } else if (method !== 'GET') return answer(405, { msg: 'GET or PUT' })
    answer(200, {
      price: state.price ?? 1,
      book: state.book ?? false,
      faults: state.faults ?? [],
      answered: faultCounts,
    })
  }
  /** The user cancels one of the bot's orders on the exchange's own site. */
  const cancelByUser = (venueClientId: string) => {
    const order = [...orders.values()].find((o) => o.clientId === venueClientId && !o.canceled)
    // A filled order is gone from the book; a part-filled one can still be cancelled.
    if (!order || statusOf(order) === 'filled') return false
    order.canceled = true
    return true
  }
  /** The next queued fault that applies to this request, taken off the queue. */
  const takeFault = (request: string): Fault | null => {
    const queue = state.faults ?? []
    const okx = request.includes(' /api/v5/')
    const at = queue.findIndex(
      (f) =>
        (f.venue === undefined || (f.venue === 'okx') === okx) &&
        // A balance refusal only ever answers a new order.
        ((f.on === 'any' && f.kind !== 'insufficient_balance') || isNewOrder(request)),
    )
    if (at < 0) return null
    const [fault] = queue.splice(at, 1)
    faultCounts[fault!.kind]++
    return fault!
  }
  /** Whether a signed request's stamp is outside the venue's window, by the venue's clock. */
  const stale = (req: IncomingMessage, params: Record<string, string>, okx: boolean) => {
    const venueNow = Date.now() + (state.clockSkewMs ?? 0)
    if (okx) {
      const stamp = Date.parse(String(req.headers['ok-access-timestamp'] ?? ''))
      return Number.isFinite(stamp) && Math.abs(venueNow - stamp) > OKX_WINDOW
    }
    if (params.timestamp === undefined) return false
    const stamp = Number(params.timestamp)
    const window = Number(params.recvWindow ?? RECV_WINDOW)
    return stamp > venueNow + 1_000 || venueNow - stamp > window
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
      const reply = (status: number, data: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, {
          'content-type': typeof data === 'string' ? 'text/plain' : 'application/json',
          ...headers,
        })
        res.end(typeof data === 'string' ? data : JSON.stringify(data))
      }
      const okx = (data: unknown[]) => reply(200, { code: '0', msg: '', data })
      if (state.strictAuth && !signed && isPrivate(url.pathname))
        return url.pathname.startsWith('/api/v5/')
          ? reply(401, { code: '50113', msg: 'Invalid Sign', data: [] })
          : reply(401, { code: -2015, msg: 'Invalid API-key, IP, or permissions for action.' })
      const key = `${req.method} ${url.pathname}`
      const isOkx = url.pathname.startsWith('/api/v5/')
      const priv = isPrivate(url.pathname)
      if (state.revoked && priv)
        return isOkx
          ? reply(401, { code: '50111', msg: 'Invalid OK-ACCESS-KEY', data: [] })
          : reply(401, { code: -2015, msg: 'Invalid API-key, IP, or permissions for action.' })
      if (priv && stale(req, params, isOkx))
        return isOkx
          ? reply(401, { code: '50102', msg: 'Timestamp request expired', data: [] })
          : reply(400, {
              code: -1021,
              msg: 'Timestamp for this request is outside of the recvWindow.',
            })
      const fault = priv ? takeFault(`${req.method} ${url.pathname}`) : null
      if (fault && fault.kind !== 'timeout_after_accept') {
        const { status, headers, body } = faultReply(fault, isOkx, Date.now())!
        return reply(status, body, headers)
      }
      if (fault) {
        // Booked as usual below; the answer is never written, so the client times out not knowing.
        held.add(res)
        res.on('close', () => held.delete(res))
        res.writeHead = (() => res) as unknown as typeof res.writeHead
        res.end = (() => res) as unknown as typeof res.end
      }
      const byClient = (id: string | undefined) => [...orders].find(([, o]) => o.clientId === id)
      // As the venues do, a client id is unique among open orders only: once an order filled or
      // was cancelled, the same id places a new one (so a blind resend can double an order).
      const openByClient = (id: string | undefined) =>
        [...orders].some(([, o]) => o.clientId === id && !o.canceled && o.filledAt === undefined)
      const marketPrice = String(state.price ?? 1)
      const qtyOf = (qty: string | undefined, quote: string | undefined, price: string) =>
        qty ?? String(Number(quote ?? '0') / Number(price))
      switch (key) {
        case 'GET /api/v3/time':
          return reply(200, { serverTime: Date.now() + (state.clockSkewMs ?? 0) })
        case 'GET /api/v5/public/time':
          return okx([{ ts: String(Date.now() + (state.clockSkewMs ?? 0)) }])
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
            balances: state.balances
              ? Object.entries(state.balances).map(([asset, b]) => ({ asset, ...b }))
              : [
                  { asset: 'USDT', free: '980.5', locked: '20' },
                  { asset: 'WLD', free: '3', locked: '0' },
                ],
          })
        case 'POST /api/v3/order': {
          if (openByClient(params.newClientOrderId))
            return reply(400, { code: -2010, msg: 'Duplicate order sent.' })
          if (state.refuseOrders)
            return reply(400, { code: -1013, msg: `Filter failure: ${state.refuseOrders}` })
          const id = String(100 + orders.size)
          const price = params.type === 'MARKET' ? marketPrice : (params.price ?? '0')
          orders.set(id, {
            venue: 'binance',
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
              const parts = partsFor(o)
              o.shown ??= []
              // Each read shows one more trade, later than any shown before (as the venue's are),
              // and with `book` no earlier than the order was reached (a wall-clock time).
              if (!o.canceled && o.shown.length < parts && reached(o))
                o.shown.push((clock = Math.max(clock + 1, o.filledAt ?? 0)))
              return partsOf(o.qty, parts)
                .slice(0, o.shown.length)
                .map((qty, part) => ({
                  symbol: 'WLDUSDT',
                  id: parts === 1 ? 500 + i : 10_000 + i * 100 + part,
                  orderId: Number(id),
                  price: o.price,
                  qty,
                  quoteQty: new D(o.price).mul(qty).toFixed(),
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
          return reply(
            200,
            restingOn('binance').map(([id, o]) => binanceOrder(id, o)),
          )
        case 'GET /api/v3/order': {
          const [id, o] = byClient(params.origClientOrderId) ?? []
          if (!id || !o) return reply(400, { code: -2013, msg: 'Order does not exist.' })
          return reply(200, binanceOrder(id, o))
        }
        case 'GET /api/v5/trade/orders-pending':
          return okx(restingOn('okx').map(([id, o]) => okxOrder(id, o)))
        case 'GET /api/v5/trade/order': {
          const [id, o] = byClient(params.clOrdId) ?? []
          if (!id || !o) return reply(200, { code: '51603', msg: 'Order does not exist', data: [] })
          return okx([okxOrder(id, o)])
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
              details: state.balances
                ? Object.entries(state.balances).map(([ccy, b]) => okxBalance(ccy, b))
                : [okxBalance('USDT', { free: '900', locked: '100' })],
            },
          ])
        case 'POST /api/v5/trade/order': {
          if (openByClient(params.clOrdId))
            return reply(200, {
              code: '1',
              msg: 'Operation failed.',
              data: [
                { clOrdId: params.clOrdId, ordId: '', sCode: '51016', sMsg: 'Duplicated clOrdId' },
              ],
            })
          if (state.refuseOrders)
            return reply(200, {
              code: '1',
              msg: 'All operations failed',
              data: [{ clOrdId: params.clOrdId, ordId: '', ...okxRefusals[state.refuseOrders] }],
            })
          const id = String(700 + orders.size)
          const price = params.ordType === 'market' ? marketPrice : (params.px ?? '0')
          const quoteSized = params.ordType === 'market' && params.tgtCcy === 'quote_ccy'
          orders.set(id, {
            venue: 'okx',
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
    /** How many times each fault kind was answered. */
    faultCounts,
    cancelByUser,
    /**
     * The venue's own books, for audits: every order it booked (by the client id it was sent
     * with) and the id of the trade that filled it, if one did (whole orders, one trade each).
     */
    ledger: () =>
      [...orders].map(([orderId, o], i) => ({
        venue: o.venue,
        orderId,
        clientId: o.clientId,
        side: o.side.toLowerCase(),
        qty: o.qty,
        price: o.price,
        canceled: o.canceled === true,
        tradeId:
          o.filledAt !== undefined || (!state.book && !o.canceled)
            ? String(o.venue === 'okx' ? 900 + i : 500 + i)
            : null,
      })),
    close: () => {
      for (const res of held) res.destroy()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      // A client's kept-alive or abandoned connections must not hold the close up.
      server.closeAllConnections()
      return closed
    },
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

const publicPaths = new Set([
  '/api/v3/exchangeInfo',
  '/api/v3/time',
  '/api/v5/public/instruments',
  '/api/v5/public/time',
])
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
