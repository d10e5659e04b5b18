import { useLingui } from '@lingui/react/macro'
import { chartPatterns, chatPatternLabels as P, type ChartPattern } from '@atb/contract'
import { Checkbox, CheckboxGroup, NumberField, useFormatter } from '@atb/ui'
import type { FormBinding } from '../../../../account/useFormBinding'
import type { KindFormProps, SetupValues } from '../../setup/types'
import { useLabel } from '../SignalForm'
import styles from '../signal.module.css'
import { quantSetup } from './setup'

type Values = SetupValues<'chat_pattern'>
type Flag = `pattern_${ChartPattern}`
const flagOf = (p: ChartPattern): Flag => `pattern_${p}`

/** The pivots, the tolerance, the window and which patterns it trades (decision 055). */
function Params({ form: props }: KindFormProps<'chat_pattern'>) {
  const { t } = useLingui()
  const label = useLabel()
  const form = props as unknown as FormBinding<Values>
  const values = form.context?.values
  const chosen = chartPatterns.filter((p) => values?.[flagOf(p)])
  return (
    <>
      <div className={styles.grid}>
        <NumberField
          {...form.number('pivot_bars')}
          label={label(P.pivot_bars)}
          description={t`2 to 10 bars on each side make a swing high or low`}
          step={1}
        />
        <NumberField
          {...form.number('tolerance')}
          label={label(P.tolerance)}
          description={t`0.2 to 10: two highs or lows this close count as one level`}
          unit="%"
        />
        <NumberField
          {...form.number('lookback')}
          label={label(P.lookback)}
          description={t`20 to 300 bars: how far back a pattern may start`}
          step={1}
        />
      </div>
      <CheckboxGroup
        label={label(P.patterns)}
        description={t`Bullish ones buy, bearish ones sell what the bot holds.`}
        value={chosen}
        onChange={(next) => {
          for (const p of chartPatterns) form.change(flagOf(p), next.includes(p))
          form.send({ type: 'form.blur', field: 'pattern_double' })
        }}
        isInvalid={Boolean(form.errorOf('pattern_double'))}
        errorMessage={form.errorOf('pattern_double')}
        isDisabled={form.isSubmitting}
      >
        {chartPatterns.map((p) => (
          <Checkbox key={p} value={p}>
            {label(P[flagOf(p)])}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </>
  )
}

function useReview(values: Values) {
  const { t, i18n } = useLingui()
  const f = useFormatter()
  const label = useLabel()
  // One sentence: the names as they read mid-sentence, the first letter raised.
  const chosen = f.list(
    chartPatterns.filter((p) => values[flagOf(p)]).map((p) => i18n._(P[flagOf(p)])),
  )
  return [
    { label: label(P.pivot_bars), value: t`${f.number(values.pivot_bars, 0)} bars each side` },
    { label: label(P.tolerance), value: f.percent(values.tolerance) },
    { label: label(P.lookback), value: t`${f.number(values.lookback, 0)} bars` },
    {
      label: label(P.patterns),
      value: chosen.charAt(0).toLocaleUpperCase(i18n.locale) + chosen.slice(1),
    },
  ]
}

/** `chat_pattern` in the wizard (decision 055). */
export const setups = {
  chat_pattern: quantSetup<'chat_pattern'>({
    Params,
    initial: {
      pivot_bars: 3,
      tolerance: 1,
      lookback: 80,
      pattern_double: true,
      pattern_head_shoulders: true,
      pattern_triangle: true,
    },
    useReview,
  }),
}
