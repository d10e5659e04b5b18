import { useLingui } from '@lingui/react/macro'
import { swingTradingLabels as S } from '@atb/contract'
import { NumberField, useFormatter } from '@atb/ui'
import type { KindFormProps } from '../../setup/types'
import { useLabel } from '../SignalForm'
import styles from '../signal.module.css'
import { quantSetup } from './setup'

/** `swing_trading`'s rules (decision 051): the RSI and the levels it swings between. */
function Params({ form }: KindFormProps<'swing_trading'>) {
  const { t } = useLingui()
  const label = useLabel()
  return (
    <>
      <p className={styles.note}>
        {t`Buys when the RSI rises back above the oversold level and sells when it falls back below the overbought level. Long only.`}
      </p>
      <div className={styles.grid}>
        <NumberField
          {...form.number('rsi_length')}
          label={label(S.rsi_length)}
          description={t`Candles the RSI reads, a whole number from 2 to 100`}
        />
        <NumberField
          {...form.number('oversold')}
          label={label(S.oversold)}
          description={t`RSI from 5 to 50`}
        />
        <NumberField
          {...form.number('overbought')}
          label={label(S.overbought)}
          description={t`RSI from 50 to 95, above the oversold level`}
        />
      </div>
    </>
  )
}

/** `swing_trading` in the wizard: the shared quant fields and its RSI levels. */
export const setups = {
  swing_trading: quantSetup<'swing_trading'>({
    Params,
    // Wilder's RSI as he published it (14, 30/70), on 4-hour candles: swings of days, not hours.
    initial: { interval: '4h', rsi_length: 14, oversold: 30, overbought: 70 },
    useReview: (values) => {
      const { t } = useLingui()
      const f = useFormatter()
      return [
        {
          label: t`RSI`,
          value: t`${f.number(values.rsi_length)} candles, buy above ${f.number(values.oversold)}, sell below ${f.number(values.overbought)}`,
        },
      ]
    },
  }),
}
