import type { Exchange, Market as CcxtMarket, Order, Trade } from 'ccxt'
import { D, str } from '../../core/decimal'
import type {
  Amount,
  BalanceView,
  Fill,
  OrderRequest,
  OrderStatus,
  OrderView,
  PositionView,
  SymbolSpec,
} from '../../core/types'
import {
  ExchangeError,
  type ExchangeAdapter,
  type ExchangeErrorCode,
  type MarginType,
} from '../types'
import {
  checkKey,
  createClient,
  venueClientId,
  type KeyPermissions,
  type VenueOptions,
} from './venues'

type Market = NonNullable<CcxtMarket>

const amount = (x: number | string | undefined): Amount =>
  x === undefined || x === null ? '0' : str(new D(x))

const statusOf = (s: Order['status']): OrderStatus =>
  s === 'closed'
    ? 'filled'
    : s === 'canceled' || s === 'expired'
      ? 'canceled'
      : s === 'rejected'
        ? 'rejected'
        : 'open'

/**
 * The exchange interface over ccxt, for one API key (one account). Our symbols are base+quote
 * ('WLDUSDT'); ccxt's are 'WLD/USDT'. Fills are polled (`poll`) into the same `Fill` events the
 * paper exchange emits, numbered per adapter so the runner's cursor works unchanged.
 */
export class CcxtAdapter implements ExchangeAdapter {
  readonly name: string
  readonly client: Exchange
  private markets = new Map<string, Market>()
  /** Exchange order id → our client id, for trades (Binance trades do not carry the client id). */
  private readonly ownOrders = new Map<string, { clientId: string; symbol: string }>()
  private readonly seenTrades = new Set<string>()
  private since = new Map<string, number>()
  private seq = 0
  listener: ((account: string, fill: Fill) => void) | null = null

  constructor(
    private readonly options: VenueOptions,
    readonly account = 'default',
  ) {
    this.name = options.venue
    this.client = createClient(options)
  }

  /** Loads markets and refuses keys that allow withdrawals; call before trading. */
  async connect(): Promise<KeyPermissions> {
    await this.loadMarkets()
    return checkKey(this.client, this.options)
  }

  async loadMarkets(): Promise<void> {
    const all = await this.wrap(() => this.client.loadMarkets())
    this.markets = new Map(
      Object.values(all)
        .filter((m): m is Market => !!m && m.spot === true)
        .map((m) => [`${m.base}${m.quote}`, m]),
    )
  }

  private market(symbol: string): Market {
    const m = this.markets.get(symbol)
    if (!m) throw new ExchangeError('UNKNOWN_SYMBOL', `${this.name} has no spot market ${symbol}`)
    return m
  }

  async symbol(symbol: string): Promise<SymbolSpec> {
    if (this.markets.size === 0) await this.loadMarkets()
    const m = this.market(symbol)
    return {
      symbol,
      base: m.base,
      quote: m.quote,
      kind: 'spot',
      tickSize: amount(m.precision.price),
      stepSize: amount(m.precision.amount),
      minNotional: amount(m.limits.cost?.min),
      makerFee: amount(m.maker),
      takerFee: amount(m.taker),
    }
  }

  async balances(_account: string): Promise<Record<string, BalanceView>> {
    const b = await this.wrap(() => this.client.fetchBalance())
    const out: Record<string, BalanceView> = {}
    const free = b.free as unknown as Record<string, number | undefined>
    const used = b.used as unknown as Record<string, number | undefined>
    for (const asset of Object.keys(b.total ?? {}))
      out[asset] = { free: amount(free[asset]), locked: amount(used[asset]) }
    return out
  }

  async placeOrder(_account: string, req: OrderRequest): Promise<OrderView> {
    const m = this.market(req.symbol)
    const clientOrderId = venueClientId(this.options.venue, req.clientId)
    const params: Record<string, unknown> = { clientOrderId }
    let qty = req.qty
    if (
      req.type === 'market' &&
      req.side === 'buy' &&
      req.qty === undefined &&
      req.quoteQty !== undefined
    ) {
      params.cost = Number(req.quoteQty)
      if (this.options.venue === 'okx') params.tgtCcy = 'quote_ccy'
      qty = req.quoteQty
    }
    if (qty === undefined)
      throw new ExchangeError('INVALID_ORDER', `Order ${req.clientId} needs a quantity`)
    const order = await this.wrap(() =>
      this.client.createOrder(m.symbol, req.type, req.side, Number(qty), req.price, params),
    )
    this.ownOrders.set(order.id ?? clientOrderId, { clientId: req.clientId, symbol: req.symbol })
    return this.view(order, req)
  }

  /** After a restart: the orders placed before it, so their trades are recognised again. */
  remember(orderId: string, clientId: string, symbol: string): void {
    this.ownOrders.set(orderId, { clientId, symbol })
  }

  /** The exchange's id of one of our orders, once placed or looked up. */
  orderIdOf(clientId: string): string | undefined {
    return [...this.ownOrders].find(([, o]) => o.clientId === clientId)?.[0]
  }

  /** Looks an order up by our client id (after a duplicate-id answer); null if the venue has none. */
  async orderByClientId(symbol: string, clientId: string): Promise<OrderView | null> {
    const m = this.market(symbol)
    const venueId = venueClientId(this.options.venue, clientId)
    const params =
      this.options.venue === 'okx' ? { clOrdId: venueId } : { origClientOrderId: venueId }
    try {
      const order = await this.wrap(() => this.client.fetchOrder('', m.symbol, params))
      if (order.id) this.ownOrders.set(order.id, { clientId, symbol })
      return this.view(order)
    } catch (error) {
      if (error instanceof ExchangeError && error.code === 'UNKNOWN_ORDER') return null
      throw error
    }
  }

  async cancelOrder(_account: string, symbol: string, clientId: string): Promise<void> {
    const m = this.market(symbol)
    const id = [...this.ownOrders].find(([, o]) => o.clientId === clientId)?.[0]
    await this.wrap(() =>
      this.client.cancelOrder(id ?? '', m.symbol, {
        clientOrderId: venueClientId(this.options.venue, clientId),
      }),
    )
  }

  async openOrders(_account: string, symbol?: string): Promise<OrderView[]> {
    const orders = await this.wrap(() =>
      this.client.fetchOpenOrders(symbol ? this.market(symbol).symbol : undefined),
    )
    return orders.map((o) => this.view(o))
  }

  /**
   * Our client ids among the orders resting on the venue for these symbols: an order of ours that
   * is neither there nor filled was cancelled outside the bot (decision 092).
   */
  async restingClientIds(symbols: readonly string[]): Promise<Set<string>> {
    const ids = new Set<string>()
    for (const symbol of symbols) {
      const orders = await this.wrap(() => this.client.fetchOpenOrders(this.market(symbol).symbol))
      for (const o of orders) {
        const own = o.id ? this.ownOrders.get(o.id) : undefined
        if (own) ids.add(own.clientId)
      }
    }
    return ids
  }

  async setLeverage(
    _account: string,
    symbol: string,
    leverage: number,
    marginType: MarginType,
  ): Promise<void> {
    const m = this.market(symbol)
    if (m.spot)
      throw new ExchangeError(
        'INVALID_ORDER',
        `${symbol} is a spot market; leverage applies to futures only`,
      )
    await this.wrap(() =>
      this.client.setMarginMode(marginType === 'crossed' ? 'cross' : 'isolated', m.symbol),
    )
    await this.wrap(() => this.client.setLeverage(leverage, m.symbol))
  }

  async position(_account: string, _symbol: string): Promise<PositionView | null> {
    // Spot markets hold balances, not positions.
    return null
  }

  /** Fetches new trades of every symbol this adapter ordered on and emits them as fills, oldest first. */
  async poll(): Promise<Fill[]> {
    const symbols = new Set([...this.ownOrders.values()].map((o) => o.symbol))
    const fills: Fill[] = []
    for (const symbol of symbols) {
      const trades = await this.wrap(() =>
        this.client.fetchMyTrades(this.market(symbol).symbol, this.since.get(symbol)),
      )
      for (const t of trades.sort((a, b) => (a.timestamp ?? 0) - (b.timestamp ?? 0))) {
        const fill = this.toFill(symbol, t)
        if (fill) fills.push(fill)
      }
    }
    for (const f of fills) this.listener?.(this.account, f)
    return fills
  }

  private toFill(symbol: string, t: Trade): Fill | null {
    const key = `${symbol}:${t.id}`
    const own = t.order ? this.ownOrders.get(t.order) : undefined
    if (this.seenTrades.has(key) || !own) return null
    this.seenTrades.add(key)
    if (t.timestamp !== undefined)
      this.since.set(symbol, Math.max(this.since.get(symbol) ?? 0, t.timestamp))
    // The venue's own quote (Binance `quoteQty`), else amount × price in decimals: ccxt's `cost`
    // is a float product, which books 21.244949999999998 for 21.24495 (found by the chaos audit).
    const venueQuote = (t.info as { quoteQty?: string } | undefined)?.quoteQty
    const quote = venueQuote ? new D(venueQuote) : new D(t.amount ?? 0).mul(t.price ?? 0)
    return {
      seq: ++this.seq,
      clientId: own.clientId,
      symbol,
      side: t.side === 'sell' ? 'sell' : 'buy',
      price: t.price ?? 0,
      qty: amount(t.amount),
      quote: str(quote),
      fee: amount(t.fee?.cost),
      feeAsset: t.fee?.currency ?? this.market(symbol).quote,
      maker: t.takerOrMaker === 'maker',
      time: t.timestamp ?? 0,
      ...(t.id !== undefined ? { tradeId: String(t.id) } : {}),
    }
  }

  private view(o: Order, req?: OrderRequest): OrderView {
    const own = o.id ? this.ownOrders.get(o.id) : undefined
    const symbol =
      req?.symbol ??
      own?.symbol ??
      [...this.markets].find(([, m]) => m.symbol === o.symbol)?.[0] ??
      o.symbol ??
      ''
    return {
      clientId: req?.clientId ?? own?.clientId ?? o.clientOrderId ?? o.id ?? '',
      symbol,
      // OKX answers a new order with its ids only, so the request fills in what the reply leaves out.
      side: (o.side ?? req?.side) === 'sell' ? 'sell' : 'buy',
      type: (o.type ?? req?.type) === 'market' ? 'market' : 'limit',
      ...((o.price ?? req?.price) !== undefined && (o.type ?? req?.type) !== 'market'
        ? { price: (o.price ?? req?.price)! }
        : {}),
      qty: amount(o.amount ?? req?.qty),
      status: statusOf(o.status),
    }
  }

  /**
   * Sets the client's clock offset from the venue's time (after a CLOCK error), so requests are
   * stamped in the venue's window again.
   */
  async syncClock(): Promise<void> {
    await this.wrap(() => this.client.loadTimeDifference())
  }

  /** ccxt errors become ExchangeErrors with the exchange's own message, so callers handle one type. */
  private async wrap<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      if (error instanceof ExchangeError) throw error
      const e = error as Error
      const code = ccxtErrorCode(e)
      const wait =
        code === 'RATE_LIMIT'
          ? retryAfterOf(e.message, this.client.last_response_headers, Date.now())
          : undefined
      throw new ExchangeError(code, `${this.name}: ${e.message}`, wait)
    }
  }
}

/**
 * Order refusals the venues name by their own filter or code (Binance's `Filter failure: …`, OKX's
 * sCode), which ccxt files under one generic class; the rest by ccxt's class.
 */
const refusals: [RegExp, ExchangeErrorCode][] = [
  [/duplicate/i, 'DUPLICATE_ORDER'],
  [
    /Filter failure: (LOT_SIZE|MARKET_LOT_SIZE|PRICE_FILTER)\b|"code":-1111\b|"sCode":"51121"/,
    'PRECISION',
  ],
  [/Filter failure: PERCENT_PRICE|"sCode":"(51006|51137|51138)"/, 'PRICE_BAND'],
  [/Filter failure: (MIN_)?NOTIONAL\b|"sCode":"51020"/, 'MIN_NOTIONAL'],
  // Binance's "Internal error" (HTTP 5xx): its docs say the outcome is unknown, not a refusal.
  [/"code":-1001\b/, 'NETWORK'],
]

/** ccxt's classes (errors.js), most specific first as ccxt throws them. */
const byClass = new Map<string, ExchangeErrorCode>([
  ['AuthenticationError', 'AUTH'],
  ['PermissionDenied', 'AUTH'],
  ['InsufficientFunds', 'INSUFFICIENT_BALANCE'],
  ['InvalidOrder', 'INVALID_ORDER'],
  ['OrderNotFound', 'UNKNOWN_ORDER'],
  // Binance 418/429 and -1003, OKX 50011: ccxt's DDoSProtection and RateLimitExceeded.
  ['DDoSProtection', 'RATE_LIMIT'],
  ['RateLimitExceeded', 'RATE_LIMIT'],
  // Binance -1021, OKX 50102.
  ['InvalidNonce', 'CLOCK'],
  // OKX 50004 ("does not indicate success or failure"), and ccxt's own timeout.
  ['RequestTimeout', 'TIMEOUT'],
  // 5xx, OKX 50001 (maintenance), 50013 and 50026 (busy), a refused or reset connection.
  ['OnMaintenance', 'NETWORK'],
  ['ExchangeNotAvailable', 'NETWORK'],
  ['NetworkError', 'NETWORK'],
])

/** The engine's code for a ccxt error. */
export function ccxtErrorCode(e: Error): ExchangeErrorCode {
  const named = refusals.find(([pattern]) => pattern.test(e.message))
  return named ? named[1] : (byClass.get(e.name) ?? 'EXCHANGE')
}

/**
 * How long a rate limit asks to wait: Binance's 418 names the ban's end ("banned until
 * 1700000000000"); otherwise the Retry-After header, in seconds.
 */
export function retryAfterOf(message: string, headers: unknown, now: number): number | undefined {
  const until = /banned until (\d{13})/.exec(message)?.[1]
  if (until) return Math.max(0, Number(until) - now)
  const header = (headers as Record<string, unknown> | undefined)?.['Retry-After']
  const seconds = Number(header)
  return header !== undefined && Number.isFinite(seconds) && seconds >= 0
    ? seconds * 1000
    : undefined
}
