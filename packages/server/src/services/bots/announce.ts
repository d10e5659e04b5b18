import type { BotStatusName } from '@atb/contract'
import type { BotRow, TradingDeps } from './runtime'

/** Tells the owner's sockets about a status change that is now stored. */
export function announce(t: TradingDeps, row: BotRow, time: Date) {
  t.live?.publish(row.userId, {
    type: 'bot.status',
    botId: row.id,
    status: row.status as BotStatusName,
    reason: row.reason,
    time: time.getTime(),
  })
}
