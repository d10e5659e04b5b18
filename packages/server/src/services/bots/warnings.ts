import { isBasketKind, MIN_ASSET_RUNNING_BOT, type BotCycle, type BotWarning } from '@atb/contract'
import { D, holdingsValue, str, type Fill } from '@atb/engine'
import { heldOf } from '../../trading/pnl'
import { cycleKinds } from './cycle'
import type { RuntimeSnapshot } from './runtime'

/** Warned this many times above spec §9's running minimum, so the warning comes first. */
export const LOW_BALANCE_FACTOR = 2

/** What a bot's next buys need, and what that figure counts (BotWarning's `counts`). */
export interface NextBuys {
  needed: string
  counts: 'cycle' | 'last_buy'
  buys: number | null
}

/**
 * What a bot's coming buys need (decision 086). A martingale or DCA bot: the buys its cycle has
 * left at worst, fee reserve included, from the wizard's functions (none once every step is
 * used, or before a host has started it). A market-neutral bot only buys again in a re-hedge,
 * paid by the short it closes first (decision 056), and a basket (rebalance) pays its buys with
 * its sells (decision 084): nothing. Any other: a buy as large as its last.
 */
export function nextBuysOf(
  kind: string,
  cycle: BotCycle | null,
  fills: readonly Fill[],
): NextBuys | null {
  if (cycleKinds.includes(kind))
    return cycle && cycle.buys_left > 0
      ? { needed: cycle.needed_left, counts: 'cycle', buys: cycle.buys_left }
      : null
  if (kind === 'market_neutral' || isBasketKind(kind)) return null
  const lastBuy = fills.findLast((f) => f.side === 'buy' && f.qty !== '0')
  return lastBuy ? { needed: lastBuy.quote, counts: 'last_buy', buys: null } : null
}

/**
 * The low-balance warning (decision 041), said before the host marks a bot out of balance. A
 * running or paused bot whose own account the runtime knows (Paper) is warned when
 * - the quote it holds (free and in open orders) is under twice the running minimum, or
 * - it has no resting buy and its free quote cannot pay for its next buys (`nextBuysOf`; a
 *   grid's next buys rest already, funded).
 * A connected exchange's account is the user's, shared, so no per-bot warning is given. A basket
 * (rebalance) spends its quote on its coins: what it holds is everything, at the runtime's prices
 * (decision 084).
 */
export function lowBalance(
  kind: string,
  status: string,
  quote: string,
  snapshot: RuntimeSnapshot | null,
  next: NextBuys | null,
): BotWarning[] {
  if (status !== 'running' && status !== 'paused') return []
  const balance = snapshot?.balances[quote]
  if (!snapshot || !balance) return []
  const floor = new D(MIN_ASSET_RUNNING_BOT).mul(LOW_BALANCE_FACTOR)
  const basket = isBasketKind(kind)
  const held = basket
    ? holdingsValue(
        Object.fromEntries(Object.entries(snapshot.balances).map(([a, b]) => [a, heldOf(b)])),
        quote,
        (asset) => snapshot.prices[`${asset}${quote}`],
      )
    : heldOf(balance)
  if (held.lt(floor))
    return [
      {
        code: 'low_balance',
        asset: quote,
        available: str(held),
        needed: str(floor),
        counts: 'minimum',
        buys_left: null,
      },
    ]
  if (!next || snapshot.openOrders.some((o) => o.side === 'buy')) return []
  const free = new D(balance.free)
  if (free.gte(next.needed)) return []
  return [
    {
      code: 'low_balance',
      asset: quote,
      available: str(free),
      needed: next.needed,
      counts: next.counts,
      buys_left: next.buys,
    },
  ]
}
