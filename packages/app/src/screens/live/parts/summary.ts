import { useLingui } from '@lingui/react/macro'
import { messageForCode, type LiveServerMessage } from '@atb/contract'
import { useFormatter } from '@atb/ui'
import { reasonText } from '../../bots/botReason'

/** One readable line per socket message, for the /ws page's log. */
export function useMessageSummary() {
  const { t, i18n } = useLingui()
  const format = useFormatter()
  const statuses: Record<string, string> = {
    running: t`running`,
    paused: t`paused`,
    stopped: t`stopped`,
    error: t`in error`,
    out_of_balance: t`out of balance`,
  }
  return (message: LiveServerMessage): string => {
    switch (message.type) {
      case 'ready': {
        const symbols = format.number(message.maxSymbols)
        const seconds = format.number(message.heartbeatMs / 1000)
        return t`Signed in: up to ${symbols} pairs, heartbeat every ${seconds} s`
      }
      case 'ticker': {
        const { symbol } = message.ticker
        const price = format.price(message.ticker.last)
        const change = format.percent(message.ticker.change_24h, { signed: true })
        return t`${symbol} at ${price} (${change} in 24 h)`
      }
      case 'subscribed': {
        const symbols = message.symbols.join(', ') || '–'
        return t`Following: ${symbols}`
      }
      case 'pong': {
        const id = message.id
        return id ? t`Answer to ping ${id}` : t`Answer to the heartbeat ping`
      }
      case 'error': {
        const known = messageForCode(message.code)
        return known ? i18n._(known) : message.description
      }
      case 'bot.status': {
        const bot = message.botId.slice(0, 8)
        const status = statuses[message.status] ?? message.status
        const reason = message.reason && reasonText(message.reason, i18n)
        return reason ? t`Bot ${bot} is now ${status}: ${reason}` : t`Bot ${bot} is now ${status}`
      }
      case 'bot.fill': {
        const bot = message.botId.slice(0, 8)
        const { symbol } = message.fill
        const qty = format.number(Number(message.fill.qty))
        const price = format.price(message.fill.price)
        return message.fill.side === 'buy'
          ? t`Bot ${bot} bought ${qty} ${symbol} at ${price}`
          : t`Bot ${bot} sold ${qty} ${symbol} at ${price}`
      }
      case 'bot.pnl': {
        const bot = message.botId.slice(0, 8)
        const realised = format.number(Number(message.realized), 2)
        const unrealised = format.number(Number(message.unrealized), 2)
        return t`Bot ${bot}: realised ${realised}, unrealised ${unrealised}`
      }
      case 'backtest.queue': {
        const place = format.number(message.position)
        return t`A backtest is waiting: position ${place} in line`
      }
      default:
        return ''
    }
  }
}
