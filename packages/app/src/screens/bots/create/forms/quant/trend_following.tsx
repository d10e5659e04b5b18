import { useLingui } from '@lingui/react/macro'
import {
  trendFollowingDefaults,
  trendFollowingLabels as T,
  trendFollowingRanges as R,
  type TrendEntry,
} from '@atb/contract'
import { NumberField, Radio, RadioGroup, useFormatter } from '@atb/ui'
import type { KindFormProps, ReviewLine, SetupValues } from '../../setup/types'
import { useLabel } from '../SignalForm'
import styles from '../signal.module.css'
import { quantSetup } from './setup'

type Props = KindFormProps<'trend_following'>
type Values = SetupValues<'trend_following'>

/**
 * `trend_following`'s rules in the wizard (decision 048): the entry signal (a Donchian breakout or
 * an EMA cross) with its lengths, and the chandelier ATR trailing stop that leaves the trend.
 */
function TrendParams({ form }: Props) {
  const { t } = useLingui()
  const label = useLabel()
  const values = form.context?.values
  const entry = values?.entry ?? trendFollowingDefaults.entry
  const range = ([min, max]: readonly [number, number]) => t`${min} to ${max}`

  return (
    <>
      <RadioGroup
        label={label(T.entry)}
        value={values?.entry ?? null}
        onChange={(v) => {
          form.change('entry', v as TrendEntry)
          form.send({ type: 'form.blur', field: 'entry' })
        }}
        isInvalid={Boolean(form.errorOf('entry'))}
        errorMessage={form.errorOf('entry')}
        isDisabled={form.isSubmitting}
      >
        <Radio
          value="donchian"
          description={t`Buys when a candle closes above the highest high of the candles before it; sells below the lowest low of half as many.`}
        >
          {t`Donchian breakout`}
        </Radio>
        <Radio
          value="ma_cross"
          description={t`Buys when the fast EMA crosses above the slow one; sells when it crosses back below.`}
        >
          {t`EMA cross`}
        </Radio>
      </RadioGroup>
      <div className={styles.grid}>
        {entry === 'ma_cross' ? (
          <>
            <NumberField
              {...form.number('fast_length')}
              label={label(T.fast_length)}
              description={t`${range(R.fast_length)} candles`}
            />
            <NumberField
              {...form.number('slow_length')}
              label={label(T.slow_length)}
              description={t`${range(R.slow_length)} candles, more than the fast EMA`}
            />
          </>
        ) : (
          <NumberField
            {...form.number('channel_length')}
            label={label(T.channel_length)}
            description={t`${range(R.channel_length)} candles`}
          />
        )}
      </div>
      <p className={styles.note}>
        {t`Trailing stop: sells when a candle closes below the highest close since the entry minus this many ATRs.`}
      </p>
      <div className={styles.grid}>
        <NumberField
          {...form.number('atr_length')}
          label={label(T.atr_length)}
          description={t`${range(R.atr_length)} candles`}
        />
        <NumberField
          {...form.number('atr_multiplier')}
          label={label(T.atr_multiplier)}
          description={range(R.atr_multiplier)}
        />
      </div>
    </>
  )
}

/** The entry and the stop in words, for the review step. */
function useTrendReview(values: Values): ReviewLine[] {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useLabel()
  const fast = values.fast_length ?? trendFollowingDefaults.fast_length
  const slow = values.slow_length ?? trendFollowingDefaults.slow_length
  const channel = values.channel_length ?? trendFollowingDefaults.channel_length
  const multiplier = f.number(values.atr_multiplier)
  return [
    {
      label: label(T.entry),
      value:
        values.entry === 'ma_cross'
          ? t`EMA cross (${fast}/${slow})`
          : t`Donchian breakout (${channel} candles)`,
    },
    {
      label: t`Trailing stop`,
      value: t`${multiplier} × ATR ${values.atr_length} below the highest close`,
    },
  ]
}

/** `trend_following` in the wizard (decision 048). */
export const setups = {
  trend_following: quantSetup<'trend_following'>({
    Params: TrendParams,
    initial: { ...trendFollowingDefaults, interval: '4h' },
    useReview: useTrendReview,
  }),
}
