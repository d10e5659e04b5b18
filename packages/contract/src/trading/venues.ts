import type { Market } from '../strategies'

/**
 * Where a bot trades. `paper` is the built-in demo venue every account has; `oanda` is the forex and
 * gold broker (decision 032). The spec's `exchange_name` field takes one of these.
 */
export const exchangeNames = ['paper', 'binance', 'okx', 'oanda'] as const
export type ExchangeName = (typeof exchangeNames)[number]

/** Venues a user connects with an API key (the spec's exchange key form). */
export const keyedExchanges = ['binance', 'okx', 'oanda'] as const
export type KeyedExchange = (typeof keyedExchanges)[number]

/** The markets each venue serves. */
export const venueMarkets: Record<ExchangeName, readonly Market[]> = {
  paper: ['crypto', 'forex', 'gold'],
  binance: ['crypto'],
  okx: ['crypto'],
  oanda: ['forex', 'gold'],
}

/** What the API-key list shows for each venue. */
export const connectionStatuses = [
  'connected',
  'disabled',
  'invalid',
  'withdrawal_enabled',
] as const
export type ConnectionStatus = (typeof connectionStatuses)[number]

/** A bot's life; `out_of_balance` is a running bot whose available asset fell below spec §9's 10. */
export const botStatuses = ['running', 'paused', 'stopped', 'error', 'out_of_balance'] as const
export type BotStatusName = (typeof botStatuses)[number]

/** The demo balance of every Paper account, and what a reset restores: USDT for crypto, USD for forex and gold. */
export const PAPER_BALANCES = { USDT: '10000', USD: '10000' } as const

/** Where prices come from; everything that shows a replayed price says so. */
export const marketSources = ['replay', 'live'] as const
export type MarketSource = (typeof marketSources)[number]

/** Candle intervals the market endpoints and charts offer. */
export const candleIntervals = ['1m', '5m', '15m', '1h', '4h', '1d'] as const
export type CandleInterval = (typeof candleIntervals)[number]

export const INTERVAL_MS: Record<CandleInterval, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
}
