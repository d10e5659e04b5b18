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
  /** The venue could not be reached (DNS, refused, timeout): worth retrying, nothing was done. */
  | 'NETWORK'

export class ExchangeError extends Error {
  constructor(
    readonly code: ExchangeErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'ExchangeError'
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
