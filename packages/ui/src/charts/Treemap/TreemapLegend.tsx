import { useLingui } from '@lingui/react/macro'
import { useFormatter } from '../../format/useFormatter'
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden'
import styles from './Treemap.module.css'

export interface TreemapLegendProps {
  /** The change (percent) at the scale's ends, as given to the Treemap. */
  bound?: number
  /** What the colour measures, e.g. "24 h change". */
  title: string
}

/** The Treemap's colour scale with labelled stops (−bound, 0, +bound), so colour is never alone. */
export function TreemapLegend({ bound = 5, title }: TreemapLegendProps) {
  const { t } = useLingui()
  const format = useFormatter()
  const low = format.percent(-bound)
  const high = format.percent(bound, { signed: true })
  return (
    <figure className={styles.legend}>
      <figcaption className={styles.legendTitle}>{title}</figcaption>
      <div className={styles.scale} aria-hidden />
      {/* The stops read as one sentence; the visible row is the same words in place. */}
      <div className={styles.stops} aria-hidden>
        <span>{low}</span>
        <span>{format.percent(0)}</span>
        <span>{high}</span>
      </div>
      <VisuallyHidden>
        {t`Red: ${low} or lower, gray: unchanged, green: ${high} or higher.`}
      </VisuallyHidden>
    </figure>
  )
}
