import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  positionTradingLabels as P,
  positionTradingRegimes,
  type PositionTradingRegime,
} from '@atb/contract'
import { NumberField, Radio, RadioGroup, useFormatter } from '@atb/ui'
import type { FormBinding } from '../../../../account/useFormBinding'
import type { KindFormProps, ReviewLine, SetupValues } from '../../setup/types'
import { useLabel } from '../SignalForm'
import styles from '../signal.module.css'
import { quantSetup } from './setup'

type Values = SetupValues<'position_trading'>
type Binding = FormBinding<Values>

/** The regimes in words: the radio's name and what it means. */
function useRegimeNames(): Record<PositionTradingRegime, { name: string; about: string }> {
  const { t } = useLingui()
  return {
    close_above: {
      name: t`Close above the slow average`,
      about: t`Long while each close stays above the slow moving average.`,
    },
    golden_cross: {
      name: t`Golden cross`,
      about: t`Long while the fast moving average stays above the slow one.`,
    },
  }
}

/**
 * `position_trading`'s rules (decision 049): which long-term regime it follows, the two moving
 * averages' lengths in bars, and how many closed bars confirm a change before it buys or sells.
 */
function Params({ form: props }: KindFormProps<'position_trading'>) {
  const { t } = useLingui()
  const label = useLabel()
  const regimes = useRegimeNames()
  const form = props as unknown as Binding
  const values = form.context?.values
  return (
    <>
      <RadioGroup
        label={label(P.regime)}
        value={values?.regime ?? null}
        onChange={(v) => {
          form.change('regime', v as PositionTradingRegime)
          form.send({ type: 'form.blur', field: 'regime' })
        }}
        isInvalid={Boolean(form.errorOf('regime'))}
        errorMessage={form.errorOf('regime')}
        isDisabled={form.isSubmitting}
      >
        {positionTradingRegimes.map((regime) => (
          <Radio key={regime} value={regime} description={regimes[regime].about}>
            {regimes[regime].name}
          </Radio>
        ))}
      </RadioGroup>
      <div className={styles.grid}>
        <NumberField
          {...form.number('fast_length')}
          label={label(P.fast_length)}
          description={t`5 to 200 bars; the golden cross compares it with the slow one`}
        />
        <NumberField
          {...form.number('slow_length')}
          label={label(P.slow_length)}
          description={t`20 to 400 bars, longer than the fast one`}
        />
        <NumberField
          {...form.number('confirm_bars')}
          label={label(P.confirm_bars)}
          description={t`1 to 10: closed bars in a row the trend must hold before a buy, or be broken before a sell`}
        />
      </div>
    </>
  )
}

function useReview(values: Values): ReviewLine[] {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useLabel()
  const regimes = useRegimeNames()
  const fast = f.number(values.fast_length)
  const slow = f.number(values.slow_length)
  return [
    { label: label(P.regime), value: regimes[values.regime].name },
    {
      label: t`Moving averages`,
      value:
        values.regime === 'golden_cross'
          ? t`SMA ${fast} over SMA ${slow}`
          : t`Close over SMA ${slow}`,
    },
    {
      label: label(P.confirm_bars),
      value: plural(values.confirm_bars, { one: '# bar', other: '# bars' }),
    },
  ]
}

/** `position_trading` in the wizard (decision 049): daily bars, the classic 50/200 golden cross. */
export const setups = {
  position_trading: quantSetup<'position_trading'>({
    Params,
    initial: {
      interval: '1d',
      regime: 'golden_cross',
      fast_length: 50,
      slow_length: 200,
      confirm_bars: 2,
    },
    useReview,
  }),
}
