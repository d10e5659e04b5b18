import { useLingui } from '@lingui/react/macro'
import { botLabels as L, type CoverageUnit } from '@atb/contract'
import { useFormatter } from '@atb/ui'
import type { KindSetup, ReviewLine } from '../setup/types'
import { DcaForm } from './DcaForm'
import { MartingaleForm } from './MartingaleForm'
import { useFieldLabel } from './MartingaleLabels'
import { dcaPlan, martingalePlan, quoteOf } from './martingaleMath'

/** The spot martingale's review: every value in words, each coverage step on its own line. */
function useMartingaleReview(
  values: Parameters<KindSetup<'spot_martingale'>['useReview']>[0],
  env: Parameters<KindSetup<'spot_martingale'>['useReview']>[1],
): ReviewLine[] {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useFieldLabel()
  const quote = quoteOf(values, env)
  const drop = (unit: CoverageUnit, value: number) =>
    unit === 'FORCE_BUY'
      ? t`at once`
      : unit === 'STATIC'
        ? t`${f.money(value, quote)} below the last buy`
        : t`${f.percent(value)} below the last buy`
  const size = (unit: CoverageUnit, value: number) =>
    unit === 'STATIC'
      ? t`buys ${f.money(value, quote)}`
      : unit === 'FORCE_BUY'
        ? t`buys ${f.number(value)} × the first order`
        : t`buys ${f.number(value)} × the previous order`
  const tsl = values.option_tsl
  const plan = martingalePlan(values, env.lastPrice)
  return [
    { label: label(L.coin_initial_opening), value: f.money(values.coin_initial_opening, quote) },
    { label: label(L.take_profit_ratio), value: f.percent(values.take_profit_ratio) },
    { label: label(L.drop_pullback), value: f.percent(values.drop_pullback) },
    values.enable_option_tsl && tsl
      ? {
          label: t`Trailing take profit`,
          value: t`starts at ${f.percent(tsl.start)}, gap ${f.percent(tsl.gap)}, ceiling gap ${f.percent(tsl.ceiling_gap)}`,
        }
      : { label: label(L.tp_retrectment), value: f.percent(values.tp_retrectment ?? 0) },
    ...(values.enable_option_entry_price && values.option_entry_price !== undefined
      ? [{ label: label(L.option_entry_price), value: f.price(values.option_entry_price) }]
      : []),
    ...(values.coverage_x !== undefined
      ? [{ label: label(L.coverage_x), value: f.number(values.coverage_x) }]
      : []),
    ...(values.coverage.length === 0
      ? [{ label: t`Coverage steps`, value: t`None` }]
      : values.coverage.map((step, i) => ({
          label: t`Step ${f.number(i + 1)}`,
          value: `${drop(step.price_unit, step.price_drop)}, ${size(step.multiply_unit, step.multiply)}`,
        }))),
    ...(plan ? [{ label: t`Capital needed at worst`, value: f.money(plan.worstCase, quote) }] : []),
  ]
}

/** DCA's review: the amount, the schedule, the take profit and what it commits. */
function useDcaReview(
  values: Parameters<KindSetup<'dca'>['useReview']>[0],
  env: Parameters<KindSetup<'dca'>['useReview']>[1],
): ReviewLine[] {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useFieldLabel()
  const quote = quoteOf(values, env)
  const plan = dcaPlan(values)
  return [
    { label: label(L.amount), value: f.money(values.amount, quote) },
    {
      label: t`Schedule`,
      value: t`${f.number(values.order_count)} orders, one every ${f.number(values.interval_minutes)} minutes`,
    },
    {
      label: label(L.option_take_profit),
      value:
        values.enable_option_take_profit && values.option_take_profit !== undefined
          ? f.percent(values.option_take_profit)
          : t`Off`,
    },
    ...(plan ? [{ label: t`Total committed`, value: f.money(plan.total, quote) }] : []),
  ]
}

/** The spot martingale and DCA setups for the wizard's setup step. */
export const setups: { spot_martingale: KindSetup<'spot_martingale'>; dca: KindSetup<'dca'> } = {
  spot_martingale: {
    Form: MartingaleForm,
    initialValues: () => ({
      take_profit_ratio: 1.5,
      drop_pullback: 0.3,
      tp_retrectment: 0.3,
      enable_option_tsl: false,
      enable_option_entry_price: false,
      coverage: [],
    }),
    capital: (values, env) => {
      const plan = martingalePlan(values, env.lastPrice)
      return plan ? { [quoteOf(values, env)]: plan.worstCase } : undefined
    },
    useReview: useMartingaleReview,
  },
  dca: {
    Form: DcaForm,
    initialValues: () => ({
      interval_minutes: 60,
      order_count: 10,
      enable_option_take_profit: false,
    }),
    capital: (values, env) => {
      const plan = dcaPlan(values)
      return plan ? { [quoteOf(values, env)]: plan.total } : undefined
    },
    useReview: useDcaReview,
  },
}
