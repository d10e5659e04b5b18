import * as yup from 'yup'
import { message, type MessageDescriptor } from '../i18n/message'
import { validation } from '../i18n/validation'
import { requiredUpTo, schemaMessage } from '../schemas/fields'
import { number, numberBetween } from '../schemas/numbers'
import { oneOf } from '../schemas/choices'
import { amountAtLeast } from '../schemas/money'
import { TEXT_MAX } from '../constants'
import {
  coinList,
  coverageList,
  exchangeText,
  flag,
  integer,
  leverage,
  marginType,
  whenEnabled,
} from './common'
import { botLabels as L } from './labels'
import type { CandleInterval } from '../trading/venues'

export const signalModes = ['ALL', 'BUY', 'SELL'] as const
export type SignalMode = (typeof signalModes)[number]

/** A signal source the engine computes itself from the pair's candles. */
export interface SignalSource {
  id: string
  name: MessageDescriptor
  description: MessageDescriptor
  /** The moving averages' windows, in bars: BUY when the fast one crosses above the slow one. */
  fast: number
  slow: number
  /** The bars' length: live ticks and a backtest's candles are bucketed into these (decision 040). */
  interval: CandleInterval
}

/**
 * The signal sources the engine computes itself. A signal bot follows one of these or a
 * provider's signal (`isProviderSignalId`), whose calls the provider posts over the API.
 */
export const signalSources = [
  {
    id: 'ma_cross_20_80',
    name: /*i18n*/ { id: 'signal.ma_cross_20_80.name', message: 'Moving-average cross (20/80)' },
    description: /*i18n*/ {
      id: 'signal.ma_cross_20_80.description',
      message:
        'Built in: on 15-minute bars, buys when the 20-bar average price crosses above the 80-bar average, sells when it crosses below.',
    },
    fast: 20,
    slow: 80,
    interval: '15m',
  },
] as const satisfies readonly SignalSource[]
export type SignalSourceId = (typeof signalSources)[number]['id']
export const signalSourceIds: readonly SignalSourceId[] = signalSources.map((s) => s.id)
export const signalSourceOf = (id: string): SignalSource | undefined =>
  signalSources.find((s) => s.id === id)

/** A provider's signal, as the admin CLI names them: `p_` and ten lowercase letters or digits. */
export const PROVIDER_SIGNAL_ID = /^p_[a-z0-9]{10}$/
export const isProviderSignalId = (id: string): boolean => PROVIDER_SIGNAL_ID.test(id)
/** What a signal bot may follow: a built-in source, or a provider's signal (the server checks it exists). */
export const isFollowableSignalId = (id: string): boolean =>
  signalSourceIds.includes(id as SignalSourceId) || isProviderSignalId(id)

const coverageItem = yup.object({
  seq: integer(L.coverage_x),
  amount: amountAtLeast(L.coverage_amount, 15),
})

const signalFields = (minAllOrder: number) => ({
  exchange_name: exchangeText(),
  // Not `oneOf`: yup checks a whitelist before `required`, and an empty choice should say required.
  signal_id: requiredUpTo(L.signal_id, TEXT_MAX.id).test(
    'signal-source',
    schemaMessage(validation.oneOf, { label: L.signal_id, values: signalSourceIds.join(', ') }),
    (id) => !id || isFollowableSignalId(id),
  ),
  is_all_order: flag(),
  amount_all_order: whenEnabled('is_all_order', amountAtLeast(L.amount_all_order, minAllOrder)),
  coverage_x: integer(L.coverage_x)
    .min(0, () => message(validation.min, { label: L.coverage_x, min: 0 }))
    .default(0),
  coverage: coverageList(coverageItem),
  is_all_coin: flag(),
  coin_list: coinList(),
  earning: number(L.earning).optional(),
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
  total_amount: amountAtLeast(L.total_amount, 15),
  amount: amountAtLeast(L.amount, 15),
})
export type SpotSignalBotConfig = yup.InferType<typeof spotSignalBotSchema>

/** Futures signal-follow config: spot's fields plus margin type, leverage and mode. */
export const futuresSignalBotSchema = yup.object({
  ...signalFields(10),
  total_amount: amountAtLeast(L.total_amount, 100),
  amount: amountAtLeast(L.amount, 0).optional(),
  coin_initial_opening: amountAtLeast(L.coin_initial_opening, 10),
  margin_type: marginType(),
  leverage: leverage(),
  mode: oneOf(L.mode, signalModes),
})
export type FuturesSignalBotConfig = yup.InferType<typeof futuresSignalBotSchema>
