import * as yup from 'yup'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import { number, numberAtLeast, numberBetween, oneOf, requiredString } from '../schemas/fields'
import { coinListItem, flag, integer, leverage, marginType, whenEnabled } from './common'
import { botLabels as L } from './labels'

export const signalModes = ['ALL', 'BUY', 'SELL'] as const
export type SignalMode = (typeof signalModes)[number]

const coverageItem = yup.object({
  seq: integer(L.coverage_x),
  amount: numberAtLeast(L.coverage_amount, 15),
})

const signalFields = (minAllOrder: number) => ({
  exchange_name: requiredString(L.exchange_name),
  signal_id: requiredString(L.signal_id),
  is_all_order: flag(),
  amount_all_order: whenEnabled('is_all_order', numberAtLeast(L.amount_all_order, minAllOrder)),
  coverage_x: integer(L.coverage_x)
    .min(0, () => message(validation.min, { label: L.coverage_x, min: 0 }))
    .default(0),
  coverage: yup.array(coverageItem).default([]),
  is_all_coin: flag(),
  coin_list: yup.array(coinListItem).default([]),
  earning: yup.number().optional(),
  enable_option_take_profit: flag(),
  option_take_profit: whenEnabled(
    'enable_option_take_profit',
    numberBetween(L.option_take_profit, 0.1, 1000),
  ),
  enable_option_stop_loss: flag(),
  option_stop_loss: whenEnabled(
    'enable_option_stop_loss',
    numberBetween(L.option_stop_loss_percent, 0.1, 100),
  ),
})

/** Spot signal-follow config (spec sections 3 and 5). */
export const spotSignalBotSchema = yup.object({
  ...signalFields(15),
  total_amount: numberAtLeast(L.total_amount, 15),
  amount: numberAtLeast(L.amount, 15),
})
export type SpotSignalBotConfig = yup.InferType<typeof spotSignalBotSchema>

/** Futures signal-follow config: spot's fields plus margin type, leverage and mode. */
export const futuresSignalBotSchema = yup.object({
  ...signalFields(10),
  total_amount: numberAtLeast(L.total_amount, 100),
  amount: number(L.amount).optional(),
  coin_initial_opening: numberAtLeast(L.coin_initial_opening, 10),
  margin_type: marginType(),
  leverage: leverage(),
  mode: oneOf(L.mode, signalModes),
})
export type FuturesSignalBotConfig = yup.InferType<typeof futuresSignalBotSchema>
