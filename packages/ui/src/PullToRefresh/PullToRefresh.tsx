import type { CSSProperties } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ArrowDown } from 'lucide-react'
import { Spinner } from '../Spinner/Spinner'
import styles from './PullToRefresh.module.css'

export type PullToRefreshState = 'pending' | 'pulling' | 'releasing' | 'refreshing'

export interface PullToRefreshIndicatorProps {
  /** The pull-to-refresh machine's state. */
  state: PullToRefreshState
  /** How far the page has been pulled, 0–80 px; the indicator grows with it. */
  distance?: number
}

const MAX = 80
const REFRESHING_HEIGHT = 56

/** The strip above the page that explains a pull-down gesture. Presentational: the machine owns the gesture. */
export function PullToRefreshIndicator({ state, distance = 0 }: PullToRefreshIndicatorProps) {
  const { t } = useLingui()
  const pulled = Math.min(MAX, Math.max(0, distance))
  const height =
    state === 'pending' ? 0 : state === 'refreshing' ? Math.max(pulled, REFRESHING_HEIGHT) : pulled
  const text =
    state === 'refreshing'
      ? t`Refreshing`
      : state === 'releasing'
        ? t`Release to refresh`
        : t`Pull down to refresh`
  return (
    <div
      className={styles.indicator}
      data-state={state}
      style={{ '--ptr-height': `${height}px`, '--ptr-progress': pulled / MAX } as CSSProperties}
    >
      <div
        className={styles.content}
        role="status"
        aria-hidden={state === 'pending' ? true : undefined}
      >
        {state === 'pending' ? null : (
          <>
            <span className={styles.icon}>
              {state === 'refreshing' ? (
                <Spinner size="sm" label={null} />
              ) : (
                <ArrowDown size={18} aria-hidden />
              )}
            </span>
            <span>{text}</span>
          </>
        )}
      </div>
    </div>
  )
}
