import ccxt, { type Exchange } from 'ccxt'
import { ExchangeError } from '../types'

export type VenueId = 'binance' | 'okx'

export interface Credentials {
  apiKey: string
  secret: string
  /** OKX calls it the passphrase. */
  password?: string
}

export interface VenueOptions {
  venue: VenueId
  credentials: Credentials
  /** Testnet (Binance) or demo trading (OKX). */
  sandbox?: boolean
  /** Sends every call to this origin instead of the exchange's hosts; tests point it at a local fake. */
  baseUrl?: string
  timeoutMs?: number
}

/**
 * A ccxt client that only talks to the endpoints we use: spot markets only, no currency list, no
 * clock sync, no margin pair lists, no client-side throttling (the runner paces calls).
 */
export function createClient(o: VenueOptions): Exchange {
  const common = {
    apiKey: o.credentials.apiKey,
    secret: o.credentials.secret,
    ...(o.credentials.password ? { password: o.credentials.password } : {}),
    enableRateLimit: false,
    timeout: o.timeoutMs ?? 10_000,
  }
  const client: Exchange =
    o.venue === 'binance'
      ? new ccxt.binance({
          ...common,
          options: {
            fetchMarkets: { types: ['spot'] },
            fetchMargins: false,
            fetchCurrencies: false,
            adjustForTimeDifference: false,
            defaultType: 'spot',
          },
        })
      : // One order per call: the batch endpoint answers per-order errors in a shape we would have to unpack.
        new ccxt.okx({
          ...common,
          options: {
            fetchMarkets: { types: ['spot'] },
            fetchCurrencies: false,
            adjustForTimeDifference: false,
            defaultType: 'spot',
            createOrder: 'privatePostTradeOrder',
          },
        })
  if (o.venue === 'okx') client.has = { ...client.has, fetchCurrencies: false }
  if (o.sandbox) client.setSandboxMode(true)
  if (o.baseUrl) redirect(client, o.baseUrl)
  return client
}

/** Rewrites the origin of every API url (sandbox ones included, once sandbox mode has swapped them in). */
function redirect(client: Exchange, baseUrl: string) {
  const origin = baseUrl.replace(/\/$/, '')
  const api = client.urls.api as Record<string, string>
  for (const [key, url] of Object.entries(api)) api[key] = url.replace(/^https?:\/\/[^/]+/, origin)
}

export interface KeyPermissions {
  canTrade: boolean
  canWithdraw: boolean
}

/** Reads what the key may do from the exchange's own account endpoints. */
export async function keyPermissions(client: Exchange, o: VenueOptions): Promise<KeyPermissions> {
  if (o.venue === 'binance') {
    // The spot testnet has no /sapi and its keys cannot move real funds; trading is all they can do.
    if (o.sandbox) return { canTrade: true, canWithdraw: false }
    const r = (await client.sapiGetAccountApiRestrictions()) as Record<string, unknown>
    return {
      canTrade: r.enableSpotAndMarginTrading === true,
      canWithdraw: r.enableWithdrawals !== false,
    }
  }
  const r = (await client.privateGetAccountConfig()) as { data?: { perm?: string }[] }
  const perms = (r.data?.[0]?.perm ?? '').split(',').map((p) => p.trim())
  return {
    canTrade: perms.includes('trade'),
    canWithdraw: perms.includes('withdraw') || !r.data?.[0],
  }
}

/** Refuses keys that could move funds off the exchange, and keys that cannot trade. */
export async function checkKey(client: Exchange, o: VenueOptions): Promise<KeyPermissions> {
  const p = await keyPermissions(client, o)
  if (p.canWithdraw) {
    throw new ExchangeError(
      'KEY_PERMISSION',
      `This ${o.venue} API key allows withdrawals. Create a key with trading permission only and withdrawals disabled.`,
    )
  }
  if (!p.canTrade)
    throw new ExchangeError(
      'KEY_PERMISSION',
      `This ${o.venue} API key cannot trade. Enable spot trading for it.`,
    )
  return p
}

/**
 * OKX takes up to 32 letters and digits as a client order id; Binance up to 36 of [A-Za-z0-9.:/_-].
 * Our ids are `${botId}:${seq}`, so for OKX the separators are dropped and the bot id shortened.
 */
export function venueClientId(venue: VenueId, clientId: string): string {
  if (venue === 'binance') return clientId.replace(/[^A-Za-z0-9.:/_-]/g, '_').slice(-36)
  return clientId.replace(/[^A-Za-z0-9]/g, '').slice(-32)
}
