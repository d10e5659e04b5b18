import { useLingui } from '@lingui/react/macro'
import { useFormatter } from '@atb/ui'
import type { KindFormProps, KindSetup, ReviewLine, SetupEnv, SetupValues } from '../setup/types'
import { useFieldLabel } from './ManualLabels'
import {
  RebalanceForm,
  type RebalanceBinding,
  type RebalanceFormProps,
  type RebalanceValues,
} from './RebalanceForm'
import { usePeriodName } from './RebalanceOptions'

type Setup = KindSetup<'spot_rebalance'>

/** The setup step's form; a story passes the coins and prices so it renders the same every time. */
export function Form({
  form,
  coins,
  prices,
}: KindFormProps<'spot_rebalance'> & Omit<RebalanceFormProps, 'form'>) {
  return (
    <RebalanceForm
      form={form as unknown as RebalanceBinding}
      {...(coins ? { coins } : {})}
      {...(prices ? { prices } : {})}
    />
  )
}

function initialValues(env: SetupEnv) {
  return {
    exchange_name: env.exchange,
    coin_quote_asset: 'USDT',
    holding: [],
    remaining: 0,
    automatic_rebalance_condition: 'periodic',
    advanced_config_period: 240,
    advanced_config_threshold: 2,
    enable_option_tigger_price: false,
    trigger_prices: [],
    enable_option_stop_tigger: false,
  } satisfies Partial<RebalanceValues>
}

/** The basket is bought with the initial amount, in the quote (USDT). */
function capital(values: Partial<RebalanceValues>) {
  return values.initial_amount === undefined
    ? undefined
    : { [values.coin_quote_asset ?? 'USDT']: values.initial_amount }
}

/** The config in words: "BTC 60%, ETH 40%", "Every 4 hours", "Stop loss 10%, take profit 50%". */
function useReview(values: RebalanceValues): ReviewLine[] {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useFieldLabel()
  const period = usePeriodName()
  const quote = values.coin_quote_asset ?? 'USDT'
  const lines: ReviewLine[] = [
    {
      label: label('holding'),
      value: values.holding
        .map((h) => `${h.coin_base_asset} ${f.percent(h.target_percent)}`)
        .join(', '),
    },
    { label: label('initial_amount'), value: f.money(values.initial_amount, quote) },
    {
      label: label('automatic_rebalance_condition'),
      value:
        values.automatic_rebalance_condition === 'threshold'
          ? t`When a coin drifts ${f.percent(values.advanced_config_threshold ?? 0)} from its target`
          : t`Every ${period(values.advanced_config_period ?? 0)}`,
    },
  ]
  const triggers = values.enable_option_tigger_price ? (values.trigger_prices ?? []) : []
  if (triggers.length)
    lines.push({
      label: label('trigger_price'),
      value: triggers
        .map((p) => t`${p.coin_base_asset} at ${f.price(p.price)} ${quote}`)
        .join(', '),
    })
  if (values.enable_option_stop_tigger && values.stop_trigger)
    lines.push({
      label: t`Stop trigger`,
      value: t`Stop loss at −${f.percent(values.stop_trigger.stop_loss_ratio)}, take profit at +${f.percent(values.stop_trigger.take_profit_ratio)}`,
    })
  return lines
}

export const setups: { spot_rebalance: Setup } = {
  spot_rebalance: {
    Form,
    initialValues: (env) => initialValues(env) as Partial<SetupValues<'spot_rebalance'>>,
    capital: (values) => capital(values as Partial<RebalanceValues>),
    useReview: (values) => useReview(values as unknown as RebalanceValues),
    // Portfolio kinds take their coins from the holdings, not one pair.
  },
}
