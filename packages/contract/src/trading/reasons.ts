/**
 * Why a bot stopped, paused or failed, and why a venue refused an order: codes with their values,
 * never sentences (decision 083). The app says each in the reader's language; the server stores
 * them and parses what it stored in one place (server db/reasons.ts).
 */

/** Why a venue refused an order. */
export const orderRejectCodes = [
  /** The order's value is under the pair's minimum notional (or its size under the least lot). */
  'min_notional',
  /** The price or quantity is not on the pair's tick or lot step. */
  'precision',
  /** Not enough free balance (or margin) for the order. */
  'balance',
  /** The price is too far from the market's for the venue to accept it. */
  'price_band',
  /** Anything else the venue answered: `detail` holds its own words. */
  'venue_error',
  /** Not a refusal: the owner cancelled the resting order on the venue, outside the bot. */
  'canceled_outside',
] as const
export type OrderRejectCode = (typeof orderRejectCodes)[number]

export interface OrderRejection {
  code: OrderRejectCode
  /** The venue's own words, for `venue_error`. */
  detail?: string
}

/** Reasons that carry no values. */
export const plainBotReasonCodes = [
  /** The owner stopped it and kept what it held. */
  'stopped_by_user',
  /** The owner stopped it and sold (or closed) what it held at market. */
  'stopped_by_user_sold',
  'take_profit',
  'stop_loss',
  'liquidated',
  /** A manual bot's earning target was reached. */
  'profit_target',
  /** The strategy ended without naming why. */
  'stopped',
  /** Paused by the platform: the owner's wallet fell under spec §9's 10 USDT (decision 067). */
  'wallet_low',
] as const
export type PlainBotReasonCode = (typeof plainBotReasonCodes)[number]

export type BotReason =
  | { code: PlainBotReasonCode }
  /** The strategy stopped because the venue refused an order it could not do without. */
  | { code: 'order_rejected'; values: { reject: OrderRejectCode; detail?: string } }
  /** Out of balance: the bot's free asset is under the running minimum (spec §9). */
  | { code: 'below_running_minimum'; values: { asset: string; available: string; min: string } }
  /** Out of balance: everything a basket (rebalance) bot holds, at marks, is under it (decision 084). */
  | {
      code: 'holdings_below_running_minimum'
      values: { asset: string; value: string; min: string }
    }
  /** The exchange refused the owner's API key; `detail` is its own words. */
  | { code: 'key_refused'; values: { exchange: string; detail: string } }
  /** This server cannot trade on the bot's exchange. */
  | { code: 'exchange_unavailable'; values: { exchange: string } }
  /**
   * Paused by the platform: the bot's exchange failed every request for a while (decision 092).
   * It resumes by itself when the exchange answers again.
   */
  | { code: 'venue_down'; values: { exchange: string } }
  /**
   * Paused by the platform: the exchange holds `held` of `asset`, fewer than the `counted` its
   * bots there bought and have not sold; the coins were sold or moved outside the bots (issue 28).
   */
  | {
      code: 'coins_outside'
      values: { exchange: string; asset: string; held: string; counted: string }
    }
  /** The bot never started; `detail` is the error it met. */
  | { code: 'start_failed'; values: { detail: string } }
  /** The bot stopped on an unexpected error. */
  | { code: 'error'; values: { detail: string } }
  /** A reason stored before reasons were codes that matches none of them, as it was written. */
  | { code: 'other'; values: { text: string } }

export type BotReasonCode = BotReason['code']

export const botReasonCodes = [
  ...plainBotReasonCodes,
  'order_rejected',
  'below_running_minimum',
  'holdings_below_running_minimum',
  'key_refused',
  'exchange_unavailable',
  'venue_down',
  'coins_outside',
  'start_failed',
  'error',
  'other',
] as const satisfies readonly BotReasonCode[]

/** The reason of a stop the owner asked for. */
export const userStopReason = (mode: 'keep' | 'sell'): BotReason => ({
  code: mode === 'sell' ? 'stopped_by_user_sold' : 'stopped_by_user',
})
