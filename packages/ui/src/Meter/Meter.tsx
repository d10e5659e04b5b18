import type { ReactNode } from 'react'
import {
  Label as RACLabel,
  Meter as RACMeter,
  type MeterProps as RACMeterProps,
} from 'react-aria-components'
import { useFormatter } from '../format/useFormatter'
import styles from './Meter.module.css'

export type MeterLevel = 'ok' | 'warning' | 'danger'

export interface MeterProps extends Omit<
  RACMeterProps,
  'className' | 'style' | 'children' | 'formatOptions' | 'valueLabel'
> {
  /** Visible label; otherwise pass aria-label. */
  label?: ReactNode
  /** Custom value text, e.g. "12 of 20 grids"; defaults to the percentage. */
  valueLabel?: string
  /** Percent of the range where the colour turns to warning. */
  warningAt?: number
  /** Percent of the range where the colour turns to danger. */
  dangerAt?: number
  /** Text after the value naming the level, e.g. "High risk", so colour is not the only signal. */
  levelLabel?: (level: MeterLevel) => ReactNode
}

/** A measurement within a known range, e.g. risk level or grid usage, coloured by thresholds. */
export function Meter({
  label,
  valueLabel,
  warningAt = 60,
  dangerAt = 85,
  levelLabel,
  ...props
}: MeterProps) {
  const f = useFormatter()
  const min = props.minValue ?? 0
  const max = props.maxValue ?? 100
  const percent = Math.min(100, Math.max(0, (((props.value ?? 0) - min) / (max - min || 1)) * 100))
  const level: MeterLevel = percent >= dangerAt ? 'danger' : percent >= warningAt ? 'warning' : 'ok'
  const text = valueLabel ?? f.percent(percent)
  const levelText = levelLabel?.(level)
  return (
    <RACMeter {...props} valueLabel={text} className={styles.meter} data-level={level}>
      {({ percentage }) => (
        <>
          <div className={styles.top}>
            {label ? <RACLabel className={styles.label}>{label}</RACLabel> : <span />}
            <span className={styles.value}>
              {text}
              {levelText ? <span className={styles.level}>{levelText}</span> : null}
            </span>
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={{ inlineSize: `${percentage}%` }} />
          </div>
        </>
      )}
    </RACMeter>
  )
}
