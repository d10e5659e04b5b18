import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import {
  strategyCatalogue,
  type BotStatusName,
  type BotSummary,
  type StrategyKind,
} from '@atb/contract'
import type { BadgeVariant } from '@atb/ui'

export { exchangeTitles } from './create/exchangeName'

/** One name per bot status for every bot screen (list, page, history, profit). */
export const statusTitles: Record<BotStatusName, MessageDescriptor> = {
  running: msg`Running`,
  paused: msg`Paused`,
  stopped: msg`Stopped`,
  error: msg`Error`,
  out_of_balance: msg`Out of balance`,
}

/** Colour goes with the word (and an icon where there is room), never alone. */
export const statusVariants: Record<BotStatusName, BadgeVariant> = {
  running: 'positive',
  paused: 'info',
  stopped: 'neutral',
  error: 'negative',
  out_of_balance: 'warning',
}

/** The wizard's own name for each strategy, so a bot reads the same everywhere as where it was made. */
export function kindTitle(kind: StrategyKind): MessageDescriptor {
  return (
    strategyCatalogue.find((entry) => entry.kind === kind)?.title ?? { id: kind, message: kind }
  )
}

/**
 * "BTC/USDT" from the config's assets when it names them; a basket's pairs in its currency
 * ("BTC/USDT, DOGE/USDT"); else the symbols as the bot holds them.
 */
export function pairTitle(
  bot: Pick<BotSummary, 'symbols'> & { config?: Record<string, unknown>; currency?: string },
) {
  const base = bot.config?.coin_base_asset
  const quote = bot.config?.coin_quote_asset
  if (bot.symbols.length === 1 && typeof base === 'string' && typeof quote === 'string')
    return `${base}/${quote}`
  const currency = bot.currency
  return bot.symbols
    .map((s) => (currency && baseOf(s, currency) !== s ? `${baseOf(s, currency)}/${currency}` : s))
    .join(', ')
}

/** The coin a pair trades in `quote`: "BTC" for BTCUSDT; a symbol in another quote as it is. */
export const baseOf = (symbol: string, quote: string) =>
  symbol.endsWith(quote) && symbol.length > quote.length ? symbol.slice(0, -quote.length) : symbol
