import type { OrderRejection } from '@atb/contract'
import type {
  Amount,
  BalanceView,
  Fill,
  OrderRequest,
  OrderView,
  PositionView,
  SymbolSpec,
} from '../core/types'

export type ExchangeErrorCode =
  | 'INSUFFICIENT_BALANCE'
  | 'MIN_NOTIONAL'
  /** The price or quantity is off the pair's tick or lot step. */
  | 'PRECISION'
  /** The price is too far from the market's (Binance's PERCENT_PRICE, OKX's price limit). */
  | 'PRICE_BAND'
  | 'INVALID_ORDER'
  | 'UNKNOWN_SYMBOL'
  | 'UNKNOWN_ACCOUNT'
  | 'UNKNOWN_ORDER'
  | 'KEY_PERMISSION'
  /** The venue refused the credentials: a wrong, expired or revoked key, token or signature. */
  | 'AUTH'
  /** The client order id was used before: the order exists, look it up. */
  | 'DUPLICATE_ORDER'
  | 'EXCHANGE'
  /**
   * The venue could not be reached, or answered that it cannot serve now (5xx, overloaded,
   * maintenance): worth retrying. A connection lost while an order was on its way may still have
   * placed it: look the order up by its client id before sending it again.
   */
  | 'NETWORK'
  /** The request timed out: the venue may have done it or not (OKX 50004 says as much). */
  | 'TIMEOUT'
  /** Too many requests (429), or the address banned for a while (418): wait `retryAfterMs`. */
  | 'RATE_LIMIT'
  /** The request's timestamp is outside the venue's window (Binance -1021, OKX 50102). */
  | 'CLOCK'

export class ExchangeError extends Error {
  constructor(
    readonly code: ExchangeErrorCode,
    message: string,
    /** RATE_LIMIT: how long the venue asked to wait (Retry-After, or a ban's end), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message)
    this.name = 'ExchangeError'
  }
}

/**
 * Faults that say nothing about the request itself: the same request may succeed later, and
 * must never be shown to the user as the venue refusing it.
 */
export const transientCodes: ReadonlySet<ExchangeErrorCode> = new Set([
  'EXCHANGE',
  'NETWORK',
  'TIMEOUT',
  'RATE_LIMIT',
  'CLOCK',
])

/** After these on a new order, it may exist on the venue: look it up before sending again. */
export const uncertainCodes: ReadonlySet<ExchangeErrorCode> = new Set(['NETWORK', 'TIMEOUT'])

/** Why the venue refused an order, as the contract's code (decision 083). */
export function rejectionOf(error: ExchangeError): OrderRejection {
  switch (error.code) {
    case 'MIN_NOTIONAL':
      return { code: 'min_notional' }
    case 'PRECISION':
      return { code: 'precision' }
    case 'INSUFFICIENT_BALANCE':
      return { code: 'balance' }
    case 'PRICE_BAND':
      return { code: 'price_band' }
    default:
      return { code: 'venue_error', detail: error.message }
  }
}

export type MarginType = 'isolated' | 'crossed'

/**
 * What every exchange offers a bot. Real exchanges answer asynchronously; the paper exchange
 * implements this and also the synchronous `Venue` below, which the tick loop uses.
 */
export interface ExchangeAdapter {
  readonly name: string
  symbol(symbol: string): Promise<SymbolSpec>
  balances(account: string): Promise<Record<string, BalanceView>>
  placeOrder(account: string, request: OrderRequest): Promise<OrderView>
  cancelOrder(account: string, symbol: string, clientId: string): Promise<void>
  openOrders(account: string, symbol?: string): Promise<OrderView[]>
  setLeverage(
    account: string,
    symbol: string,
    leverage: number,
    marginType: MarginType,
  ): Promise<void>
  position(account: string, symbol: string): Promise<PositionView | null>
}

/** A venue the runner drives tick by tick; every call is synchronous so the hot loop never awaits. */
export interface Venue {
  specOf(symbol: string): SymbolSpec
  /** Idempotent on `clientId`: a repeat returns the first order and places nothing. */
  place(account: string, request: OrderRequest): OrderView
  cancel(account: string, clientId: string): boolean
  /** Fills with `seq` greater than `after`, oldest first, for exactly-once delivery after a restart. */
  fillsSince(account: string, after: number): Fill[]
  /** The caller has durably processed fills up to `seq`; the venue may forget them. */
  ack(account: string, seq: number): void
  balances(account: string): Record<string, BalanceView>
  openOrders(account: string): OrderView[]
  position(account: string, symbol: string): PositionView | null
}

export interface AccountSetup {
  balances: Record<string, Amount>
  leverage?: number
  marginType?: MarginType
}
