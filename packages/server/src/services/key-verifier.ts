import type { KeyedExchange } from '@atb/contract'
import {
  checkKeyWithExchange,
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
  oanda: 'https://api-fxtrade.oanda.com',
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
 * access token. GET /v3/accounts/{id}/summary with the bearer token is the signed read. v20 has no
 * withdrawal endpoint and its tokens always trade, so only auth and reachability can fail.
 */
export function oandaVerifier(baseUrl: string, timeoutMs = 10_000): KeyVerifier {
  return {
    async verify({ apiKey: accountId, secret: token }) {
      const url = `${baseUrl.replace(/\/$/, '')}/v3/accounts/${encodeURIComponent(accountId)}/summary`
      let res: Response
      try {
        res = await fetch(url, {
          headers: { authorization: `Bearer ${token}`, 'accept-datetime-format': 'RFC3339' },
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw new KeyCheckError('network', (error as Error).message)
      }
      if (res.status === 401 || res.status === 403 || res.status === 404)
        throw new KeyCheckError('auth', `OANDA answered ${res.status}`)
      if (!res.ok) throw new KeyCheckError('exchange', `OANDA answered ${res.status}`)
      const body = (await res.json().catch(() => null)) as {
        account?: { currency?: string }
      } | null
      if (!body?.account) throw new KeyCheckError('exchange', 'OANDA sent no account summary')
      return { permissions: ['read', 'trade'], assets: body.account.currency ? 1 : 0 }
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
