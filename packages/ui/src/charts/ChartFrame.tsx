import type { ReactNode, RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import styles from './charts.module.css'

/**
 * The chart's canvas host (role="img", named by `label`) plus the TradingView attribution the
 * licence requires. The library's own logo is a link inside the canvas host, which would nest an
 * interactive element in an image, so the link is rendered here, outside it, instead.
 */
export function ChartFrame({
  hostRef,
  height,
  label,
}: {
  hostRef: RefObject<HTMLDivElement | null>
  height: number
  label: string
}): ReactNode {
  const { t } = useLingui()
  return (
    <div className={styles.frame}>
      <div
        ref={hostRef}
        className={styles.chart}
        style={{ height }}
        role="img"
        aria-label={label}
      />
      <a
        className={styles.attribution}
        href="https://www.tradingview.com/"
        target="_blank"
        rel="noopener noreferrer"
      >
        {t`Charting by TradingView`}
      </a>
    </div>
  )
}
