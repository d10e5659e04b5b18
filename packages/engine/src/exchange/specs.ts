import { CRYPTO_FEES, FUNDING, perpSymbolOf } from '@atb/contract'
import type { MarketKind, SymbolSpec, Tick } from '../core/types'

const spotFees = { makerFee: CRYPTO_FEES.spot.maker, takerFee: CRYPTO_FEES.spot.taker }

/**
 * Trading rules for the symbols of the recorded candles and the forex/gold paper markets. Values follow
 * the venues' published defaults (Binance VIP 0 fees; forex and gold on a standard lot).
 */
export function symbolSpec(
  symbol: string,
  kind: MarketKind = 'spot',
  overrides: Partial<SymbolSpec> = {},
): SymbolSpec {
  const known: Record<string, Omit<SymbolSpec, 'symbol' | 'kind'>> = {
    WLDUSDT: {
      base: 'WLD',
      quote: 'USDT',
      tickSize: '0.0001',
      stepSize: '0.1',
      minNotional: '5',
      ...spotFees,
    },
    XRPUSDT: {
      base: 'XRP',
      quote: 'USDT',
      tickSize: '0.0001',
      stepSize: '0.1',
      minNotional: '5',
      ...spotFees,
    },
    SOLUSDT: {
      base: 'SOL',
      quote: 'USDT',
      tickSize: '0.01',
      stepSize: '0.001',
      minNotional: '5',
      ...spotFees,
    },
    DOGEUSDT: {
      base: 'DOGE',
      quote: 'USDT',
      tickSize: '0.00001',
      stepSize: '1',
      minNotional: '5',
      ...spotFees,
    },
    BTCUSDT: {
      base: 'BTC',
      quote: 'USDT',
      tickSize: '0.01',
      stepSize: '0.00001',
      minNotional: '5',
      ...spotFees,
    },
    UNITTESTBTC: {
      base: 'UNITTEST',
      quote: 'BTC',
      tickSize: '0.00000001',
      stepSize: '1',
      minNotional: '0.0001',
      ...spotFees,
    },
    EURUSD: {
      base: 'EUR',
      quote: 'USD',
      tickSize: '0.00001',
      stepSize: '0.01',
      minNotional: '1',
      makerFee: '0',
      takerFee: '0.00002',
      contractSize: '100000',
    },
    XAUUSD: {
      base: 'XAU',
      quote: 'USD',
      tickSize: '0.01',
      stepSize: '0.01',
      minNotional: '1',
      makerFee: '0',
      takerFee: '0.00002',
      contractSize: '100',
    },
  }
  const base = known[symbol]
  if (!base && !overrides.base)
    throw new Error(`No trading rules for ${symbol}; pass base, quote and precision`)
  const futuresFees =
    kind === 'futures' && !base?.contractSize
      ? { makerFee: CRYPTO_FEES.futures.maker, takerFee: CRYPTO_FEES.futures.taker }
      : {}
  return {
    symbol,
    kind,
    ...(base as Omit<SymbolSpec, 'symbol' | 'kind'>),
    ...futuresFees,
    ...overrides,
  }
}

/**
 * The USDⓈ-M perpetual beside a crypto spot pair (decision 056): the same lot and tick rules,
 * futures fees, and its own symbol (`BTCUSDT.P`), so its book never meets the spot one.
 */
export function perpSpecOf(spot: SymbolSpec): SymbolSpec {
  return {
    ...spot,
    symbol: perpSymbolOf(spot.symbol),
    kind: 'futures',
    makerFee: CRYPTO_FEES.futures.maker,
    takerFee: CRYPTO_FEES.futures.taker,
  }
}

/**
 * The perpetual's tick for a spot tick. The recorded market has no perpetual history beside its
 * spot pairs, so the paper perpetual trades at the spot price (no premium) and funds at the
 * venue's baseline rate; a connected exchange reports its own price and rate.
 */
export const perpTickOf = (t: Tick, funding: number = FUNDING.paperRate): Tick => ({
  symbol: perpSymbolOf(t.symbol),
  time: t.time,
  price: t.price,
  funding,
})
