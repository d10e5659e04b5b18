import * as yup from 'yup'
import {
  CONFIG_LIST_MAX,
  REBALANCE_PERIODS_MIN,
  REBALANCE_THRESHOLDS_PCT,
  TEXT_MAX,
} from '../constants'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import { textUpTo, tooManyItems } from '../schemas/fields'
import { number, numberBetween } from '../schemas/numbers'
import { oneOf } from '../schemas/choices'
import { amountAtLeast, price } from '../schemas/money'
import { configId, exchangeText, flag, symbolText, whenEnabled } from './common'
import { boundLabels, botLabels as L } from './labels'

export const rebalanceConditions = ['periodic', 'threshold'] as const
export type RebalanceCondition = (typeof rebalanceConditions)[number]

const holdingItem = yup.object({
  coin_base_asset: symbolText(L.coin_base_asset),
  target_percent: numberBetween(L.target_percent, 5, 100),
})

/** A basket coin's last price: the caller passes `context.coinPrice(asset)`. */
const coinLastPrice = (context: Record<string, unknown>, parent: unknown) => {
  const of = context.coinPrice
  const asset = (parent as { coin_base_asset?: unknown } | undefined)?.coin_base_asset
  return typeof of === 'function' && typeof asset === 'string' ? of(asset) : undefined
}

const triggerPrice = yup.object({
  coin_base_asset: symbolText(L.coin_base_asset),
  price: price(L.trigger_price, coinLastPrice),
})

/** Rebalance bot config (spec sections 3, 4 and 5). */
export const rebalanceBotSchema = yup.object({
  id: configId(),
  exchange_name: exchangeText(),
  // The spec names no quote field; every rebalance basket we connect to is quoted in USDT.
  coin_quote_asset: textUpTo(L.coin_quote_asset, TEXT_MAX.symbol).default('USDT'),
  remaining: number(L.remaining).oneOf([100], () =>
    message(validation.equals, { label: L.remaining, n: 100 }),
  ),
  holding: yup
    .array(holdingItem)
    .min(1, () => message(validation.required, { label: L.holding }))
    // Each coin holds at least 5 %, so a basket that adds up to 100 % has at most 20.
    .max(CONFIG_LIST_MAX.basket, tooManyItems(L.holding, CONFIG_LIST_MAX.basket))
    .required(() => message(validation.required, { label: L.holding }))
    .test('sum-100', function (items) {
      const total = (items ?? []).reduce(
        (sum, item) => sum + Math.round((item?.target_percent ?? 0) * 1e6),
        0,
      )
      if (total === 100e6) return true
      return this.createError({
        message: () => message(validation.sumTo, { label: L.target_percent, total: 100 }),
      })
    }),
  initial_amount: amountAtLeast(L.initial_amount, 50),
  enable_option_tigger_price: flag(),
  trigger_prices: whenEnabled(
    'enable_option_tigger_price',
    yup
      .array(triggerPrice)
      .max(CONFIG_LIST_MAX.basket, tooManyItems(boundLabels.trigger_prices, CONFIG_LIST_MAX.basket))
      .default([]),
  ),
  automatic_rebalance_condition: oneOf(L.automatic_rebalance_condition, rebalanceConditions),
  advanced_config_period: yup
    .mixed<(typeof REBALANCE_PERIODS_MIN)[number]>()
    .optional()
    .when('automatic_rebalance_condition', {
      is: 'periodic',
      then: () => oneOf(L.advanced_config_period, REBALANCE_PERIODS_MIN),
      otherwise: (s) => s.strip(),
    }),
  advanced_config_threshold: yup
    .mixed<(typeof REBALANCE_THRESHOLDS_PCT)[number]>()
    .optional()
    .when('automatic_rebalance_condition', {
      is: 'threshold',
      then: () => oneOf(L.advanced_config_threshold, REBALANCE_THRESHOLDS_PCT),
      otherwise: (s) => s.strip(),
    }),
  enable_option_stop_tigger: flag(),
  stop_trigger: whenEnabled(
    'enable_option_stop_tigger',
    yup.object({
      stop_loss_ratio: numberBetween(L.stop_loss_ratio, 0.1, 100),
      take_profit_ratio: numberBetween(L.take_profit_ratio, 0.1, 1000),
    }),
  ),
})
export type RebalanceBotConfig = yup.InferType<typeof rebalanceBotSchema>
