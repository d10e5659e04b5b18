import type { Fill, OrderRequest, OrderView } from '../core/types'
import type { BalanceView } from '../core/types'

/**
 * What the server's order worker needs of a connected venue: send and cancel orders by our
 * client id, find one again after a crash, and read new fills. The ccxt adapter (Binance, OKX)
 * and the OANDA adapter (forex, gold) both provide it.
 */
export interface WorkerAdapter {
  loadMarkets(): Promise<void>
  placeOrder(account: string, req: OrderRequest): Promise<OrderView>
  /** After a restart: an order placed before it, so its fills are recognised again. */
  remember(orderId: string, clientId: string, symbol: string): void
  /** The venue's id of one of our orders, once placed or looked up. */
  orderIdOf(clientId: string): string | undefined
  /** Looks an order up by our client id (after a duplicate-id answer); null if the venue has none. */
  orderByClientId(symbol: string, clientId: string): Promise<OrderView | null>
  cancelOrder(account: string, symbol: string, clientId: string): Promise<void>
  /** New fills of our orders since the last poll, oldest first, each with the venue's trade id. */
  poll(): Promise<Fill[]>
  /**
   * Our client ids among the orders resting on the venue for these symbols, to find orders the
   * user cancelled there; a venue without it is not checked.
   */
  restingClientIds?(symbols: readonly string[]): Promise<Set<string>>
  /**
   * What the account holds per asset, free and locked, to find coins sold outside the bots; a
   * venue without it (margin accounts: OANDA) is not checked.
   */
  balances?(account: string): Promise<Record<string, BalanceView>>
  /** Sets the client's clock offset from the venue's time, after a CLOCK error. */
  syncClock?(): Promise<void>
}
