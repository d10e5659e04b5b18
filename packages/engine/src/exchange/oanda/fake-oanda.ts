import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { faultKinds, type Fault, type FaultCounts } from '../ccxt/fake-exchange'

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
  method: string
  body?: unknown
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
  /**
   * The fault plan (issue 28), as the fake exchange's: each fault answers one request to the
   * account (`on: 'any'`) or one new order (the default), first come first served. OANDA has no
   * address bans, so a `ban` answers as a rate limit does.
   */
  const state: { faults: Fault[] } = { faults: [] }
  const faultCounts = Object.fromEntries(faultKinds.map((k) => [k, 0])) as FaultCounts
  /** Answers a timeout_after_accept holds back; dropped when the fake closes. */
  const held = new Set<ServerResponse>()
  const streams = new Set<ServerResponse>()
  const broker = new FakeBroker(now)
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => handle(req, res, raw))
  })
  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const authorization = req.headers.authorization ?? ''
    received.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization,
      body: raw ? (JSON.parse(raw) as unknown) : undefined,
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
    const newOrder = account?.[2] === 'orders' && req.method === 'POST'
    const at = account
      ? state.faults.findIndex(
          (f) => newOrder || (f.on === 'any' && f.kind !== 'insufficient_balance'),
        )
      : -1
    const fault = at >= 0 ? state.faults.splice(at, 1)[0]! : null
    if (fault) faultCounts[fault.kind]++
    if (fault?.kind === 'rate_limit' || fault?.kind === 'ban') {
      res.writeHead(429, {
        'content-type': 'application/json',
        'retry-after': String(fault.retryAfterS ?? 1),
      })
      return res.end(JSON.stringify({ errorMessage: 'Requests per second exceeded' }))
    }
    if (fault?.kind === 'server_error')
      return reply(500, { errorMessage: 'An unexpected error has occurred' })
    if (fault?.kind === 'maintenance')
      return reply(503, { errorMessage: 'Service Unavailable: the system is under maintenance' })
    if (fault?.kind === 'insufficient_balance' && newOrder)
      return reply(400, {
        errorCode: 'INSUFFICIENT_MARGIN',
        errorMessage: 'The account has insufficient margin for the order',
      })
    if (fault?.kind === 'timeout_after_accept') {
      // Booked as usual below; the answer is never written, so the client times out not knowing.
      held.add(res)
      res.on('close', () => held.delete(res))
      res.writeHead = (() => res) as unknown as typeof res.writeHead
      res.end = (() => res) as unknown as typeof res.end
    }
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
        lastTransactionID: broker.lastId(),
      })
    if (account?.[2] === 'orders' && req.method === 'POST') {
      const [status, body] = broker.order((JSON.parse(raw) as { order: FakeOrderRequest }).order)
      return reply(status, body)
    }
    if (account?.[2] === 'pendingOrders' && req.method === 'GET')
      return reply(200, { orders: broker.pending(), lastTransactionID: broker.lastId() })
    const byClient = /^orders\/@([^/]+)(\/cancel)?$/.exec(account?.[2] ?? '')
    if (byClient) {
      const order = broker.byClientId(decodeURIComponent(byClient[1]!))
      if (!order)
        return reply(404, {
          errorCode: 'ORDER_DOESNT_EXIST',
          errorMessage: 'The Order specified does not exist',
        })
      if (!byClient[2]) return reply(200, { order, lastTransactionID: broker.lastId() })
      if (order.state !== 'PENDING')
        return reply(404, {
          errorCode: 'ORDER_DOESNT_EXIST',
          errorMessage: 'The Order specified is not pending',
        })
      return reply(200, { orderCancelTransaction: broker.cancel(order) })
    }
    if (account?.[2] === 'transactions/sinceid')
      return reply(200, {
        transactions: broker.since(url.searchParams.get('id') ?? '0'),
        lastTransactionID: broker.lastId(),
      })
    if (account?.[2] === 'pricing') {
      const names = (url.searchParams.get('instruments') ?? '').split(',')
      return reply(200, { prices: names.map((n) => broker.priceOf(n)) })
    }
    if (account?.[2] === 'instruments') return reply(200, { instruments, lastTransactionID: '3' })
    if (account?.[2] === 'pricing/stream') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' })
      res.write(`${JSON.stringify({ type: 'HEARTBEAT', time: new Date(now()).toISOString() })}\n`)
      streams.add(res)
      res.on('close', () => streams.delete(res))
      return
    }
    const candles = /^\/v3\/instruments\/([A-Z_]+)\/candles$/.exec(url.pathname)
    if (candles) return reply(200, candleReply(candles[1]!, url.searchParams, now()))
    return reply(404, { errorMessage: `The fake has no ${url.pathname}` })
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** Open pricing streams. */
    get streams() {
      return streams.size
    },
    /** Orders, transactions and positions of the one account. */
    broker,
    /** The fault plan: push faults to answer the next requests with. */
    state,
    /** What the fake answered with each fault kind. */
    faultCounts,
    /** The user cancels a pending order on OANDA's own site; false when none rests by that id. */
    cancelByUser: (clientId: string) => broker.cancelByUser(clientId),
    /**
     * The broker's own books, for audits: every order it booked, by the client id it was sent
     * with, and the id of the ORDER_FILL transaction (the adapter's trade id) that filled it.
     */
    ledger: () => broker.ledger(),
    pushPrice(instrument: string, bid: string, ask: string, time = now()) {
      broker.setPrice(instrument, Number(bid), Number(ask))
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
      for (const res of held) res.destroy()
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

interface FakeOrderRequest {
  type: 'MARKET' | 'LIMIT'
  instrument: string
  units: string
  price?: string
  clientExtensions?: { id?: string }
}

interface FakeOrder {
  id: string
  instrument: string
  units: string
  type: 'MARKET' | 'LIMIT'
  price?: string
  state: 'PENDING' | 'FILLED' | 'CANCELLED'
  clientExtensions: { id: string }
}

type Transaction = Record<string, string> & { id: string; type: string; time: string }

/**
 * The fake's account: market orders fill at once at the ask (buy) or bid (sell); limit orders
 * rest until a price crosses them; positions net per instrument with an average price, and a
 * reducing fill realises its profit as `pl`. No commission (OANDA's spread is the cost).
 */
class FakeBroker {
  readonly transactions: Transaction[] = []
  readonly orders: FakeOrder[] = []
  private readonly prices = new Map<string, { bid: number; ask: number }>()
  private readonly positions = new Map<string, { units: number; avg: number }>()
  private nextId = 4
  /** Set to refuse every order for lack of margin. */
  noMargin = false

  constructor(private readonly now: () => number) {}

  lastId() {
    return String(this.nextId - 1)
  }

  private record(fields: Record<string, string>): Transaction {
    const t = { id: String(this.nextId++), time: new Date(this.now()).toISOString(), ...fields }
    this.transactions.push(t as Transaction)
    return t as Transaction
  }

  priceOf(instrument: string) {
    const p = this.prices.get(instrument) ?? {
      bid: (BASE[instrument] ?? 1) * 0.9999,
      ask: (BASE[instrument] ?? 1) * 1.0001,
    }
    return {
      instrument,
      time: new Date(this.now()).toISOString(),
      bids: [{ price: String(p.bid) }],
      asks: [{ price: String(p.ask) }],
      tradeable: true,
    }
  }

  setPrice(instrument: string, bid: number, ask: number) {
    this.prices.set(instrument, { bid, ask })
    for (const o of this.orders) {
      if (o.state !== 'PENDING' || o.instrument !== instrument) continue
      const buy = Number(o.units) > 0
      if (buy ? ask <= Number(o.price) : bid >= Number(o.price)) this.fill(o, Number(o.price))
    }
  }

  byClientId(clientId: string) {
    return this.orders.find((o) => o.clientExtensions.id === clientId)
  }

  order(req: FakeOrderRequest): [number, unknown] {
    const clientId = req.clientExtensions?.id ?? ''
    if (clientId && this.byClientId(clientId))
      return [
        400,
        {
          orderRejectTransaction: this.record({
            type: 'MARKET_ORDER_REJECT',
            rejectReason: 'CLIENT_ORDER_ID_ALREADY_EXISTS',
          }),
          errorCode: 'CLIENT_ORDER_ID_ALREADY_EXISTS',
          errorMessage: 'The client Order ID specified is already in use',
        },
      ]
    if (
      !instruments.some((i) => i.name === req.instrument) ||
      !/^-?\d+$/.test(req.units) ||
      Number(req.units) === 0
    )
      return [400, { errorCode: 'UNITS_INVALID', errorMessage: 'The units specified is invalid' }]
    const order: FakeOrder = {
      id: '',
      instrument: req.instrument,
      units: req.units,
      type: req.type,
      ...(req.price ? { price: req.price } : {}),
      state: 'PENDING',
      clientExtensions: { id: clientId },
    }
    const created = this.record({
      type: req.type === 'MARKET' ? 'MARKET_ORDER' : 'LIMIT_ORDER',
      instrument: req.instrument,
      units: req.units,
      clientOrderID: clientId,
    })
    order.id = created.id
    this.orders.push(order)
    if (this.noMargin) {
      order.state = 'CANCELLED'
      const cancel = this.record({
        type: 'ORDER_CANCEL',
        orderID: order.id,
        reason: 'INSUFFICIENT_MARGIN',
      })
      return [
        201,
        {
          orderCreateTransaction: created,
          orderCancelTransaction: cancel,
          lastTransactionID: this.lastId(),
        },
      ]
    }
    if (req.type === 'MARKET') {
      const p = this.priceOf(req.instrument)
      const fill = this.fill(order, Number((Number(req.units) > 0 ? p.asks : p.bids)[0]!.price))
      return [
        201,
        {
          orderCreateTransaction: created,
          orderFillTransaction: fill,
          lastTransactionID: this.lastId(),
        },
      ]
    }
    return [201, { orderCreateTransaction: created, lastTransactionID: this.lastId() }]
  }

  /** Orders still resting, as v20's pendingOrders lists them. */
  pending() {
    return this.orders.filter((o) => o.state === 'PENDING')
  }

  /** A cancel on OANDA's site: as the API's, a CLIENT_REQUEST cancel of a pending order only. */
  cancelByUser(clientId: string): boolean {
    const order = this.byClientId(clientId)
    if (order?.state !== 'PENDING') return false
    this.cancel(order)
    return true
  }

  /** Every order with the transaction that filled it (orders fill whole here, in one trade). */
  ledger() {
    const fills = new Map(
      this.transactions.filter((t) => t.type === 'ORDER_FILL').map((t) => [t.orderID, t.id]),
    )
    return this.orders.map((o) => ({
      orderId: o.id,
      clientId: o.clientExtensions.id,
      state: o.state,
      tradeId: fills.get(o.id) ?? null,
    }))
  }

  cancel(order: FakeOrder) {
    order.state = 'CANCELLED'
    return this.record({ type: 'ORDER_CANCEL', orderID: order.id, reason: 'CLIENT_REQUEST' })
  }

  private fill(order: FakeOrder, price: number) {
    order.state = 'FILLED'
    const units = Number(order.units)
    const pos = this.positions.get(order.instrument) ?? { units: 0, avg: 0 }
    let pl = 0
    if (pos.units !== 0 && Math.sign(pos.units) !== Math.sign(units)) {
      const closed = Math.min(Math.abs(units), Math.abs(pos.units))
      pl = closed * (price - pos.avg) * Math.sign(pos.units)
    }
    const next = pos.units + units
    const avg =
      Math.sign(next) === Math.sign(pos.units) && Math.abs(next) > Math.abs(pos.units)
        ? (pos.avg * pos.units + price * units) / next
        : Math.sign(next) === Math.sign(pos.units)
          ? pos.avg
          : price
    this.positions.set(order.instrument, { units: next, avg: next === 0 ? 0 : avg })
    return this.record({
      type: 'ORDER_FILL',
      orderID: order.id,
      clientOrderID: order.clientExtensions.id,
      instrument: order.instrument,
      units: order.units,
      price: String(price),
      pl: pl.toFixed(4),
      commission: '0.0000',
      reason: order.type === 'MARKET' ? 'MARKET_ORDER' : 'LIMIT_ORDER',
    })
  }

  since(id: string) {
    return this.transactions.filter((t) => Number(t.id) > Number(id))
  }
}
