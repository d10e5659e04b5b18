import { useLingui } from '@lingui/react/macro'
import type { BotOrderStatus } from '@atb/contract'

/** Order sides, types and statuses in the page's language. */
export function useOrderWords() {
  const { t } = useLingui()
  const side: Record<'buy' | 'sell', string> = { buy: t`Buy`, sell: t`Sell` }
  const type: Record<'limit' | 'market', string> = { limit: t`Limit`, market: t`Market` }
  const status: Record<BotOrderStatus, string> = {
    pending: t`Pending`,
    open: t`Open`,
    filled: t`Filled`,
    canceled: t`Canceled`,
    rejected: t`Rejected`,
  }
  return { side, type, status }
}
