import { MIN_ASSET_RUNNING_BOT, type BotWarning } from '@atb/contract'
import { D, str, type Fill } from '@atb/engine'
import { heldOf } from '../../trading/pnl'
import type { RuntimeSnapshot } from './runtime'

/** Warned this many times above spec §9's running minimum, so the warning comes first. */
export const LOW_BALANCE_FACTOR = 2

/**
 * The low-balance warning (decision 041), said before the host marks a bot out of balance. A
 * running or paused bot whose own account the runtime knows (Paper) is warned when
 * - the quote it holds (free and in open orders) is under twice the running minimum, or
 * - it has no resting buy and its free quote cannot pay for a buy as large as its last one
 *   (the next order of a DCA or martingale bot; a grid's next buys rest already, funded).
 * A connected exchange's account is the user's, shared, so no per-bot warning is given. A
 * market-neutral bot only buys again in a re-hedge, paid by the short it closes first (decision
 * 056), so only the first rule applies to it.
 */
export function lowBalance(
  kind: string,
  status: string,
  quote: string,
  snapshot: RuntimeSnapshot | null,
  fills: readonly Fill[],
): BotWarning[] {
  if (status !== 'running' && status !== 'paused') return []
  const balance = snapshot?.balances[quote]
  if (!snapshot || !balance) return []
  const held = heldOf(balance)
  const floor = new D(MIN_ASSET_RUNNING_BOT).mul(LOW_BALANCE_FACTOR)
  if (held.lt(floor))
    return [{ code: 'low_balance', asset: quote, available: str(held), needed: str(floor) }]
  if (kind === 'market_neutral' || snapshot.openOrders.some((o) => o.side === 'buy')) return []
  const lastBuy = fills.findLast((f) => f.side === 'buy' && f.qty !== '0')
  const free = new D(balance.free)
  if (!lastBuy || free.gte(lastBuy.quote)) return []
  return [{ code: 'low_balance', asset: quote, available: str(free), needed: lastBuy.quote }]
}
