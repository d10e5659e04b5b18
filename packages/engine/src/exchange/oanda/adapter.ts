import { D, str, type Dec } from '../../core/decimal'
import type { Fill, OrderRequest, OrderView } from '../../core/types'
import { oandaSymbols } from '../../market/oanda-feed'
import { symbolSpec } from '../specs'
import { ExchangeError } from '../types'
import type { WorkerAdapter } from '../worker-adapter'
import {
  OandaClient,
  type OandaInstrument,
  type OandaOptions,
  type OandaOrder,
  type OandaTransaction,
} from './client'

/**
 * How far back the first poll after a start reads, so fills that happened while the process was
 * down are found (the worker skips trades it booked before by their trade id).
 */
const CATCH_UP_TRANSACTIONS = 500

/** Lots (the engine's quantity for forex and gold) to OANDA units: 100,000 EUR, 100 oz of gold. */
const contractOf = (symbol: string) => new D(symbolSpec(symbol, 'futures').contractSize ?? 1)

/**
 * Forex and gold orders on an OANDA v20 account, for the order worker (decision 032). The engine
 * counts lots; OANDA counts units of the base (euros, ounces), signed by side, so quantities are
 * multiplied by the contract size on the way out and divided on the way back; a quote-sized
 * market order is turned into units at the current price. Fills are the account's ORDER_FILL transactions: the
 * transaction id is the trade id, `pl` the realised profit, `commission` the fee.
 */
export class OandaAdapter implements WorkerAdapter {
  private readonly client: OandaClient
  private readonly instruments = new Map<string, OandaInstrument>()
  private readonly ownOrders = new Map<string, { clientId: string; symbol: string }>()
  private cursor: string | null = null
  private seq = 0
  private currency = 'USD'

  constructor(options: OandaOptions) {
    this.client = new OandaClient(options)
  }

  async loadMarkets(): Promise<void> {
    const summary = await this.client.summary()
    this.currency = summary.currency
    this.cursor ??= String(Math.max(0, Number(summary.lastTransactionId) - CATCH_UP_TRANSACTIONS))
    for (const i of await this.client.instruments(oandaSymbols.map((s) => s.instrument)))
      this.instruments.set(i.name, i)
  }

  private instrumentOf(symbol: string): OandaInstrument {
    const name = oandaSymbols.find((s) => s.symbol === symbol)?.instrument
    const found = name ? this.instruments.get(name) : undefined
    if (!found) throw new ExchangeError('UNKNOWN_SYMBOL', `OANDA does not trade ${symbol}`)
    return found
  }

  private symbolOf(instrument: string | undefined): string | undefined {
    return oandaSymbols.find((s) => s.instrument === instrument)?.symbol
  }

  async placeOrder(_account: string, req: OrderRequest): Promise<OrderView> {
    const instrument = this.instrumentOf(req.symbol)
    const units = await this.unitsOf(req, instrument)
    const signed = req.side === 'sell' ? units.neg() : units
    const reply = await this.client.createOrder({
      type: req.type === 'market' ? 'MARKET' : 'LIMIT',
      instrument: instrument.name,
      units: str(signed),
      ...(req.type === 'limit' && req.price !== undefined
        ? { price: req.price.toFixed(instrument.displayPrecision) }
        : {}),
      timeInForce: req.type === 'market' ? 'FOK' : 'GTC',
      positionFill: req.reduceOnly ? 'REDUCE_ONLY' : 'DEFAULT',
      clientExtensions: { id: req.clientId },
    })
    const created = reply.orderCreateTransaction
    if (created) this.ownOrders.set(created.id, { clientId: req.clientId, symbol: req.symbol })
    if (reply.orderCancelTransaction && !reply.orderFillTransaction) {
      const why = reply.orderCancelTransaction.reason ?? 'cancelled'
      throw new ExchangeError(
        /MARGIN|LIQUIDITY/.test(why) ? 'INSUFFICIENT_BALANCE' : 'INVALID_ORDER',
        `OANDA cancelled order ${req.clientId}: ${why}`,
      )
    }
    return {
      clientId: req.clientId,
      symbol: req.symbol,
      side: req.side,
      type: req.type,
      ...(req.type === 'limit' && req.price !== undefined ? { price: req.price } : {}),
      qty: str(units.div(contractOf(req.symbol))),
      status: reply.orderFillTransaction ? 'filled' : 'open',
    }
  }

  /** Whole units as OANDA allows (its `tradeUnitsPrecision`), never above what was asked. */
  private async unitsOf(req: OrderRequest, instrument: OandaInstrument) {
    let units: Dec
    if (req.qty !== undefined) units = new D(req.qty).mul(contractOf(req.symbol))
    else if (req.quoteQty !== undefined && req.type === 'market') {
      const price = await this.client.price(instrument.name)
      units = new D(req.quoteQty).div(req.side === 'buy' ? price.ask : price.bid)
    } else throw new ExchangeError('INVALID_ORDER', `Order ${req.clientId} needs a quantity`)
    units = units.toDecimalPlaces(instrument.tradeUnitsPrecision, D.ROUND_DOWN)
    if (units.lt(instrument.minimumTradeSize) || units.lte(0))
      throw new ExchangeError(
        'MIN_NOTIONAL',
        `OANDA's smallest ${instrument.displayName} order is ${instrument.minimumTradeSize} units`,
      )
    return units
  }

  remember(orderId: string, clientId: string, symbol: string): void {
    this.ownOrders.set(orderId, { clientId, symbol })
  }

  orderIdOf(clientId: string): string | undefined {
    return [...this.ownOrders].find(([, o]) => o.clientId === clientId)?.[0]
  }

  async orderByClientId(symbol: string, clientId: string): Promise<OrderView | null> {
    let order: OandaOrder
    try {
      order = await this.client.orderByClientId(clientId)
    } catch (error) {
      if (error instanceof ExchangeError && error.code === 'UNKNOWN_ORDER') return null
      throw error
    }
    this.ownOrders.set(order.id, { clientId, symbol })
    const units = new D(order.units)
    return {
      clientId,
      symbol,
      side: units.isNeg() ? 'sell' : 'buy',
      type: order.type === 'MARKET' ? 'market' : 'limit',
      ...(order.price ? { price: Number(order.price) } : {}),
      qty: str(units.abs().div(contractOf(symbol))),
      status:
        order.state === 'FILLED' ? 'filled' : order.state === 'CANCELLED' ? 'canceled' : 'open',
    }
  }

  /**
   * Our client ids among the account's pending orders on these symbols' instruments (issue 28):
   * an open order missing from them was filled or cancelled outside the bot. OANDA keeps the id
   * we sent in `clientExtensions`; an order placed before a restart is known by its order id.
   */
  async restingClientIds(symbols: readonly string[]): Promise<Set<string>> {
    const wanted = new Set(symbols.map((s) => oandaSymbols.find((o) => o.symbol === s)?.instrument))
    const ids = new Set<string>()
    for (const order of await this.client.pendingOrders()) {
      const clientId = order.clientExtensions?.id ?? this.ownOrders.get(order.id)?.clientId
      if (order.state === 'PENDING' && wanted.has(order.instrument) && clientId) ids.add(clientId)
    }
    return ids
  }

  async cancelOrder(_account: string, _symbol: string, clientId: string): Promise<void> {
    await this.client.cancelByClientId(clientId)
  }

  async poll(): Promise<Fill[]> {
    if (this.cursor === null) await this.loadMarkets()
    const { transactions, last } = await this.client.transactionsSince(this.cursor!)
    const fills: Fill[] = []
    for (const t of transactions) {
      const fill = t.type === 'ORDER_FILL' ? this.toFill(t) : null
      if (fill) fills.push(fill)
    }
    this.cursor = last
    return fills
  }

  private toFill(t: OandaTransaction): Fill | null {
    const own = t.orderID ? this.ownOrders.get(t.orderID) : undefined
    const clientId = own?.clientId ?? t.clientOrderID
    const symbol = own?.symbol ?? this.symbolOf(t.instrument)
    if (!clientId || !symbol || !t.units || !t.price) return null
    const units = new D(t.units)
    return {
      seq: ++this.seq,
      clientId,
      symbol,
      side: units.isNeg() ? 'sell' : 'buy',
      price: Number(t.price),
      qty: str(units.abs().div(contractOf(symbol))),
      quote: str(units.abs().mul(t.price)),
      fee: str(new D(t.commission ?? 0).abs()),
      feeAsset: this.currency,
      maker: false,
      time: Date.parse(t.time),
      realizedPnl: str(new D(t.pl ?? 0)),
      tradeId: t.id,
    }
  }
}
