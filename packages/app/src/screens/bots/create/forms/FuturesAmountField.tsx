import { useLingui } from '@lingui/react/macro'
import type { AmountType } from '@atb/contract'
import { NumberField, Segment, SegmentedControl, useFormatter } from '@atb/ui'
import type { AmountField, Bounds, TypedAmountValue } from './manualMath'
import { boundsOf } from './manualMath'
import styles from './Manual.module.css'

export interface FuturesAmountFieldProps {
  /** Which typed amount of the futures-type config, for its limits per type. */
  field: AmountField
  /** The visible label (the contract's label phrase, capitalised). */
  label: string
  value: TypedAmountValue | undefined
  onChange: (value: TypedAmountValue) => void
  onBlur: () => void
  /** The translated error at `<field>.amount` (or `.type`). */
  errorMessage?: string
  /** The pair's quote currency, the unit of type 0. */
  quote: string
  /** What type 1 means: lots (capital, initial amount, coverage) or a percent of the margin (exits). */
  typeOne: 'lots' | 'percent'
  /** A maximum supplied from the account, on top of the contract's limits. */
  suppliedMax?: number
  /** Extra help after the range, e.g. where the supplied maximum comes from. */
  note?: string
}

/** The range as a hint: "5 to 100", "At least 5", "At most 100". */
export function useRangeHint() {
  const { t } = useLingui()
  const f = useFormatter()
  return ({ min, max }: Bounds) => {
    const lo = min === undefined ? undefined : f.number(min)
    const hi = max === undefined ? undefined : f.number(max)
    if (lo !== undefined && hi !== undefined) return t`${lo} to ${hi}`
    if (lo !== undefined) return t`At least ${lo}`
    if (hi !== undefined) return t`At most ${hi}`
    return undefined
  }
}

/**
 * One `{type, amount}` of the futures-type config: the amount, and whether it is type 0 (margin
 * in the quote currency) or type 1 (lots, or for the exits a percent of the margin). The hint
 * shows the contract's limits for the chosen type.
 */
export function FuturesAmountField({
  field,
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  quote,
  typeOne,
  suppliedMax,
  note,
}: FuturesAmountFieldProps) {
  const { t } = useLingui()
  const hint = useRangeHint()
  const type: AmountType = value?.type ?? 0
  const limits = boundsOf(field, type)
  const max = suppliedMax === undefined ? limits.max : Math.min(limits.max ?? Infinity, suppliedMax)
  const range = hint({ ...limits, ...(max === undefined ? {} : { max }) })
  const unit = type === 0 ? quote : typeOne === 'lots' ? t`lots` : '%'
  return (
    <div className={styles.amount}>
      <NumberField
        label={label}
        value={value?.amount ?? NaN}
        onChange={(amount) => onChange({ type, amount: Number.isNaN(amount) ? undefined : amount })}
        onBlur={onBlur}
        description={note ? [range, note].filter(Boolean).join(' · ') : range}
        errorMessage={errorMessage}
        isInvalid={Boolean(errorMessage)}
        unit={unit}
        hideStepper
      />
      <SegmentedControl
        aria-label={t`${label}: type`}
        size="sm"
        selectedKey={type}
        onSelectionChange={(key) => {
          onChange({ type: Number(key) as AmountType, amount: value?.amount })
          onBlur()
        }}
      >
        <Segment id={0}>{typeOne === 'lots' ? t`Margin` : quote}</Segment>
        <Segment id={1}>{typeOne === 'lots' ? t`Lot size` : t`% of margin`}</Segment>
      </SegmentedControl>
    </div>
  )
}
