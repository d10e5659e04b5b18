import { useLingui } from '@lingui/react/macro'
import { momentumTradingLabels as M } from '@atb/contract'
import { NumberField, useFormatter } from '@atb/ui'
import type { KindFormProps } from '../../setup/types'
import { useLabel } from '../SignalForm'
import styles from '../signal.module.css'
import { quantSetup } from './setup'

/** `momentum_trading`'s rules (decision 052): the rate of change and the ADX trend filter. */
function Params({ form }: KindFormProps<'momentum_trading'>) {
  const { t } = useLingui()
  const label = useLabel()
  return (
    <>
      <p className={styles.note}>
        {t`Buys when the price’s rate of change rises above the threshold while the ADX shows a strong trend, and sells when the rate of change falls below zero. Long only.`}
      </p>
      <div className={styles.grid}>
        <NumberField
          {...form.number('roc_length')}
          label={label(M.roc_length)}
          description={t`Candles back the change is measured from, a whole number from 2 to 100`}
        />
        <NumberField
          {...form.number('roc_threshold')}
          label={label(M.roc_threshold)}
          description={t`0.1 to 50`}
          unit="%"
        />
        <NumberField
          {...form.number('adx_length')}
          label={label(M.adx_length)}
          description={t`Candles the ADX reads, a whole number from 2 to 100`}
        />
        <NumberField
          {...form.number('adx_min')}
          label={label(M.adx_min)}
          description={t`5 to 60: 25 and above is commonly read as a trend`}
        />
      </div>
    </>
  )
}

/** `momentum_trading` in the wizard: the shared quant fields, its momentum and trend filter. */
export const setups = {
  momentum_trading: quantSetup<'momentum_trading'>({
    Params,
    // A 12-candle ROC, and Wilder's 14-candle ADX with the usual 25 as "trending".
    initial: { roc_length: 12, roc_threshold: 2, adx_length: 14, adx_min: 25 },
    useReview: (values) => {
      const { t } = useLingui()
      const f = useFormatter()
      return [
        {
          label: t`Rate of change`,
          value: t`Above ${f.percent(values.roc_threshold)} over ${f.number(values.roc_length)} candles`,
        },
        {
          label: t`Trend filter`,
          value: t`ADX ${f.number(values.adx_length)} at least ${f.number(values.adx_min)}`,
        },
      ]
    },
  }),
}
