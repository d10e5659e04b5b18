import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { botLabels as L, marketNeutralLabels as M, neutralSplit, perpSymbolOf } from '@atb/contract'
import { NumberField, Radio, RadioGroup, useFormatter } from '@atb/ui'
import type { KindFormProps, KindSetup, ReviewLine, SetupEnv, SetupValues } from '../../setup/types'
import { useLabel } from '../SignalForm'
import { signalCapital } from '../signalMath'
import styles from '../signal.module.css'
import { MarketNeutralPreview } from './MarketNeutralPreview'
import { REBALANCE_MIN, rebalanceMax } from './marketNeutralPlan'
import { quoteOf } from './QuantForm'

type Values = SetupValues<'market_neutral'>

/** The short leg's leverages the contract allows. */
const LEVERAGES = [1, 2, 3] as const
/** The contract's smallest total amount. */
const MINIMUM = 30

/**
 * The setup form of a market-neutral bot (decision 056): its capital and the short's leverage,
 * the funding rates it enters and exits at, how far the price may move before it re-hedges, and
 * a live preview at the pair's last price. None of the other quant kinds' fields apply here.
 */
function Form({ form, env }: KindFormProps<'market_neutral'>) {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useLabel()
  const values = form.context?.values
  const unit = quoteOf(env)
  const ids = { amounts: useId(), rules: useId() }
  const leverage = values?.leverage ?? 1
  const minimum = MINIMUM
  const min = f.number(REBALANCE_MIN)
  const max = f.number(rebalanceMax(leverage))
  const times = f.number(leverage)

  return (
    <div className={styles.form}>
      <section className={styles.section} aria-labelledby={ids.amounts}>
        <h3 id={ids.amounts} className={styles.heading}>{t`Amounts`}</h3>
        <NumberField
          {...form.number('total_amount')}
          label={label(L.total_amount)}
          description={t`At least ${minimum}`}
          unit={unit}
        />
        <RadioGroup
          label={label(L.leverage)}
          description={t`The short’s leverage. Higher leverage needs less margin for the same short, so more of the capital buys spot and earns funding, but it moves the short’s liquidation closer to the price.`}
          orientation="horizontal"
          value={values?.leverage === undefined ? null : String(values.leverage)}
          onChange={(v) => {
            form.change('leverage', Number(v))
            form.send({ type: 'form.blur', field: 'leverage' })
            // A move allowed at a lower leverage may be too far at this one: say so now.
            form.send({ type: 'form.blur', field: 'rebalance_percent' })
          }}
          isInvalid={Boolean(form.errorOf('leverage'))}
          errorMessage={form.errorOf('leverage')}
          isDisabled={form.isSubmitting}
        >
          {LEVERAGES.map((n) => (
            <Radio key={n} value={String(n)}>
              {`${f.number(n)}×`}
            </Radio>
          ))}
        </RadioGroup>
      </section>

      <section className={styles.section} aria-labelledby={ids.rules}>
        <h3 id={ids.rules} className={styles.heading}>{t`Rules`}</h3>
        <p className={styles.note}>
          {t`The bot opens the hedge while the yearly funding rate is at least the entry rate and closes both legs when it falls below the exit rate.`}
        </p>
        <div className={styles.grid}>
          <NumberField
            {...form.number('min_funding_apr')}
            label={label(M.min_funding_apr)}
            description={t`0 to 100: enters when funding pays at least this much a year`}
            unit="%"
          />
          <NumberField
            {...form.number('exit_funding_apr')}
            label={label(M.exit_funding_apr)}
            description={t`−50 to 100, at most the entry rate: exits when funding falls below this`}
            unit="%"
          />
          <NumberField
            {...form.number('rebalance_percent')}
            label={label(M.rebalance_percent)}
            description={t`${min} to ${max} at ${times}× leverage: re-hedges once the price has moved this far since the last hedge`}
            unit="%"
          />
        </div>
      </section>

      <MarketNeutralPreview values={values} env={env} />
    </div>
  )
}

/** The config in words for the review step. */
function useReview(values: Values, env: SetupEnv): ReviewLine[] {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useLabel()
  const quote = quoteOf(env) ?? values.coin_quote_asset
  const money = (n: number) => (quote ? f.money(n, quote) : f.number(n, 2))
  const split = neutralSplit(values.total_amount, values.leverage)
  const spot = money(split.spot)
  const margin = money(split.margin)
  const reserve = money(split.reserve)
  const base = values.coin_base_asset
  const perp = perpSymbolOf(values.coin_symbol)
  const leverage = f.number(values.leverage)
  const entryRate = f.percent(values.min_funding_apr)
  const exitRate = f.percent(values.exit_funding_apr)
  const move = f.percent(values.rebalance_percent)
  return [
    { label: label(L.total_amount), value: money(values.total_amount) },
    {
      label: t`Capital split`,
      value: t`${spot} on spot, ${margin} as the short’s margin, ${reserve} kept for fees`,
    },
    { label: t`Hedge`, value: t`Long ${base} on spot, short ${perp}` },
    { label: label(L.leverage), value: t`${leverage}× on the short` },
    { label: label(M.min_funding_apr), value: t`Enters at ${entryRate} a year or more` },
    { label: label(M.exit_funding_apr), value: t`Exits below ${exitRate} a year` },
    {
      label: label(M.rebalance_percent),
      value: t`Re-hedges after a ${move} move since the last hedge`,
    },
  ]
}

/** `market_neutral` in the wizard (decision 056): its own form, none of the shared quant fields. */
export const setups: { market_neutral: KindSetup<'market_neutral'> } = {
  market_neutral: {
    Form,
    initialValues: (env) => ({
      exchange_name: env.exchange,
      total_amount: 1000,
      leverage: 1,
      min_funding_apr: 8,
      exit_funding_apr: 0,
      rebalance_percent: 30,
    }),
    capital: (values, env) => signalCapital(values.total_amount, quoteOf(env)),
    useReview,
  },
}
