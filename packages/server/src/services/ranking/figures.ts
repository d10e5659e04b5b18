import { rankingWindowDays, type RankingWindow, type RankingWindowFigures } from '@atb/contract'
import { D, str } from '@atb/engine'
import type { BotFigures } from '../bots/rows'
import { DAY_MS, profitOn, utcDay, type CachedBooks } from '../bots/stats-cache'

/** The first millisecond of a window (UTC days, today included); 0 for all time. */
export function windowStart(window: RankingWindow, now: number): number {
  const days = rankingWindowDays[window]
  return days === null ? 0 : (utcDay(now) - days + 1) * DAY_MS
}

/**
 * A bot's figures over a window (decision 070). All time is the bot page's total PnL (realised +
 * unrealised − fees) and ROI. 7 and 30 days are the profit page's: the realised − fees of the
 * fills in those UTC days (the same profit events), as a share of the same investment.
 */
export function windowFigures(
  window: RankingWindow,
  figures: Pick<BotFigures, 'total' | 'pct' | 'investment'>,
  cached: CachedBooks,
  now: number,
): RankingWindowFigures {
  const days = rankingWindowDays[window]
  if (days === null) return { pnl: figures.total, roi_pct: figures.pct }
  const today = utcDay(now)
  let pnl = new D(0)
  for (let day = today - days + 1; day <= today; day++) pnl = pnl.add(profitOn(cached, day))
  const investment = new D(figures.investment)
  const roi = investment.isZero() ? 0 : pnl.div(investment).mul(100).toNumber()
  return { pnl: str(pnl), roi_pct: roi }
}

/**
 * Whether a bot traded in the window: a buy or a sell on one of its UTC days (all time: ever).
 * One that did not is not ranked (decision 079): its zero would outrank every bot that lost.
 */
export function tradedIn(window: RankingWindow, cached: CachedBooks, now: number): boolean {
  const days = rankingWindowDays[window]
  if (days === null) return cached.tradeDays.size > 0
  const first = utcDay(now) - days + 1
  for (const day of cached.tradeDays) if (day >= first) return true
  return false
}
