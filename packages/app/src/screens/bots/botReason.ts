import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { createFormatter } from '@atb/ui'
import {
  exchangeNames,
  type BotReason,
  type ExchangeName,
  type OrderRejection,
  type PlainBotReasonCode,
} from '@atb/contract'
import { exchangeTitles } from './create/exchangeName'

/**
 * The one place a bot's reason (stop, pause, error, out of balance) and an order's rejection are
 * put into words (decision 083): the server sends codes with their values, never sentences. Only
 * the words a venue or an error gave (`detail`) and reasons stored before codes (`other`) are
 * shown as they came.
 */
const plain: Record<PlainBotReasonCode, MessageDescriptor> = {
  stopped_by_user: msg`Stopped by you`,
  stopped_by_user_sold: msg`Stopped by you, sold at market`,
  take_profit: msg`Take profit reached`,
  stop_loss: msg`Stop loss hit`,
  liquidated: msg`The position was liquidated`,
  profit_target: msg`Profit target reached`,
  stopped: msg`Stopped`,
  // The profit-share sweep's pause (decision 067).
  wallet_low: msg`Your wallet fell under 10 USDT: deposit USDT to resume`,
}

/** An exchange's name as people know it ("binance" → "Binance"); an unknown one as it came. */
export const venue = (name: string, i18n: I18n) =>
  (exchangeNames as readonly string[]).includes(name)
    ? i18n._(exchangeTitles[name as ExchangeName])
    : name

export function reasonText(reason: BotReason, i18n: I18n): string {
  switch (reason.code) {
    case 'order_rejected': {
      const { reject, detail } = reason.values
      const why = rejectionText({ code: reject, ...(detail ? { detail } : {}) }, i18n)
      return i18n._(msg`The bot stopped after an order was refused. ${why}`)
    }
    case 'below_running_minimum': {
      const { asset, available, min } = reason.values
      const f = createFormatter(i18n.locale || 'en')
      const has = f.money(Number(available), asset)
      const needs = f.money(Number(min), asset)
      return i18n._(msg`Available ${has} is below the ${needs} a running bot needs`)
    }
    case 'holdings_below_running_minimum': {
      // A basket (rebalance) counts everything it holds (decision 084).
      const { asset, value, min } = reason.values
      const f = createFormatter(i18n.locale || 'en')
      const worth = f.money(Number(value), asset)
      const needs = f.money(Number(min), asset)
      return i18n._(
        msg`The bot's holdings are worth ${worth}, below the ${needs} a running bot needs`,
      )
    }
    case 'key_refused': {
      const exchange = venue(reason.values.exchange, i18n)
      return i18n._(msg`${exchange} refused the API key. Check it on the API keys page.`)
    }
    case 'exchange_unavailable': {
      const exchange = venue(reason.values.exchange, i18n)
      return i18n._(msg`Trading on ${exchange} is not available on this server`)
    }
    case 'venue_down': {
      const exchange = venue(reason.values.exchange, i18n)
      return i18n._(
        msg`Paused: ${exchange} failed every request for a while. The bot resumes by itself when it answers again.`,
      )
    }
    case 'coins_outside': {
      const { asset, held: h, counted: c } = reason.values
      const exchange = venue(reason.values.exchange, i18n)
      const f = createFormatter(i18n.locale || 'en')
      const held = `${f.number(Number(h), 8)} ${asset}`
      const counted = `${f.number(Number(c), 8)} ${asset}`
      return i18n._(
        msg`Paused: ${exchange} holds ${held}, fewer than the ${counted} your bots bought there. The coins were sold or moved outside the bots.`,
      )
    }
    case 'start_failed': {
      const detail = reason.values.detail
      return i18n._(msg`The bot could not start: ${detail}`)
    }
    case 'error': {
      const detail = reason.values.detail
      return i18n._(msg`Error: ${detail}`)
    }
    case 'other':
      return reason.values.text
    default:
      return i18n._(plain[reason.code])
  }
}

const rejections: Record<Exclude<OrderRejection['code'], 'venue_error'>, MessageDescriptor> = {
  min_notional: msg`The order is below the exchange’s minimum order value.`,
  precision: msg`The price or quantity does not fit the pair’s step size.`,
  balance: msg`There is not enough free balance for the order.`,
  price_band: msg`The price is too far from the market price.`,
  canceled_outside: msg`Cancelled on the exchange, outside the bot.`,
}

/** Why a venue refused an order, for the order history and its CSV. */
export function rejectionText(rejection: OrderRejection, i18n: I18n): string {
  if (rejection.code !== 'venue_error') return i18n._(rejections[rejection.code])
  const detail = rejection.detail
  return detail
    ? i18n._(msg`The exchange said: ${detail}`)
    : i18n._(msg`The exchange refused the order.`)
}
