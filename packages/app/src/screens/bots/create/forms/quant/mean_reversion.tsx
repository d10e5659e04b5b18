import { useLingui } from '@lingui/react/macro'
import { meanReversionLabels as M } from '@atb/contract'
import { NumberField, useFormatter } from '@atb/ui'
import type { KindFormProps } from '../../setup/types'
import { useLabel } from '../SignalForm'
import styles from '../signal.module.css'
import { quantSetup } from './setup'

/** `mean_reversion`'s rules (decision 050): the Bollinger bands it fades. */
function Params({ form }: KindFormProps<'mean_reversion'>) {
  const { t } = useLingui()
  const label = useLabel()
  return (
    <>
      <p className={styles.note}>
        {t`Buys when a candle closes below the lower band and sells when the price closes back at the middle band (the average). Long only.`}
      </p>
      <div className={styles.grid}>
        <NumberField
          {...form.number('bb_length')}
          label={label(M.bb_length)}
          description={t`Candles in the average, a whole number from 5 to 200`}
        />
        <NumberField
          {...form.number('bb_deviation')}
          label={label(M.bb_deviation)}
          description={t`Standard deviations from the average to each band, 0.5 to 5`}
        />
      </div>
    </>
  )
}

/** `mean_reversion` in the wizard: the shared quant fields and its bands. */
export const setups = {
  mean_reversion: quantSetup<'mean_reversion'>({
    Params,
    // The bands as John Bollinger defined them: 20 candles, 2 standard deviations.
    initial: { bb_length: 20, bb_deviation: 2 },
    useReview: (values) => {
      const { t } = useLingui()
      const f = useFormatter()
      return [
        {
          label: t`Bollinger bands`,
          value: t`${f.number(values.bb_length)} candles, ${f.number(values.bb_deviation)} standard deviations`,
        },
      ]
    },
  }),
}
