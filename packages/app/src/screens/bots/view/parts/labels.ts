import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import {
  strategyCatalogue,
  type BotStatusName,
  type BotSummary,
  type StrategyKind,
} from '@atb/contract'
import type { BadgeVariant } from '@atb/ui'

export { exchangeTitles } from '../../create/exchangeName'

export const statusTitles: Record<BotStatusName, MessageDescriptor> = {
  running: msg`Running`,
  paused: msg`Paused`,
  stopped: msg`Stopped`,
  error: msg`Error`,
  out_of_balance: msg`Out of balance`,
}

export const statusVariants: Record<BotStatusName, BadgeVariant> = {
  running: 'positive',
  paused: 'info',
  stopped: 'neutral',
  error: 'negative',
  out_of_balance: 'warning',
}

/** The strategy's name as the wizard's catalogue spells it; the kind itself when it has none. */
export function kindTitle(kind: StrategyKind): MessageDescriptor {
  return (
    strategyCatalogue.find((entry) => entry.kind === kind)?.title ?? { id: kind, message: kind }
  )
}

/** "BTC/USDT" from the config's assets when it names them, else the symbols as the bot holds them. */
export function pairTitle(bot: Pick<BotSummary, 'symbols'> & { config?: Record<string, unknown> }) {
  const base = bot.config?.coin_base_asset
  const quote = bot.config?.coin_quote_asset
  if (bot.symbols.length === 1 && typeof base === 'string' && typeof quote === 'string')
    return `${base}/${quote}`
  return bot.symbols.join(', ')
}
