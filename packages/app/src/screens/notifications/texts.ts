import { useLingui } from '@lingui/react/macro'
import {
  paramInLocale,
  type LinguiLocale,
  type NotificationCategory,
  type NotificationView,
  type OrderRejectCode,
  type StrategyKind,
} from '@atb/contract'
import { useFormatter } from '@atb/ui'
import { kindTitle } from '../bots/botLabels'
import { rejectionText, venue } from '../bots/botReason'

export interface NotificationText {
  title: string
  body: string
}

/**
 * Words a stored notification (kind + params) in the reader's language (decision 068). A kind
 * this build does not know yet reads as a general notice, never as its key.
 */
export function useNotificationText(): (
  n: Pick<NotificationView, 'kind' | 'params'>,
) => NotificationText {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as LinguiLocale
  const format = useFormatter()
  return ({ kind, params }) => {
    const p = (key: string) => String(params[key] ?? '')
    const symbol = p('symbol')
    const strategy = params.strategy ? i18n._(kindTitle(p('strategy') as StrategyKind)) : ''
    const bot = strategy && symbol ? `${strategy} · ${symbol}` : symbol || strategy
    const amount = params.amount ? format.money(Number(params.amount), p('asset') || 'USDT') : ''
    const who = p('counterparty')
    const nickname = p('nickname')
    const device = p('device')
    const ip = p('ip')
    const address = p('address')
    const short = address.length > 14 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address
    const reason = p('reason')
    switch (kind) {
      case 'bot.stopped':
        return {
          title: t`Bot stopped`,
          body:
            p('cause') === 'self'
              ? t`Your bot ${bot} reached its goal or limit and stopped itself.`
              : p('cause') === 'start_failed'
                ? t`Your bot ${bot} could not start and was stopped. Its funds are back in your balance.`
                : t`Your bot ${bot} was stopped.`,
        }
      case 'bot.error':
        return {
          title: t`Bot error`,
          body: t`Your bot ${bot} ran into an error and stopped trading. Open it to see why.`,
        }
      case 'bot.out_of_balance':
        return {
          title: t`Bot out of balance`,
          body: t`Your bot ${bot} does not have enough balance to place its next order.`,
        }
      case 'bot.order_rejected': {
        const why = rejectionText(
          {
            code: p('reject') as OrderRejectCode,
            ...(params.detail ? { detail: p('detail') } : {}),
          },
          i18n,
        )
        const count = Number(params.count ?? 1)
        const orders = format.number(count)
        if (params.reject === 'canceled_outside')
          return {
            title: t`Order cancelled on the exchange`,
            body:
              count > 1
                ? t`${orders} orders of your bot ${bot} were cancelled on the exchange, outside the bot. The bot no longer counts on them: open it to see where it stands.`
                : t`An order of your bot ${bot} was cancelled on the exchange, outside the bot. The bot no longer counts on it: open it to see where it stands.`,
          }
        return {
          title: t`Order refused`,
          body:
            count > 1
              ? t`The exchange refused ${orders} orders of your bot ${bot}. ${why}`
              : t`The exchange refused an order of your bot ${bot}. ${why}`,
        }
      }
      case 'bot.venue_down': {
        const exchange = venue(p('exchange'), i18n)
        const minutes = format.number(Number(params.minutes ?? 0))
        return {
          title: t`Bot paused: exchange not answering`,
          body:
            params.resumes === 0
              ? t`Your bot ${bot} was paused because ${exchange} failed every request for ${minutes} minutes. It stays paused until you resume it, as your settings ask.`
              : t`Your bot ${bot} was paused because ${exchange} failed every request for ${minutes} minutes. It resumes by itself when the exchange answers again.`,
        }
      }
      case 'bot.venue_back': {
        const exchange = venue(p('exchange'), i18n)
        if (params.resumed === 0)
          return {
            title: t`Exchange answering again`,
            body: t`${exchange} answers again. Your bot ${bot} stays paused, as your settings ask: resume it when you are ready.`,
          }
        return {
          title: t`Bot resumed`,
          body: t`${exchange} answers again: your bot ${bot} is trading again.`,
        }
      }
      case 'bot.coins_outside': {
        const exchange = venue(p('exchange'), i18n)
        const asset = p('asset')
        const held = `${format.number(Number(params.held ?? 0), 8)} ${asset}`
        const counted = `${format.number(Number(params.counted ?? 0), 8)} ${asset}`
        return {
          title: t`Bot paused: coins missing on the exchange`,
          body: t`${exchange} holds ${held}, fewer than the ${counted} your bots bought there: they were sold or moved outside the bots. Your bot ${bot} was paused so it places no order it cannot cover. Put the coins back and resume it, or stop it to end with what is left.`,
        }
      }
      case 'bot.wallet_low':
        return {
          title: t`Bot paused: wallet low`,
          body: t`Your bot ${bot} was paused because your USDT wallet is below the minimum. Deposit to resume it.`,
        }
      case 'bot.fill': {
        const side = p('side') === 'sell' ? t`Sold` : t`Bought`
        const qty = p('qty')
        const price = params.price ? format.number(Number(params.price)) : ''
        return { title: t`Order filled`, body: t`${side} ${qty} ${symbol} at ${price} (${bot}).` }
      }
      case 'wallet.deposit':
        return { title: t`Deposit received`, body: t`${amount} was credited to your wallet.` }
      case 'wallet.transfer_sent':
        return { title: t`Transfer sent`, body: t`You sent ${amount} to ${who}.` }
      case 'wallet.transfer_received':
        return { title: t`Transfer received`, body: t`${who} sent you ${amount}.` }
      case 'wallet.withdrawal_approved':
        return {
          title: t`Withdrawal approved`,
          body: t`Your withdrawal of ${amount} to ${short} was approved and is being sent.`,
        }
      case 'wallet.withdrawal_confirmed':
        return {
          title: t`Withdrawal completed`,
          body: t`${amount} arrived at ${short}; the transaction is confirmed on the chain.`,
        }
      case 'wallet.withdrawal_rejected':
        return {
          title: t`Withdrawal rejected`,
          body: reason
            ? t`Your withdrawal of ${amount} was rejected: ${reason}. The amount and fee are back in your balance.`
            : t`Your withdrawal of ${amount} was rejected. The amount and fee are back in your balance.`,
        }
      case 'wallet.withdrawal_failed':
        return {
          title: t`Withdrawal failed`,
          body: t`Your withdrawal of ${amount} failed on the chain. The amount and fee are back in your balance.`,
        }
      case 'security.login':
        return {
          title: t`New login`,
          body: t`Your account was signed in to from ${device} (${ip}). If this was not you, change your password now.`,
        }
      case 'security.password':
        return {
          title: t`Password changed`,
          body: t`Your password was changed. If this was not you, reset it now.`,
        }
      case 'security.pin':
        return {
          title: t`PIN changed`,
          body: t`Your 6-digit PIN was set or changed. If this was not you, change your password now.`,
        }
      case 'security.transaction_password':
        return {
          title: t`Transaction password changed`,
          body: t`Your transaction password was set or changed. If this was not you, change your password now.`,
        }
      case 'security.two_factor_on':
        return {
          title: t`Two-factor sign-in turned on`,
          body: t`Signing in now also asks for a code from your authenticator app. If this was not you, change your password now.`,
        }
      case 'security.two_factor_off':
        return {
          title: t`Two-factor sign-in turned off`,
          body: t`Signing in no longer asks for a code. Withdrawals are paused for 24 hours. If this was not you, change your password now.`,
        }
      case 'security.recovery_code':
        return {
          title: t`Recovery code used`,
          body: t`One of your recovery codes was used. Withdrawals are paused for 24 hours. If this was not you, change your password now.`,
        }
      case 'affiliate.referral':
        return { title: t`New referral`, body: t`${nickname} signed up with your invitation code.` }
      case 'affiliate.commission':
        return {
          title: t`Commission earned`,
          body: t`${amount} commission was credited to your wallet.`,
        }
      case 'events.announcement': {
        const title = paramInLocale(params, 'title', locale)
        return {
          title: t`New event`,
          body: title
            ? t`New event: ${title}. Open it to see how to join.`
            : t`A new event was announced. Open it to see how to join.`,
        }
      }
      case 'events.tournament': {
        const name = paramInLocale(params, 'name', locale)
        return {
          title: t`New tournament`,
          body: t`The tournament ${name} is open. Join it with a Paper bot and climb the leaderboard.`,
        }
      }
      case 'events.prize': {
        const name = paramInLocale(params, 'name', locale)
        const rank = format.number(Number(params.rank ?? 0))
        return {
          title: t`Tournament prize`,
          body: t`You finished #${rank} in ${name}: ${amount} was credited to your wallet.`,
        }
      }
      default:
        return { title: t`Notification`, body: t`Open it to see more.` }
    }
  }
}

/** The category names, as the filters and the preferences show them. */
export function useCategoryTitles(): Record<NotificationCategory, string> {
  const { t } = useLingui()
  return {
    bot: t`Bots`,
    wallet: t`Wallet`,
    security: t`Security`,
    affiliate: t`Affiliate`,
    events: t`Events`,
  }
}
