import type { ConnectionStatus, ExchangeName, KeyedExchange } from '@atb/contract'
import type { Credentials } from '@atb/engine'

/**
 * What trading needs from a user's exchange connections. The connections service implements it;
 * keys are decrypted only through `credentials`, which only the order worker calls.
 */
export interface ExchangeAccess {
  /** Paper is always 'connected'; null when the user never connected that venue. */
  status(userId: string, exchange: ExchangeName): Promise<ConnectionStatus | null>
  credentials(userId: string, exchange: KeyedExchange): Promise<Credentials>
  /** The venue refused the key (revoked, expired): the list shows it as invalid. */
  markInvalid(userId: string, exchange: KeyedExchange, reason: string): Promise<void>
}
