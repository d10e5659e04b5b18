import type { MarketFeed } from '@atb/engine'
import type { Clock } from './deps'

/**
 * The trading domain's clock (decision 087): the market's time. A replay's market runs `speed`
 * times faster than the wall clock, and its fills, equity samples and strategy stops carry market
 * time; so a bot's creation, status changes, stop, runtime and profit days are dated on the same
 * clock, or a fill would come after "Runtime 2 min" and profit would land on tomorrow's date. On a
 * live feed the market's time is the wall clock's. Sessions, limits, the wallet and mail stay on
 * the wall clock.
 */
export function marketNow(clock: Clock, feed: Pick<MarketFeed, 'now' | 'speed'> | undefined): Date {
  // At real speed the market's time is the wall's, on whichever clock the server keeps.
  return feed?.now && (feed.speed ?? 1) !== 1 ? new Date(feed.now()) : clock.now()
}
