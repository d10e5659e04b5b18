import { useLingui } from '@lingui/react/macro'
import styles from './Spinner.module.css'

export interface SpinnerProps {
  /** Diameter: sm 16px, md 24px, lg 40px. */
  size?: 'sm' | 'md' | 'lg'
  /** Accessible name; defaults to "Loading". Pass `null` when a parent already announces progress. */
  label?: string | null
}

/** An indeterminate progress indicator. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  const { t } = useLingui()
  const name = label === undefined ? t`Loading` : label
  return (
    <span
      className={styles.spinner}
      data-size={size}
      role={name ? 'progressbar' : undefined}
      aria-label={name ?? undefined}
      aria-hidden={name ? undefined : true}
    />
  )
}
