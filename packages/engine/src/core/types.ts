/** Decimal amounts at rest (state, store, events) are strings so they survive JSON exactly. */
export type Amount = string

export type Side = 'buy' | 'sell'
export type MarketKind = 'spot' | 'futures'

export interface Candle {
  time: number
  open: number
  high: number
  low: number
  close: number
  volume: number
}

export interface Tick {
  symbol: string
  time: number
  price: number
  /** A perpetual's current funding rate per funding interval (perp ticks only), decision 056. */
  funding?: number
}

export interface OrderBookLevel {
  price: number
  qty: number
}

export interface OrderBook {
  symbol: string
  time: number
  bids: OrderBookLevel[]
  asks: OrderBookLevel[]
}

/** Trading rules of one symbol, as an exchange publishes them. */
export interface SymbolSpec {
  symbol: string
  base: string
  quote: string
  kind: MarketKind
  tickSize: Amount
  stepSize: Amount
  minNotional: Amount
  makerFee: Amount
  takerFee: Amount
  /** Units of base per contract or lot (forex 100,000, gold 100); 1 for crypto. */
  contractSize?: Amount
}

export type OrderType = 'limit' | 'market'

export interface OrderRequest {
  clientId: string
  symbol: string
  side: Side
  type: OrderType
  /** Limit price; absent for market orders. */
  price?: number
  /** Base quantity. Either this or `quoteQty` (market orders only). */
  qty?: Amount
  quoteQty?: Amount
  reduceOnly?: boolean
}

export interface Fill {
  /** Exchange-wide sequence per account; the runner's cursor for exactly-once delivery. */
  seq: number
  clientId: string
  symbol: string
  side: Side
  price: number
  qty: Amount
  quote: Amount
  fee: Amount
  feeAsset: string
  maker: boolean
  time: number
  /** Futures: profit realised by the reducing part of this fill, before fees. */
  realizedPnl?: Amount
  liquidation?: boolean
  /** The venue's trade id (connected exchanges), for exactly-once booking across restarts. */
  tradeId?: string
}

export type OrderStatus = 'open' | 'filled' | 'canceled' | 'rejected'

export interface OrderView {
  clientId: string
  symbol: string
  side: Side
  type: OrderType
  price?: number
  qty: Amount
  status: OrderStatus
}

export interface BalanceView {
  free: Amount
  locked: Amount
}

export interface PositionView {
  symbol: string
  qty: Amount
  entryPrice: number
  leverage: number
  marginType: 'isolated' | 'crossed'
  liquidationPrice: number | null
  unrealizedPnl: Amount
}
