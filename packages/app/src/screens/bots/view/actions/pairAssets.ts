import type { BotView } from '@atb/contract'
import { baseOf } from '../../botLabels'

/** What the bot trades, in the words the actions use: the coin(s) it holds and the quote. */
export interface PairAssets {
  /** The base asset(s), e.g. "BTC", or "BTC, ETH" for a basket. */
  base: string
  /** The quote asset the figures are in, e.g. "USDT". */
  quote: string
  /** The pair the sell form prices with. */
  symbol: string | null
  /** Futures, forex and gold bots hold positions, not coins: stop closes them instead of selling. */
  positions: boolean
}

export function pairAssetsOf(
  bot: Pick<BotView, 'kind' | 'market' | 'symbols' | 'config' | 'performance'>,
): PairAssets {
  const quote = bot.performance.currency
  const configured = bot.config.coin_base_asset
  const bases =
    bot.symbols.length === 1 && typeof configured === 'string' && configured
      ? [configured]
      : bot.symbols.map((s) => baseOf(s, quote))
  return {
    base: bases.join(', '),
    quote,
    symbol: bot.symbols[0] ?? null,
    positions: bot.market !== 'crypto' || bot.kind.startsWith('future'),
  }
}
