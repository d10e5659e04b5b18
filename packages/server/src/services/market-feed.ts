import {
  CcxtFeed,
  CompositeFeed,
  OandaFeed,
  ReplayFeed,
  replayCatalog,
  type FeedGap,
  type MarketFeed,
} from '@atb/engine'
import type { MarketEnv } from '../config'

/**
 * Turns a live feed's filled gap into a warning for the log: how long its stream was down, and
 * which symbols were replayed from 1-minute candles.
 */
export function logGap(warn: (data: object, message: string) => void) {
  return (gap: FeedGap) =>
    warn(
      { gapMs: gap.to - gap.from, from: new Date(gap.from).toISOString(), symbols: gap.symbols },
      'market stream dropped; gap filled from 1-minute candles',
    )
}

/**
 * The server's market from its settings. The replay plays everything by default. MARKET_FEED=ccxt
 * streams crypto live from Binance or OKX; OANDA_ACCOUNT_ID and OANDA_TOKEN stream forex and gold
 * live from OANDA. Whatever is not live is replayed, and says so. A live feed whose stream dropped
 * tells `onGap` once it has filled the gap.
 */
export function marketFeedFromEnv(
  m: MarketEnv,
  onError: (error: unknown) => void,
  onGap?: (gap: FeedGap) => void,
): MarketFeed {
  const gaps = onGap ? { onGap } : {}
  const replay = (markets: string[]) =>
    new ReplayFeed({
      speed: m.replaySpeed,
      ...(m.replayEpoch !== undefined ? { epoch: m.replayEpoch } : {}),
      symbols: replayCatalog.filter((e) => markets.includes(e.market)),
      onListenerError: onError,
    })
  const crypto =
    m.feed === 'ccxt'
      ? new CcxtFeed({
          venue: m.exchange === 'okx' ? 'okx' : 'binance',
          ...(m.exchangeUrl ? { baseUrl: m.exchangeUrl } : {}),
          onError,
          ...gaps,
        })
      : null
  const fx = m.oanda ? new OandaFeed({ ...m.oanda, onError, ...gaps }) : null
  if (!crypto && !fx) return replay(['crypto', 'forex', 'gold'])
  return new CompositeFeed([crypto ?? replay(['crypto']), fx ?? replay(['forex', 'gold'])])
}
