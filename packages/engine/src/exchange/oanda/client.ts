import { ExchangeError, type ExchangeErrorCode } from '../types'

/** OANDA's hosts; practice accounts are free and use the fxpractice hosts (decision 032). */
export const OANDA_HOSTS = {
  practice: {
    rest: 'https://api-fxpractice.oanda.com',
    stream: 'https://stream-fxpractice.oanda.com',
  },
  live: { rest: 'https://api-fxtrade.oanda.com', stream: 'https://stream-fxtrade.oanda.com' },
} as const

export interface OandaOptions {
  /** v20 account id, e.g. `101-004-1234567-001` (the exchange key form's api_key). */
  accountId: string
  /** Personal access token (the form's secret_key). */
  token: string
  /** Defaults to practice. */
  environment?: keyof typeof OANDA_HOSTS
  /** Sends REST calls to this origin instead (tests point it at the local fake). */
  url?: string
  /** Sends the pricing stream to this origin; defaults to `url` when that is set. */
  streamUrl?: string
  timeoutMs?: number
}

export interface OandaAccountSummary {
  id: string
  currency: string
  /** Decimal string, as OANDA sends it. */
  balance: string
  nav: string
  marginAvailable: string
  openTradeCount: number
  /** The id of the account's newest transaction; transactions after it are new. */
  lastTransactionId: string
}

export interface OandaInstrument {
  name: string
  type: string
  displayName: string
  pipLocation: number
  displayPrecision: number
  tradeUnitsPrecision: number
  minimumTradeSize: string
}

export type OandaGranularity = 'M1' | 'M5' | 'M15' | 'H1' | 'H4' | 'D'

export interface OandaCandle {
  /** Epoch ms of the candle's open. */
  time: number
  open: number
  high: number
  low: number
  close: number
  volume: number
  complete: boolean
}

export interface OandaPrice {
  instrument: string
  time: number
  bid: number
  ask: number
  tradeable: boolean
}

interface RawPrice {
  instrument: string
  time: string
  bids: { price: string }[]
  asks: { price: string }[]
  tradeable?: boolean
}

export interface OandaOrderRequest {
  type: 'MARKET' | 'LIMIT'
  instrument: string
  /** Signed: positive buys, negative sells. */
  units: string
  price?: string
  timeInForce: 'FOK' | 'GTC'
  positionFill: 'DEFAULT' | 'REDUCE_ONLY'
  clientExtensions: { id: string }
}

export interface OandaOrder {
  id: string
  instrument: string
  units: string
  type: string
  price?: string
  state: 'PENDING' | 'FILLED' | 'TRIGGERED' | 'CANCELLED'
  clientExtensions?: { id?: string }
}

/** The fields of a v20 transaction the worker reads (ORDER_FILL carries the trade). */
export interface OandaTransaction {
  id: string
  type: string
  time: string
  orderID?: string
  clientOrderID?: string
  instrument?: string
  units?: string
  price?: string
  /** Realised profit or loss of the part that reduced a position, in the account currency. */
  pl?: string
  /** Charged in the account currency (a positive amount). */
  commission?: string
  reason?: string
}

export interface OandaOrderReply {
  orderCreateTransaction?: OandaTransaction
  orderFillTransaction?: OandaTransaction
  orderCancelTransaction?: OandaTransaction
  lastTransactionID?: string
}

interface RawCandle {
  time: string
  volume: number
  complete: boolean
  mid: { o: string; h: string; l: string; c: string }
}

/**
 * The few OANDA v20 calls the server needs: the account summary (to verify a key and read its
 * balance), instruments, mid-price candles and the pricing stream. Bearer-token auth throughout.
 */
export class OandaClient {
  private readonly rest: string
  private readonly stream: string

  constructor(private readonly o: OandaOptions) {
    const hosts = OANDA_HOSTS[o.environment ?? 'practice']
    this.rest = (o.url ?? hosts.rest).replace(/\/$/, '')
    this.stream = (o.streamUrl ?? o.url ?? hosts.stream).replace(/\/$/, '')
  }

  private get account() {
    return `/v3/accounts/${encodeURIComponent(this.o.accountId)}`
  }

  async summary(): Promise<OandaAccountSummary> {
    const r = await this.get<{ account: Record<string, unknown>; lastTransactionID?: string }>(
      `${this.account}/summary`,
    )
    const a = r.account
    return {
      id: String(a.id),
      currency: String(a.currency),
      balance: String(a.balance),
      nav: String(a.NAV ?? a.balance),
      marginAvailable: String(a.marginAvailable ?? a.balance),
      openTradeCount: Number(a.openTradeCount ?? 0),
      lastTransactionId: String(r.lastTransactionID ?? a.lastTransactionID ?? '0'),
    }
  }

  /** Current bid and ask of one instrument. */
  async price(instrument: string): Promise<OandaPrice> {
    const r = await this.get<{ prices: RawPrice[] }>(
      `${this.account}/pricing?instruments=${encodeURIComponent(instrument)}`,
    )
    const p = r.prices[0]
    if (!p?.bids[0] || !p.asks[0])
      throw new ExchangeError('EXCHANGE', `OANDA has no price for ${instrument}`)
    return {
      instrument: p.instrument,
      time: Date.parse(p.time),
      bid: Number(p.bids[0].price),
      ask: Number(p.asks[0].price),
      tradeable: p.tradeable !== false,
    }
  }

  /**
   * Places an order (v20 `POST /orders`). OANDA answers 201 with the transactions it made: a
   * market order fills at once (`orderFillTransaction`) or is cancelled (`orderCancelTransaction`,
   * e.g. not enough margin); a limit order rests. A refusal (400, `orderRejectTransaction`)
   * throws with OANDA's `errorCode` mapped to an ExchangeError code.
   */
  async createOrder(order: OandaOrderRequest): Promise<OandaOrderReply> {
    return this.send<OandaOrderReply>('POST', `${this.account}/orders`, { order })
  }

  /** One order by our client id (`@id`); UNKNOWN_ORDER if OANDA has none. */
  async orderByClientId(clientId: string): Promise<OandaOrder> {
    const r = await this.send<{ order: OandaOrder }>(
      'GET',
      `${this.account}/orders/@${encodeURIComponent(clientId)}`,
    )
    return r.order
  }

  /**
   * The account's pending orders (v20 `GET /pendingOrders`): every order still resting, ours and
   * any other (a trade's take profit or stop loss, an order the user placed on OANDA's site).
   */
  async pendingOrders(): Promise<OandaOrder[]> {
    const r = await this.get<{ orders: OandaOrder[] }>(`${this.account}/pendingOrders`)
    return r.orders
  }

  async cancelByClientId(clientId: string): Promise<void> {
    await this.send('PUT', `${this.account}/orders/@${encodeURIComponent(clientId)}/cancel`)
  }

  /** Transactions after `id`, oldest first, and the newest id to ask from next time. */
  async transactionsSince(id: string): Promise<{ transactions: OandaTransaction[]; last: string }> {
    const r = await this.get<{ transactions: OandaTransaction[]; lastTransactionID: string }>(
      `${this.account}/transactions/sinceid?id=${encodeURIComponent(id)}`,
    )
    return { transactions: r.transactions, last: r.lastTransactionID }
  }

  async instruments(names?: string[]): Promise<OandaInstrument[]> {
    const query = names ? `?instruments=${names.join(',')}` : ''
    const r = await this.get<{ instruments: OandaInstrument[] }>(
      `${this.account}/instruments${query}`,
    )
    return r.instruments
  }

  /**
   * Mid-price candles, oldest first; the last may be unfinished (`complete: false`). Daily candles
   * are aligned to UTC midnight, like every other feed's, not to OANDA's 17:00 New York default.
   */
  async candles(
    instrument: string,
    granularity: OandaGranularity,
    q: { from?: number; to?: number; count?: number } = {},
  ): Promise<OandaCandle[]> {
    const params = new URLSearchParams({ granularity, price: 'M' })
    if (q.from !== undefined) params.set('from', new Date(q.from).toISOString())
    if (q.to !== undefined) params.set('to', new Date(q.to).toISOString())
    // OANDA refuses count together with both from and to.
    if (q.count !== undefined && (q.from === undefined || q.to === undefined))
      params.set('count', String(q.count))
    if (granularity === 'D') {
      params.set('dailyAlignment', '0')
      params.set('alignmentTimezone', 'UTC')
    }
    const r = await this.get<{ candles: RawCandle[] }>(
      `/v3/instruments/${encodeURIComponent(instrument)}/candles?${params}`,
    )
    return r.candles.map((c) => ({
      time: Date.parse(c.time),
      open: Number(c.mid.o),
      high: Number(c.mid.h),
      low: Number(c.mid.l),
      close: Number(c.mid.c),
      volume: c.volume,
      complete: c.complete,
    }))
  }

  /**
   * Reads the pricing stream (newline-delimited JSON over a chunked response) until it ends or
   * `signal` aborts. Heartbeats are skipped; each price is handed to `onPrice`.
   */
  async streamPrices(
    instruments: string[],
    onPrice: (price: OandaPrice) => void,
    signal?: AbortSignal,
  ): Promise<void> {
    const url = `${this.stream}${this.account}/pricing/stream?instruments=${instruments.join(',')}`
    const res = await this.fetch(url, signal)
    if (!res.body) return
    const decoder = new TextDecoder()
    let buffered = ''
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true })
        let newline = buffered.indexOf('\n')
        while (newline >= 0) {
          const line = buffered.slice(0, newline).trim()
          buffered = buffered.slice(newline + 1)
          newline = buffered.indexOf('\n')
          if (line) this.onLine(line, onPrice)
        }
      }
    } catch (error) {
      if (!signal?.aborted) throw error
    }
  }

  private onLine(line: string, onPrice: (price: OandaPrice) => void) {
    const m = JSON.parse(line) as {
      type?: string
      instrument?: string
      time?: string
      bids?: { price: string }[]
      asks?: { price: string }[]
      tradeable?: boolean
    }
    if (m.type !== 'PRICE' || !m.instrument || !m.bids?.[0] || !m.asks?.[0]) return
    onPrice({
      instrument: m.instrument,
      time: Date.parse(m.time ?? ''),
      bid: Number(m.bids[0].price),
      ask: Number(m.asks[0].price),
      tradeable: m.tradeable !== false,
    })
  }

  private async get<T>(path: string): Promise<T> {
    return this.send<T>('GET', path)
  }

  private async send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.fetch(`${this.rest}${path}`, undefined, method, body)
    return (await res.json()) as T
  }

  private async fetch(
    url: string,
    signal?: AbortSignal,
    method = 'GET',
    body?: unknown,
  ): Promise<Response> {
    const timeout = AbortSignal.timeout(this.o.timeoutMs ?? 10_000)
    let res: Response
    try {
      res = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${this.o.token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        // A stream lives until its caller aborts it; plain calls are timed.
        signal: signal ?? timeout,
      })
    } catch (error) {
      throw new ExchangeError('NETWORK', `OANDA cannot be reached: ${(error as Error).message}`)
    }
    if (res.ok) return res
    const reply = (await res.json().catch(() => ({}))) as {
      errorMessage?: string
      errorCode?: string
    }
    const why = reply.errorMessage ?? res.statusText
    const code = reply.errorCode ? orderErrors[reply.errorCode] : undefined
    if (code) throw new ExchangeError(code, `OANDA: ${why}`)
    if (res.status === 401)
      throw new ExchangeError(
        'AUTH',
        `OANDA refused the access token (${why}). Check the token, or create a new one.`,
      )
    if (res.status === 403 || res.status === 404)
      throw new ExchangeError(
        'UNKNOWN_ACCOUNT',
        `OANDA has no account ${this.o.accountId} for this token (${why})`,
      )
    // Too many requests: wait what it asks (Retry-After, in seconds) before the account asks again.
    if (res.status === 429) {
      const seconds = Number(res.headers.get('retry-after') ?? Number.NaN)
      const wait = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined
      throw new ExchangeError('RATE_LIMIT', `OANDA: ${why}`, wait)
    }
    // It cannot serve now (an error of its own, maintenance, a gateway): worth retrying, and an
    // order may have been placed all the same, so it is looked up before it is sent again.
    if (res.status >= 500)
      throw new ExchangeError('NETWORK', `OANDA answered ${res.status}: ${why}`)
    throw new ExchangeError('EXCHANGE', `OANDA answered ${res.status}: ${why}`)
  }
}

/** OANDA's order error codes, as the engine's (anything else is a plain EXCHANGE error). */
const orderErrors: Record<string, ExchangeErrorCode> = {
  CLIENT_ORDER_ID_ALREADY_EXISTS: 'DUPLICATE_ORDER',
  ORDER_DOESNT_EXIST: 'UNKNOWN_ORDER',
  NO_SUCH_ORDER: 'UNKNOWN_ORDER',
  INSUFFICIENT_MARGIN: 'INSUFFICIENT_BALANCE',
  INSUFFICIENT_LIQUIDITY: 'INSUFFICIENT_BALANCE',
  UNITS_INVALID: 'INVALID_ORDER',
  UNITS_PRECISION_EXCEEDED: 'PRECISION',
  UNITS_MINIMUM_NOT_MET: 'MIN_NOTIONAL',
  PRICE_INVALID: 'INVALID_ORDER',
  PRICE_PRECISION_EXCEEDED: 'PRECISION',
  INSTRUMENT_NOT_TRADEABLE: 'INVALID_ORDER',
  MARKET_HALTED: 'INVALID_ORDER',
}

/** Reads the account summary: the check that an account id and token work (the keys form's verify). */
export const oandaAccountSummary = (o: OandaOptions) => new OandaClient(o).summary()
