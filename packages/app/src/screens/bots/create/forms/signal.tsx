import { useLingui } from '@lingui/react/macro'
import { botLabels as L, signalSourceOf, signalSources } from '@atb/contract'
import { useFormatter } from '@atb/ui'
import type { KindFormProps, KindSetup, ReviewLine, SetupEnv, SetupValues } from '../setup/types'
import {
  isFuturesSignal,
  quoteOf,
  SignalForm,
  useLabel,
  type SignalBinding,
  type SignalValues,
} from './SignalForm'
import { useSignalName } from './FollowedSignal'
import { signalCapital } from './signalMath'

type SignalKind = 'spot_signal' | 'future_signal' | 'forex_signal'

function initialValues(env: SetupEnv): Partial<SignalValues> {
  const common = {
    exchange_name: env.exchange,
    // The built-in source, unless "Follow with a bot" on a signal's page chose one (decision 073).
    signal_id: signalSources[0].id,
    coverage_x: 0,
    coverage: [],
    coin_list: [],
  }
  return isFuturesSignal(env)
    ? { ...common, margin_type: 'isolated', leverage: 3, mode: 'ALL' }
    : common
}

/** The config in words for the review step. */
function useSignalReview(values: SignalValues, env: SetupEnv): ReviewLine[] {
  const { t, i18n } = useLingui()
  const f = useFormatter()
  const label = useLabel()
  const quote = quoteOf(env)
  const money = (n: number) => (quote ? f.money(n, quote) : f.number(n, 2))
  const source = signalSourceOf(values.signal_id)
  const provider = useSignalName(values.signal_id)
  const futures = isFuturesSignal(env)
  const first = futures ? values.coin_initial_opening : values.amount
  const lines: ReviewLine[] = [
    {
      label: label(L.signal_id),
      value: source ? i18n._(source.name) : (provider ?? values.signal_id),
    },
    { label: label(L.total_amount), value: money(values.total_amount) },
  ]
  if (first !== undefined) lines.push({ label: t`First order`, value: money(first) })
  if (values.is_all_order && values.amount_all_order !== undefined)
    lines.push({ label: t`Every order`, value: money(values.amount_all_order) })
  const used = values.coverage.slice(0, values.coverage_x)
  lines.push({
    label: t`Coverage orders`,
    value:
      values.coverage_x === 0
        ? t`None`
        : used.length > 0
          ? t`Up to ${f.number(values.coverage_x)}: ${used.map((c) => money(c.amount)).join(', ')}`
          : t`Up to ${f.number(values.coverage_x)}, each as the first order`,
  })
  lines.push({
    label: t`Coins`,
    value: values.is_all_coin
      ? t`All coins`
      : values.coin_list.length > 0
        ? values.coin_list.map((c) => `${c.coin_base_asset}/${c.coin_quote_asset}`).join(', ')
        : t`The bot’s own pair`,
  })
  if (futures) {
    lines.push(
      {
        label: label(L.margin_type),
        value: values.margin_type === 'crossed' ? t`Cross` : t`Isolated`,
      },
      { label: label(L.leverage), value: `${f.number(values.leverage)}×` },
      {
        label: label(L.mode),
        value:
          values.mode === 'ALL'
            ? t`Both sides`
            : values.mode === 'BUY'
              ? t`Long only`
              : t`Short only`,
      },
    )
  }
  const option = (on: boolean, value: number | undefined) =>
    on && value !== undefined ? f.percent(value) : t`Off`
  lines.push(
    {
      label: label(L.option_take_profit),
      value: option(values.enable_option_take_profit, values.option_take_profit),
    },
    {
      label: label(L.option_stop_loss),
      value: option(values.enable_option_stop_loss, values.option_stop_loss),
    },
  )
  if (values.earning !== undefined)
    lines.push({ label: label(L.earning), value: money(values.earning) })
  return lines
}

function setupOf<K extends SignalKind>(): KindSetup<K> {
  return {
    Form: ({ form, env }: KindFormProps<K>) => (
      // One form serves the three kinds; it shows the futures fields for the futures kinds only.
      <SignalForm form={form as unknown as SignalBinding} env={env} />
    ),
    initialValues: (env) => initialValues(env) as Partial<SetupValues<K>>,
    capital: (values, env) =>
      signalCapital((values as Partial<SignalValues>).total_amount, quoteOf(env)),
    useReview: (values, env) => useSignalReview(values as unknown as SignalValues, env),
  }
}

export const setups: {
  spot_signal: KindSetup<'spot_signal'>
  future_signal: KindSetup<'future_signal'>
  forex_signal: KindSetup<'forex_signal'>
} = {
  spot_signal: setupOf<'spot_signal'>(),
  future_signal: setupOf<'future_signal'>(),
  forex_signal: setupOf<'forex_signal'>(),
}
