import type { KeyedExchange } from '@atb/contract'
import {
  checkKeyWithExchange,
  ExchangeError,
  OANDA_HOSTS,
  oandaAccountSummary,
  KeyCheckError,
  type Credentials,
  type KeyCheck,
  type VenueId,
} from '@atb/engine'

/**
 * Checks a key with its venue before anything is saved: a signed call that reads balances and the
 * key's permissions. Throws `KeyCheckError` (auth, network, withdraw, trade, exchange).
 */
export interface KeyVerifier {
  verify(credentials: Credentials): Promise<KeyCheck>
}

/** The exchanges' own hosts; tests and end-to-end runs point these at local fakes. */
export const PRODUCTION_URLS: Record<KeyedExchange, string | undefined> = {
  // ccxt's own hosts for Binance and OKX (undefined keeps them).
  binance: undefined,
  okx: undefined,
  oanda: OANDA_HOSTS.live.rest,
}

export function ccxtVerifier(venue: VenueId, baseUrl?: string, timeoutMs = 10_000): KeyVerifier {
  return {
    verify: (credentials) =>
      checkKeyWithExchange({
        venue,
        credentials,
        timeoutMs,
        ...(baseUrl ? { baseUrl } : {}),
      }),
  }
}

/**
 * OANDA v20 (decision 032): the form's api_key is the account id and secret_key the personal
 * access token; the account summary is the signed read. v20 has no withdrawal endpoint and its
 * tokens always trade, so only auth and reachability can fail.
 */
export function oandaVerifier(baseUrl: string, timeoutMs = 10_000): KeyVerifier {
  return {
    async verify({ apiKey: accountId, secret: token }) {
      try {
        const summary = await oandaAccountSummary({ accountId, token, url: baseUrl, timeoutMs })
        return { permissions: ['read', 'trade'], assets: summary.currency ? 1 : 0 }
      } catch (error) {
        if (!(error instanceof ExchangeError)) throw error
        const kind =
          error.code === 'NETWORK'
            ? 'network'
            : error.code === 'AUTH' || error.code === 'UNKNOWN_ACCOUNT'
              ? 'auth'
              : 'exchange'
        throw new KeyCheckError(kind, error.message)
      }
    },
  }
}

export interface VerifierOptions {
  urls?: Partial<Record<KeyedExchange, string>>
  timeoutMs?: number
  /** Replaces a venue's verifier (the lead may wire the engine's OANDA client here). */
  overrides?: Partial<Record<KeyedExchange, KeyVerifier>>
}

export function keyVerifiers(o: VerifierOptions = {}): Record<KeyedExchange, KeyVerifier> {
  const url = (venue: KeyedExchange) => o.urls?.[venue] ?? PRODUCTION_URLS[venue]
  return {
    binance: o.overrides?.binance ?? ccxtVerifier('binance', url('binance'), o.timeoutMs),
    okx: o.overrides?.okx ?? ccxtVerifier('okx', url('okx'), o.timeoutMs),
    oanda: o.overrides?.oanda ?? oandaVerifier(url('oanda')!, o.timeoutMs),
  }
}
