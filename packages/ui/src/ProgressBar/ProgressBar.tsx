import type { ReactNode } from 'react'
import {
  Label as RACLabel,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components'
import { useFormatter } from '../format/useFormatter'
import styles from './ProgressBar.module.css'

export interface ProgressBarProps extends Omit<
  RACProgressBarProps,
  'className' | 'style' | 'children' | 'formatOptions' | 'valueLabel'
> {
  /** Visible label; otherwise pass aria-label. */
  label?: ReactNode
  /** Hides the value text (it is still announced). */
  hideValue?: boolean
  /** Custom value text, e.g. "3 of 5 orders"; defaults to the percentage. */
  valueLabel?: string
  /** sm 4px bar, md 8px. */
  size?: 'sm' | 'md'
}

/** Progress of a task: determinate with a value, or indeterminate with `isIndeterminate`. */
export function ProgressBar({
  label,
  hideValue = false,
  valueLabel,
  size = 'md',
  ...props
}: ProgressBarProps) {
  const f = useFormatter()
  const min = props.minValue ?? 0
  const max = props.maxValue ?? 100
  const percent = (((props.value ?? 0) - min) / (max - min || 1)) * 100
  const text = valueLabel ?? f.percent(Math.min(100, Math.max(0, percent)))
  return (
    <RACProgressBar {...props} valueLabel={text} className={styles.progress} data-size={size}>
      {({ percentage, isIndeterminate }) => (
        <>
          {label || (!hideValue && !isIndeterminate) ? (
            <div className={styles.top}>
              {label ? <RACLabel className={styles.label}>{label}</RACLabel> : <span />}
              {!hideValue && !isIndeterminate ? <span className={styles.value}>{text}</span> : null}
            </div>
          ) : null}
          <div className={styles.track}>
            <div
              className={styles.fill}
              data-indeterminate={isIndeterminate || undefined}
              style={isIndeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  )
}
