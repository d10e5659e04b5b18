import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { perpSymbolOf } from '@atb/contract'
import { useFormatter } from '@atb/ui'
import type { SetupEnv } from '../../setup/types'
import { decimalsOf } from '../manualMath'
import styles from '../signal.module.css'
import { neutralPlan, type NeutralPlanValues } from './marketNeutralPlan'
import neutral from './neutral.module.css'

const DASH = '—'

/**
 * What the config does at the pair's last price (decision 056): the capital's split, the hedge,
 * where the short is liquidated and re-hedged, and the funding it would earn at the paper venue's
 * baseline rate, with whether that rate is enough to enter now.
 */
export function MarketNeutralPreview({
  values,
  env,
}: {
  values: (NeutralPlanValues & { coin_symbol?: string }) | undefined
  env: SetupEnv
}) {
  const { t } = useLingui()
  const f = useFormatter()
  const heading = useId()
  const quote = env.symbol?.quote
  const base = env.symbol?.base
  const symbol = env.symbol?.symbol ?? values?.coin_symbol
  const plan = neutralPlan(values ?? {}, env.lastPrice)
  const money = (n: number | undefined) =>
    n === undefined ? DASH : quote ? f.money(n, quote) : f.number(n, 2)
  const price = (n: number | undefined) =>
    n === undefined ? DASH : quote ? `${f.price(n)} ${quote}` : f.price(n)
  // The lot size's decimals: the hedge is bought and shorted in whole lots.
  const qtyDigits = env.symbol?.step_size ? decimalsOf(env.symbol.step_size) : 8
  const hedge =
    plan.hedge === undefined ? DASH : `${f.number(plan.hedge, qtyDigits)}${base ? ` ${base}` : ''}`
  const apr = f.percent(plan.baseline.apr)
  const entry = values?.min_funding_apr
  const entryRate = entry === undefined ? undefined : f.percent(entry)
  const perp = symbol ? perpSymbolOf(symbol) : undefined
  const rate = f.percent(plan.baseline.rate * 100)
  const hours = f.number(plan.baseline.intervalHours)

  const facts: [string, string][] = [
    [t`Spot buy`, money(plan.split?.spot)],
    [t`Short margin`, money(plan.split?.margin)],
    [t`Kept for fees`, money(plan.split?.reserve)],
    [t`Last price`, env.lastPrice === undefined ? t`Waiting for the price` : price(env.lastPrice)],
    [t`Hedge size`, hedge],
    [t`Short liquidation price`, price(plan.liquidation)],
    [t`Re-hedges if the price falls to`, price(plan.rebalance?.low)],
    [t`Re-hedges if the price rises to`, price(plan.rebalance?.high)],
    [t`Baseline funding rate`, t`${apr} a year`],
    [t`Expected funding per day`, money(plan.earnings?.day)],
    [t`Expected funding per year`, money(plan.earnings?.year)],
  ]

  return (
    <section className={styles.section} aria-labelledby={heading}>
      <h3 id={heading} className={styles.heading}>{t`Preview`}</h3>
      {base && perp ? (
        <p className={styles.note}>
          {t`Buys ${base} on spot and shorts the same amount on the ${perp} perpetual, so price moves cancel out and the short collects funding.`}
        </p>
      ) : null}
      <dl className={neutral.facts} data-testid="neutral-preview">
        {facts.map(([label, value]) => (
          <div key={label} className={neutral.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {plan.entersNow === undefined || entryRate === undefined ? null : (
        <p className={neutral.verdict} role="status">
          {plan.entersNow
            ? t`The bot would enter now: the baseline of ${apr} a year is at least your entry rate of ${entryRate}.`
            : t`The bot would wait: the baseline of ${apr} a year is below your entry rate of ${entryRate}.`}
        </p>
      )}
      <p className={styles.note}>
        {t`These figures use the Paper venue’s baseline funding of ${rate} every ${hours} hours. On a connected exchange the actual rate changes every period and can turn negative, when the short pays funding instead of earning it.`}
      </p>
    </section>
  )
}
