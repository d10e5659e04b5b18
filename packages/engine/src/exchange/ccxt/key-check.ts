import ccxt from 'ccxt'
import { createClient, keyPermissions, type VenueOptions } from './venues'

/**
 * Why a key was not accepted, for the server to answer with its own translated error:
 * `auth` the exchange refused the key or its signature; `network` the exchange did not answer;
 * `withdraw` and `trade` the key's permissions; `exchange` any other refusal.
 */
export type KeyCheckFailure = 'auth' | 'network' | 'withdraw' | 'trade' | 'exchange'

export class KeyCheckError extends Error {
  override name = 'KeyCheckError'
  constructor(
    readonly failure: KeyCheckFailure,
    message: string,
  ) {
    super(message)
  }
}

export interface KeyCheck {
  /** What the key may do, in the list's words: `read`, `trade` (never `withdraw`: that is refused). */
  permissions: string[]
  /** Assets the key can see, with their free amount, as a proof that a signed read worked. */
  assets: number
}

/** Sorts a ccxt failure: auth before exchange, since ccxt's AuthenticationError is an ExchangeError. */
export function classify(error: unknown): KeyCheckError {
  if (error instanceof KeyCheckError) return error
  const message = error instanceof Error ? error.message.slice(0, 200) : String(error)
  if (error instanceof ccxt.AuthenticationError) return new KeyCheckError('auth', message)
  if (error instanceof ccxt.NetworkError) return new KeyCheckError('network', message)
  if (error instanceof ccxt.ExchangeError) return new KeyCheckError('exchange', message)
  // fetch's own failures (refused connection, DNS) reach here untyped on some paths.
  if (error instanceof TypeError || (error as { code?: string }).code === 'ECONNREFUSED')
    return new KeyCheckError('network', message)
  return new KeyCheckError('exchange', message)
}

/**
 * The check before a key is saved: a signed balance read, then the key's own permissions. A key
 * that may withdraw is refused, and so is one that cannot trade.
 */
export async function checkKeyWithExchange(o: VenueOptions): Promise<KeyCheck> {
  const client = createClient(o)
  try {
    const balance = (await client.fetchBalance()) as unknown as { free?: Record<string, unknown> }
    const permissions = await keyPermissions(client, o)
    if (permissions.canWithdraw)
      throw new KeyCheckError('withdraw', `This ${o.venue} API key allows withdrawals.`)
    if (!permissions.canTrade)
      throw new KeyCheckError('trade', `This ${o.venue} API key cannot trade.`)
    return { permissions: ['read', 'trade'], assets: Object.keys(balance.free ?? {}).length }
  } catch (error) {
    throw classify(error)
  }
}
