/**
 * The hosted trading runtime (issue 10 §4, decision 035). What the rest of the server calls:
 *
 * - `buildServer({ trading: { feed, hub, exchanges? } })` creates one `TradingHost` as `deps.trading`; it
 *   claims and resumes bots when the server is ready and gives its leases back on close.
 * - The bot API, after it has inserted a bot row (status 'running', `allocation` set, `state` null)
 *   and checked ownership, calls:
 *     `deps.trading.startBot(id)`            → BotSnapshot (claims the lease, opens the paper account)
 *     `deps.trading.pause(id)` / `resume(id)` → BotSnapshot
 *     `deps.trading.stop(id, 'keep' | 'sell')`→ BotSnapshot (sell: market close filled at once)
 *     `deps.trading.update(id, config, newConfigVersion)` → BotSnapshot (strategy restarts on the
 *        new config over the same account; fills and PnL continue)
 *     `deps.trading.snapshot(id)`            → live status, state, open orders, balances, position, PnL
 *   Each throws ApiFailure('record_not_found') for a bot this process does not host (a bot in
 *   error, or stopped before this process started, is read from its row instead); each resolves
 *   once the change is durable. After `stop`, `snapshot(id).balances` is the bot's paper account
 *   (also in `bots.venue_account`): what the paper wallet gets back.
 * - `startBot` on a row whose config no longer parses, or whose exchange this server cannot reach,
 *   leaves the row in status 'error' with the reason and answers record_not_found.
 * - History, orders, fills and equity are rows: `bots`, `bot_orders`, `bot_fills`, `bot_equity`;
 *   `bot_events` holds one 'host.started' row per bot ({ price, value }: buy-and-hold's start).
 * - Live events go through `LiveHub.publish`: bot.status, bot.fill, bot.pnl (≤ 1/s per bot).
 * - Connected exchanges: `OrderWorker` (order-worker.ts) sends durable pending intents.
 */
import type { TradingHostOptions } from './host'

export { TradingHost, type TradingHostOptions } from './host'
export type { BotSnapshot, StopMode } from './host-ops'
export { DbBotStore } from './store'
export { Leases, HOSTED_STATUSES } from './lease'

/** What `buildServer` takes: the host's options without the database, which the server owns. */
export type TradingOptions = Omit<TradingHostOptions, 'db' | 'log'>
