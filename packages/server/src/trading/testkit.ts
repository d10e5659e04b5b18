import { randomUUID } from 'node:crypto'
import { fakeCredentials } from '@atb/engine/testing'
import type { Db } from '../db'
import { bots, users } from '../db/schema'
import type { ExchangeAccess } from '../services/exchange-access'

/** A user row for trading tests (no password: these tests never sign in). */
export async function insertUser(db: Db): Promise<string> {
  const id = randomUUID()
  await db.insert(users).values({
    id,
    email: `${id}@trading.test`,
    ownInvitationCode: id.slice(0, 8),
    createdAt: new Date(),
  })
  return id
}

/** A spot grid on BTCUSDT around the scripted feed's 60,000 start: ten levels of 100 USDT. */
export const gridConfig = (over: Record<string, unknown> = {}) => ({
  exchange_name: 'binance',
  coin_symbol: 'BTCUSDT',
  coin_base_asset: 'BTC',
  coin_quote_asset: 'USDT',
  number_of_grid: 10,
  coin_per_grid: 100,
  space_of_grid: 1,
  lower_price: 57_000,
  upper_price: 63_000,
  ...over,
})

/**
 * A Paper rebalance bot of 600 USDT on three coins of the scripted feed (issue 27's), rebalancing
 * whenever a weight drifts 1 point from its target.
 */
export const rebalanceConfig = (over: Record<string, unknown> = {}) => ({
  exchange_name: 'paper',
  coin_quote_asset: 'USDT',
  remaining: 100,
  holding: [
    { coin_base_asset: 'BTC', target_percent: 40 },
    { coin_base_asset: 'DOGE', target_percent: 30 },
    { coin_base_asset: 'SOL', target_percent: 30 },
  ],
  initial_amount: 600,
  enable_option_tigger_price: false,
  automatic_rebalance_condition: 'threshold',
  advanced_config_threshold: 1,
  enable_option_stop_tigger: false,
  ...over,
})
export const REBALANCE_SYMBOLS = ['BTCUSDT', 'DOGEUSDT', 'SOLUSDT']

/** A bot row as the bot API creates it: running, with its allocation, not yet started by a host. */
export async function insertBot(
  db: Db,
  userId: string,
  options: {
    kind?: string
    config?: Record<string, unknown>
    allocation?: Record<string, string>
    exchange?: string
    symbols?: string[]
  } = {},
): Promise<string> {
  const id = randomUUID()
  const now = new Date()
  await db.insert(bots).values({
    id,
    userId,
    kind: options.kind ?? 'spot_grid',
    exchange: options.exchange ?? 'paper',
    market: 'crypto',
    symbols: options.symbols ?? ['BTCUSDT'],
    config: options.config ?? gridConfig(),
    status: 'running',
    allocation: options.allocation ?? { USDT: '1100' },
    createdAt: now,
    updatedAt: now,
  })
  return id
}

/** Key access as the connections service gives it: the fake's key, and a record of invalidations. */
export function access(): ExchangeAccess & { invalid: string[] } {
  const invalid: string[] = []
  return {
    invalid,
    status: async () => 'connected',
    credentials: async () => fakeCredentials,
    markInvalid: async (_user, exchange, reason) => {
      invalid.push(`${exchange}: ${reason}`)
    },
  }
}

/** The client id as each venue receives it (engine venues.ts). */
export const venueId = (venue: string, clientId: string) =>
  venue === 'binance' ? clientId.slice(-36) : clientId.replace(/[^A-Za-z0-9]/g, '').slice(-32)

/** A spot grid on the fake exchanges' WLDUSDT around its price of 1: four levels of 25 USDT. */
export const wldGrid = (venue: string) => ({
  exchange_name: venue,
  coin_symbol: 'WLDUSDT',
  coin_base_asset: 'WLD',
  coin_quote_asset: 'USDT',
  number_of_grid: 4,
  coin_per_grid: 25,
  space_of_grid: 1,
  lower_price: 0.9,
  upper_price: 1.1,
})

/**
 * A spot grid on EURUSD around the scripted feed's start of 1: four levels of 1,100 USD, so each
 * is OANDA's 1,000 units (0.01 lots), its smallest lot step. Its levels rest as limit orders.
 */
export const eurGrid = {
  exchange_name: 'oanda',
  coin_symbol: 'EURUSD',
  coin_base_asset: 'EUR',
  coin_quote_asset: 'USD',
  number_of_grid: 4,
  coin_per_grid: 1100,
  space_of_grid: 1,
  lower_price: 0.9,
  upper_price: 1.1,
}

/**
 * A spot martingale (DCA) on one pair: an opening buy of `opening` quote, then `steps` forced
 * steps each twice the last, `drop` % apart, and a take profit of `takeProfit` %.
 */
export const martingaleConfig = (o: {
  exchange: string
  symbol: string
  base: string
  quote: string
  opening: number
  takeProfit: number
  steps: number
  drop: number
}) => ({
  exchange_name: o.exchange,
  coin_symbol: o.symbol,
  coin_base_asset: o.base,
  coin_quote_asset: o.quote,
  coin_initial_opening: o.opening,
  take_profit_ratio: o.takeProfit,
  drop_pullback: 0.5,
  enable_option_tsl: false,
  tp_retrectment: 0.1,
  coverage: Array.from({ length: o.steps }, () => ({
    price_unit: 'FORCE_BUY',
    price_drop: o.drop,
    multiply_unit: 'DYNAMIC',
    multiply: 2,
  })),
  enable_option_entry_price: false,
})
