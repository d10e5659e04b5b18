import { useLingui } from '@lingui/react/macro'
import { Trash2 } from 'lucide-react'
import {
  conditionIndicators,
  conditionLabels as C,
  conditionOps,
  isPriceScale,
  priceScaleIndicators,
  type Condition,
  type ConditionIndicator,
  type ConditionOp,
} from '@atb/contract'
import { Button, NumberField, Radio, RadioGroup, Select, SelectItem, useFormatter } from '@atb/ui'
import { useLabel } from '../SignalForm'
import styles from './conditions.module.css'

/** A condition while it is being edited: any field may still be missing. */
export type DraftCondition = Partial<Condition>

/** The indicators' names in the pickers, and their short names in sentences. */
export function useIndicatorNames() {
  const { t } = useLingui()
  const full: Record<ConditionIndicator, string> = {
    price: t`Close price`,
    sma: t`Simple moving average (SMA)`,
    ema: t`Exponential moving average (EMA)`,
    rsi: t`Relative strength index (RSI)`,
    roc: t`Rate of change (ROC, %)`,
    bb_percent: t`Bollinger %B (%)`,
  }
  const short: Record<ConditionIndicator, string> = {
    price: t`the close`,
    sma: 'SMA',
    ema: 'EMA',
    rsi: 'RSI',
    roc: 'ROC',
    bb_percent: '%B',
  }
  return { full, short }
}

function useOpNames(): Record<ConditionOp, string> {
  const { t } = useLingui()
  return {
    crosses_above: t`crosses above`,
    crosses_below: t`crosses below`,
    above: t`is above`,
    below: t`is below`,
  }
}

/** A condition as a sentence, in the page's language: "RSI 14 crosses above 30". */
export function useConditionText() {
  const { t } = useLingui()
  const f = useFormatter()
  const names = useIndicatorNames()
  const ops = useOpNames()
  const line = (indicator: ConditionIndicator, length: number | undefined) =>
    indicator === 'price' ? names.short.price : `${names.short[indicator]} ${f.number(length ?? 0)}`
  return (c: Condition) => {
    const subject = line(c.indicator, c.length)
    const op = ops[c.op]
    const target =
      c.target === 'indicator' && c.target_indicator
        ? line(c.target_indicator, c.target_length)
        : f.number(c.value ?? 0)
    return t`${subject} ${op} ${target}`
  }
}

export interface ConditionFieldsProps {
  /** The group's name, read with each field: "Entry condition 2". */
  name: string
  value: DraftCondition
  onChange: (next: DraftCondition) => void
  onBlur: () => void
  /** The translated error at a field of this condition (`length`, `value` …). */
  errorOf: (field: keyof Condition) => string | undefined
  isDisabled?: boolean
  /** Shown when the condition can be removed (the rule builder's rows). */
  onRemove?: () => void
}

/**
 * One condition's fields (decision 053): the indicator and its length, the comparison, and a
 * number or another price line to compare with. Oscillators compare with numbers only, so the
 * "another line" choice is offered only for the close and its averages.
 */
export function ConditionFields({
  name,
  value,
  onChange,
  onBlur,
  errorOf,
  isDisabled,
  onRemove,
}: ConditionFieldsProps) {
  const { t } = useLingui()
  const label = useLabel()
  const names = useIndicatorNames()
  const ops = useOpNames()
  const priceScale = value.indicator ? isPriceScale(value.indicator) : true
  const set = (patch: DraftCondition) => onChange({ ...value, ...patch })
  const pickIndicator = (indicator: ConditionIndicator) => {
    const patch: DraftCondition = { indicator }
    if (indicator === 'price') patch.length = undefined
    else if (value.length === undefined) patch.length = 14
    // An oscillator has its own scale: it is compared with a number.
    if (!isPriceScale(indicator) && value.target === 'indicator')
      Object.assign(patch, {
        target: 'value',
        target_indicator: undefined,
        target_length: undefined,
      })
    set(patch)
    onBlur()
  }
  const field = (key: keyof Condition) => ({
    isInvalid: Boolean(errorOf(key)),
    errorMessage: errorOf(key),
    isDisabled,
  })
  const numberAt = (key: 'length' | 'value' | 'target_length') => ({
    ...field(key),
    value: typeof value[key] === 'number' ? value[key] : NaN,
    onChange: (n: number) => set({ [key]: Number.isNaN(n) ? undefined : n }),
    onBlur,
  })

  return (
    <fieldset className={styles.condition}>
      <legend className={styles.legend}>{name}</legend>
      <div className={styles.grid}>
        <Select
          label={label(C.indicator)}
          selectedKey={value.indicator ?? null}
          onSelectionChange={(key) => pickIndicator(key as ConditionIndicator)}
          {...field('indicator')}
        >
          {conditionIndicators.map((i) => (
            <SelectItem key={i} id={i}>
              {names.full[i]}
            </SelectItem>
          ))}
        </Select>
        {value.indicator !== 'price' ? (
          <NumberField
            label={label(C.length)}
            description={t`2 to 200 bars`}
            step={1}
            {...numberAt('length')}
          />
        ) : null}
        <Select
          label={label(C.op)}
          selectedKey={value.op ?? null}
          onSelectionChange={(key) => {
            set({ op: key as ConditionOp })
            onBlur()
          }}
          {...field('op')}
        >
          {conditionOps.map((op) => (
            <SelectItem key={op} id={op}>
              {ops[op]}
            </SelectItem>
          ))}
        </Select>
      </div>
      {priceScale ? (
        <RadioGroup
          label={label(C.target)}
          orientation="horizontal"
          value={value.target ?? null}
          onChange={(target) => {
            set(
              target === 'indicator'
                ? { target, value: undefined, target_indicator: 'sma', target_length: 50 }
                : { target: 'value', target_indicator: undefined, target_length: undefined },
            )
            onBlur()
          }}
          {...field('target')}
        >
          <Radio value="value">{t`A number`}</Radio>
          <Radio value="indicator">{t`Another line`}</Radio>
        </RadioGroup>
      ) : null}
      <div className={styles.grid}>
        {value.target === 'indicator' ? (
          <>
            <Select
              label={label(C.target_indicator)}
              selectedKey={value.target_indicator ?? null}
              onSelectionChange={(key) => {
                const other = key as ConditionIndicator
                set({
                  target_indicator: other,
                  target_length: other === 'price' ? undefined : (value.target_length ?? 50),
                })
                onBlur()
              }}
              {...field('target_indicator')}
            >
              {priceScaleIndicators.map((i) => (
                <SelectItem key={i} id={i}>
                  {names.full[i]}
                </SelectItem>
              ))}
            </Select>
            {value.target_indicator !== 'price' ? (
              <NumberField
                label={label(C.target_length)}
                description={t`2 to 200 bars`}
                step={1}
                {...numberAt('target_length')}
              />
            ) : null}
          </>
        ) : (
          <NumberField
            label={label(C.value)}
            description={value.indicator === 'rsi' ? t`0 to 100` : undefined}
            {...numberAt('value')}
          />
        )}
      </div>
      {onRemove ? (
        <div className={styles.actions}>
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 size={16} aria-hidden />}
            onPress={onRemove}
            isDisabled={isDisabled}
          >
            {t`Remove ${name}`}
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
}
