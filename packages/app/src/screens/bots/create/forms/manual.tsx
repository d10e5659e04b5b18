import { useLingui } from '@lingui/react/macro'
import { useFormatter } from '@atb/ui'
import type { KindFormProps, KindSetup, ReviewLine, SetupEnv, SetupValues } from '../setup/types'
import { ManualForm, type ManualBinding, type ManualValues } from './ManualForm'
import { useFieldLabel } from './ManualLabels'
import { quoteOf } from './ManualPair'
import { committedQuote, type TypedAmountValue } from './manualMath'

export type ManualKind = 'spot_manual' | 'future_manual' | 'forex_manual' | 'gold_manual'

// A typed amount starts with its type chosen and its amount empty, as the form holds it.
const blank = () => ({ type: 0 }) as ManualValues['capital']

function initialValues(env: SetupEnv) {
  return {
    // A spot bot holds only the quote at start, so it can only open by buying.
    side: 'BUY',
    capital: blank(),
    coinInitial: blank(),
    takeProfit: blank(),
    stopLoss: blank(),
    coverageAllOrders: [],
    coverage: [],
    coin_list: env.symbol
      ? [
          {
            coin_symbol: env.symbol.symbol,
            coin_base_asset: env.symbol.base,
            coin_quote_asset: env.symbol.quote,
          },
        ]
      : [],
  } satisfies Partial<ManualValues>
}

function capital(values: Partial<ManualValues>, env: SetupEnv) {
  const quote = committedQuote(values.capital as TypedAmountValue | undefined)
  return quote === undefined ? undefined : { [quoteOf(env)]: quote }
}

/** The ticket in words: "Capital: 100.00 USDT", "Take profit: 10% of the margin". */
function useReview(values: ManualValues, env: SetupEnv): ReviewLine[] {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useFieldLabel()
  const quote = quoteOf(env)
  const lots = ({ type, amount }: TypedAmountValue) =>
    amount === undefined ? '—' : type === 1 ? t`${f.number(amount)} lots` : f.money(amount, quote)
  const share = ({ type, amount }: TypedAmountValue) =>
    amount === undefined
      ? '—'
      : type === 1
        ? t`${f.percent(amount)} of the margin`
        : f.money(amount, quote)
  const coverage = values.coverageAllOrders.map(lots).join(', ')
  return [
    {
      label: label('side'),
      value: env.kind === 'spot_manual' || values.side === 'BUY' ? t`Buy (long)` : t`Sell (short)`,
    },
    { label: label('capital'), value: lots(values.capital) },
    { label: label('coinInitial'), value: lots(values.coinInitial) },
    { label: label('takeProfit'), value: share(values.takeProfit) },
    { label: label('stopLoss'), value: share(values.stopLoss) },
    { label: label('earning'), value: f.money(values.earning, quote) },
    { label: label('coverageAllOrders'), value: coverage || t`None` },
  ]
}

function Form({ form, env }: KindFormProps<ManualKind>) {
  return <ManualForm form={form as unknown as ManualBinding} env={env} />
}

function setupOf<K extends ManualKind>(): KindSetup<K> {
  return {
    Form,
    initialValues: (env) => initialValues(env) as Partial<SetupValues<K>>,
    capital: (values, env) => capital(values as Partial<ManualValues>, env),
    useReview: (values, env) => useReview(values as unknown as ManualValues, env),
  }
}

/** The manual bots of every market share the futures-type ticket (contract `futuresBotSchema`). */
export const setups: { [K in ManualKind]: KindSetup<K> } = {
  spot_manual: setupOf<'spot_manual'>(),
  future_manual: setupOf<'future_manual'>(),
  forex_manual: setupOf<'forex_manual'>(),
  gold_manual: setupOf<'gold_manual'>(),
}
