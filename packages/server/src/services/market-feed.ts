import {
  CcxtFeed,
  CompositeFeed,
  OandaFeed,
  ReplayFeed,
  replayCatalog,
  type MarketFeed,
} from '@atb/engine'
import type { MarketEnv } from '../config'

/**
 * The server's market from its settings. The replay plays everything by default. MARKET_FEED=ccxt
 * streams crypto live from Binance or OKX; OANDA_ACCOUNT_ID and OANDA_TOKEN stream forex and gold
 * live from OANDA. Whatever is not live is replayed, and says so.
 */
export function marketFeedFromEnv(m: MarketEnv, onError: (error: unknown) => void): MarketFeed {
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
        })
      : null
  const fx = m.oanda ? new OandaFeed({ ...m.oanda, onError }) : null
  if (!crypto && !fx) return replay(['crypto', 'forex', 'gold'])
  return new CompositeFeed([crypto ?? replay(['crypto']), fx ?? replay(['forex', 'gold'])])
}
