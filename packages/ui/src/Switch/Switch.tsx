import type { ReactNode } from 'react'
import {
  SwitchButton as RACSwitchButton,
  SwitchField as RACSwitchField,
  type SwitchFieldProps as RACSwitchFieldProps,
} from 'react-aria-components'
import { type ErrorMessage, FieldChrome } from '../Field/Field'
import styles from './Switch.module.css'

export interface SwitchProps extends Omit<RACSwitchFieldProps, 'children' | 'className'> {
  /** The label beside the track. */
  children?: ReactNode
  /** Help text under the label. */
  description?: ReactNode
  /** Shown under the switch while it is invalid. */
  errorMessage?: ErrorMessage
  /** Puts the label before the track, as in settings lists. */
  labelPosition?: 'start' | 'end'
}

/** An on/off toggle that applies immediately (e.g. "Hide balance", "Stop loss"). */
export function Switch({
  children,
  description,
  errorMessage,
  labelPosition = 'end',
  ...props
}: SwitchProps) {
  return (
    <RACSwitchField {...props} className={styles.field}>
      <FieldChrome description={description} errorMessage={errorMessage}>
        <RACSwitchButton className={styles.switch} data-label-position={labelPosition}>
          <span className={styles.track} aria-hidden>
            <span className={styles.thumb} />
          </span>
          {children ? <span className={styles.label}>{children}</span> : null}
        </RACSwitchButton>
      </FieldChrome>
    </RACSwitchField>
  )
}
