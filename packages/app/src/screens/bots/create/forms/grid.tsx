import { useLingui } from '@lingui/react/macro'
import { useFormatter } from '@atb/ui'
import type { KindFormProps, KindSetup, ReviewLine, SetupEnv, SetupValues } from '../setup/types'
import { GridForm, type GridBinding, type GridValues } from './GridForm'
import { quoteOf } from './GridPreview'
import { GRID_DEFAULT_INVESTMENT, gridDefaultInvestment, gridPerGridOf } from '@atb/contract'
import { gridInvestment, lotRulesOf, suggestGrid } from './gridMath'

type GridKind = 'spot_grid' | 'futures_grid'
type AnyGridValues = Partial<GridValues>

function SpotGridForm({ form, env }: KindFormProps<'spot_grid'>) {
  // The spot grid's fields are the futures grid's without the futures account ones.
  return <GridForm form={form as unknown as GridBinding} env={env} futures={false} />
}

function FuturesGridForm({ form, env }: KindFormProps<'futures_grid'>) {
  return <GridForm form={form as unknown as GridBinding} env={env} futures />
}

/**
 * A fresh grid starts from the suggested range when there is history, with a total investment of
 * 1,000 (or the grid's minimum when higher) and the amount per grid it gives (decision 089).
 */
function initialValues(env: SetupEnv, futures: boolean): AnyGridValues {
  const suggestion = suggestGrid(env.history, env.lastPrice)
  const account = futures
    ? ({ margin_type: 'isolated', leverage: 2, direction: 'neutral' } as const)
    : {}
  const start: AnyGridValues = { grid_mode: 'arithmetic', ...(suggestion ?? {}), ...account }
  if (!suggestion) return { ...start, total_investment: GRID_DEFAULT_INVESTMENT }
  const lot = env.symbol ? lotRulesOf(env.symbol) : undefined
  const total = Number(gridDefaultInvestment({ ...suggestion, ...account }, lot))
  const perGrid = Number(gridPerGridOf(total, suggestion.number_of_grid))
  return { ...start, total_investment: total, coin_per_grid: perGrid }
}

/** What the engine reserves from the quote balance (for futures: the margin). */
function capital(values: AnyGridValues, env: SetupEnv): Record<string, number> | undefined {
  const { coin_per_grid: perGrid, number_of_grid: grids } = values
  if (typeof perGrid !== 'number' || typeof grids !== 'number') return undefined
  return { [quoteOf(env, values)]: gridInvestment(perGrid, grids) }
}

function useReview(values: AnyGridValues, env: SetupEnv, futures: boolean): ReviewLine[] {
  const { t } = useLingui()
  const f = useFormatter()
  const quote = quoteOf(env, values)
  const num = (n: number | undefined) => (typeof n === 'number' ? n : 0)
  const mode = values.grid_mode === 'geometric' ? t`geometric` : t`arithmetic`
  const options: string[] = []
  if (values.enable_option_profit_times)
    options.push(t`take profit after ${f.number(num(values.option_profit_times))} rounds`)
  if (values.enable_option_earning)
    options.push(t`take profit at ${f.money(num(values.option_earning), quote)} earned`)
  if (values.enable_option_stop_loss)
    options.push(t`stop loss at ${f.price(num(values.option_stop_loss))}`)
  if (values.enable_option_stop_loss_percent)
    options.push(t`stop loss at ${f.percent(num(values.option_stop_loss_percent))} down`)
  if (values.is_recurring) options.push(t`recurring`)
  if (values.is_covering) options.push(t`covering`)
  const invest = capital(values, env)?.[quote] ?? 0
  const lines: ReviewLine[] = [
    {
      label: t`Price range`,
      value: `${f.price(num(values.lower_price))} – ${f.price(num(values.upper_price))} ${quote}`,
    },
    { label: t`Grids`, value: t`${f.number(num(values.number_of_grid))}, ${mode}` },
    { label: t`Amount per grid`, value: f.money(num(values.coin_per_grid), quote) },
    { label: t`Grid spacing`, value: f.percent(num(values.space_of_grid)) },
    {
      label: t`Options`,
      value: options.length > 0 ? options.join(t`, `) : t`none`,
    },
  ]
  if (futures) {
    const direction =
      values.direction === 'long' ? t`Long` : values.direction === 'short' ? t`Short` : t`Neutral`
    const margin = values.margin_type === 'crossed' ? t`crossed margin` : t`isolated margin`
    lines.push(
      { label: t`Direction`, value: direction },
      { label: t`Leverage`, value: t`${f.number(num(values.leverage))}×, ${margin}` },
      { label: t`Total margin`, value: f.money(invest, quote) },
      { label: t`Position size`, value: f.money(invest * num(values.leverage), quote) },
    )
  } else {
    // The total as entered; what is reserved (each grid rounded down to the cent) is the capital.
    const total = typeof values.total_investment === 'number' ? values.total_investment : invest
    lines.push({ label: t`Total investment`, value: f.money(total, quote) })
  }
  return lines
}

const spotGrid: KindSetup<'spot_grid'> = {
  Form: SpotGridForm,
  initialValues: (env) => initialValues(env, false) as Partial<SetupValues<'spot_grid'>>,
  capital: (values, env) => capital(values as AnyGridValues, env),
  useReview: (values, env) => useReview(values as AnyGridValues, env, false),
}

const futuresGrid: KindSetup<'futures_grid'> = {
  Form: FuturesGridForm,
  initialValues: (env) => initialValues(env, true) as Partial<SetupValues<'futures_grid'>>,
  capital: (values, env) => capital(values as AnyGridValues, env),
  useReview: (values, env) => useReview(values as AnyGridValues, env, true),
}

/** The spot and futures grid setups, for the wizard's kind table. */
export const setups: { [K in GridKind]: KindSetup<K> } = {
  spot_grid: spotGrid,
  futures_grid: futuresGrid,
}
