import { beforeAll, describe, expect, it } from 'vitest'
import type { BotReason, BotReasonCode, OrderRejection, OrderRejectCode } from '@atb/contract'
import { activateLocale, i18n, loadFullCatalogue } from '../../i18n/i18n'
import { reasonText, rejectionText } from './botReason'

/** One reason of every code, with the English it reads as. */
const reasons: Record<BotReasonCode, [BotReason, string]> = {
  stopped_by_user: [{ code: 'stopped_by_user' }, 'Stopped by you'],
  stopped_by_user_sold: [{ code: 'stopped_by_user_sold' }, 'Stopped by you, sold at market'],
  take_profit: [{ code: 'take_profit' }, 'Take profit reached'],
  stop_loss: [{ code: 'stop_loss' }, 'Stop loss hit'],
  liquidated: [{ code: 'liquidated' }, 'The position was liquidated'],
  profit_target: [{ code: 'profit_target' }, 'Profit target reached'],
  stopped: [{ code: 'stopped' }, 'Stopped'],
  wallet_low: [{ code: 'wallet_low' }, 'Your wallet fell under 10 USDT: deposit USDT to resume'],
  order_rejected: [
    { code: 'order_rejected', values: { reject: 'min_notional' } },
    'The bot stopped after an order was refused. The order is below the exchange’s minimum order value.',
  ],
  below_running_minimum: [
    { code: 'below_running_minimum', values: { asset: 'USDT', available: '8.2', min: '10' } },
    'Available 8.20 USDT is below the 10.00 USDT a running bot needs',
  ],
  holdings_below_running_minimum: [
    {
      code: 'holdings_below_running_minimum',
      values: { asset: 'USDT', value: '8.2', min: '10' },
    },
    "The bot's holdings are worth 8.20 USDT, below the 10.00 USDT a running bot needs",
  ],
  key_refused: [
    { code: 'key_refused', values: { exchange: 'binance', detail: '-2015 Invalid API-key' } },
    'Binance refused the API key. Check it on the API keys page.',
  ],
  exchange_unavailable: [
    { code: 'exchange_unavailable', values: { exchange: 'okx' } },
    'Trading on OKX is not available on this server',
  ],
  venue_down: [
    { code: 'venue_down', values: { exchange: 'binance' } },
    'Paused: Binance failed every request for a while. The bot resumes by itself when it answers again.',
  ],
  coins_outside: [
    {
      code: 'coins_outside',
      values: { exchange: 'okx', asset: 'WLD', held: '1.5', counted: '26.3' },
    },
    'Paused: OKX holds 1.5 WLD, fewer than the 26.3 WLD your bots bought there. The coins were sold or moved outside the bots.',
  ],
  start_failed: [
    { code: 'start_failed', values: { detail: 'venue unreachable' } },
    'The bot could not start: venue unreachable',
  ],
  error: [{ code: 'error', values: { detail: 'strategy bug' } }, 'Error: strategy bug'],
  other: [{ code: 'other', values: { text: 'The broker closed it' } }, 'The broker closed it'],
}

const rejections: Record<OrderRejectCode, [OrderRejection, string]> = {
  min_notional: [
    { code: 'min_notional' },
    'The order is below the exchange’s minimum order value.',
  ],
  precision: [{ code: 'precision' }, 'The price or quantity does not fit the pair’s step size.'],
  balance: [{ code: 'balance' }, 'There is not enough free balance for the order.'],
  price_band: [{ code: 'price_band' }, 'The price is too far from the market price.'],
  canceled_outside: [{ code: 'canceled_outside' }, 'Cancelled on the exchange, outside the bot.'],
  venue_error: [
    { code: 'venue_error', detail: 'Market is closed.' },
    'The exchange said: Market is closed.',
  ],
}

describe('reasons and rejections in words', () => {
  beforeAll(async () => {
    await loadFullCatalogue()
  })

  it('says every code in English', async () => {
    await activateLocale('en')
    for (const [reason, english] of Object.values(reasons))
      expect(reasonText(reason, i18n)).toBe(english)
    for (const [rejection, english] of Object.values(rejections))
      expect(rejectionText(rejection, i18n)).toBe(english)
    expect(rejectionText({ code: 'venue_error' }, i18n)).toBe('The exchange refused the order.')
  })

  it('says every code in Thai; only a venue’s or an old row’s own words stay as they came', async () => {
    await activateLocale('th')
    const said = (text: string) => expect(text).not.toMatch(/[{}]|[A-Za-z]{4,}/)
    for (const [code, [reason, english]] of Object.entries(reasons)) {
      const thai = reasonText(reason, i18n)
      if (code === 'other') expect(thai).toBe(english)
      else if (code === 'start_failed' || code === 'error') {
        expect(thai).not.toBe(english)
        said(thai.replace(/venue unreachable|strategy bug/, ''))
      } else said(thai.replace(/USDT|Binance|OKX|API keys?/g, ''))
    }
    for (const [rejection] of Object.values(rejections))
      said(rejectionText(rejection, i18n).replace('Market is closed.', ''))
    expect(reasonText(reasons.stopped_by_user[0], i18n)).toBe('คุณหยุดบอทเอง')
    expect(reasonText(reasons.below_running_minimum[0], i18n)).toBe(
      'ยอดที่ใช้ได้ 8.20 USDT ต่ำกว่า 10.00 USDT ที่บอทต้องมีเพื่อทำงานต่อ',
    )
    expect(rejectionText(rejections.min_notional[0], i18n)).toBe(
      'มูลค่าคำสั่งต่ำกว่ามูลค่าคำสั่งขั้นต่ำของกระดานเทรด',
    )
  })
})
