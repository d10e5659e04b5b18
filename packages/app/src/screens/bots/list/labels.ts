import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { BadgeVariant } from '@atb/ui'
import { strategyCatalogue, type BotStatusName, type StrategyKind } from '@atb/contract'
import type { ActiveFilter } from './query'

export const statusTitles: Record<BotStatusName, MessageDescriptor> = {
  running: msg`Running`,
  paused: msg`Paused`,
  stopped: msg`Stopped`,
  error: msg`Error`,
  out_of_balance: msg`Out of balance`,
}

/** Colour goes with the word (and an icon on the card), never alone. */
export const statusVariants: Record<BotStatusName, BadgeVariant> = {
  running: 'positive',
  paused: 'info',
  stopped: 'neutral',
  error: 'negative',
  out_of_balance: 'warning',
}

export const filterTitles: Record<ActiveFilter, MessageDescriptor> = {
  active: msg`All active`,
  running: statusTitles.running,
  paused: statusTitles.paused,
  error: statusTitles.error,
  out_of_balance: statusTitles.out_of_balance,
}

/** The wizard's own name for each strategy, so a bot reads the same here as where it was made. */
export function kindTitle(kind: StrategyKind): MessageDescriptor {
  return (
    strategyCatalogue.find((entry) => entry.kind === kind)?.title ?? { id: kind, message: kind }
  )
}
