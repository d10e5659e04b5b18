import styles from './Logo.module.css'

export interface LogoProps {
  /** Mark height: sm 24px, md 32px, lg 48px. The wordmark scales with it. */
  size?: 'sm' | 'md' | 'lg'
  /** `full` shows the mark and the wordmark; `mark` shows the mark alone, named by `label`. */
  variant?: 'full' | 'mark'
  /** Accessible name of the mark-only variant. */
  label?: string
  /** `inverse` for placing the logo on the green brand gradient. */
  tone?: 'default' | 'inverse'
}

const BRAND = 'Auto Trading Bot'

/** The product mark: a green bot head holding three rising candles, with the wordmark beside it. */
export function Logo({
  size = 'md',
  variant = 'full',
  label = BRAND,
  tone = 'default',
}: LogoProps) {
  const markOnly = variant === 'mark'
  return (
    <span
      className={styles.logo}
      data-size={size}
      data-variant={variant}
      data-tone={tone}
      role={markOnly ? 'img' : undefined}
      aria-label={markOnly ? label : undefined}
    >
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden focusable="false">
        <circle className={styles.head} cx="16" cy="2.5" r="2" />
        <rect className={styles.head} x="15.25" y="3" width="1.5" height="3" />
        <rect className={styles.head} x="2" y="5.5" width="28" height="25" rx="8" />
        <g className={styles.candles}>
          <rect x="9.25" y="17" width="1.5" height="9" rx="0.75" />
          <rect x="7.75" y="19" width="4.5" height="6" rx="1" />
          <rect x="15.25" y="13" width="1.5" height="11" rx="0.75" />
          <rect x="13.75" y="15" width="4.5" height="7" rx="1" />
          <rect x="21.25" y="9.5" width="1.5" height="11" rx="0.75" />
          <rect x="19.75" y="11.5" width="4.5" height="7" rx="1" />
        </g>
      </svg>
      {markOnly ? null : (
        <span className={styles.wordmark}>
          Auto Trading <span className={styles.accent}>Bot</span>
        </span>
      )}
    </span>
  )
}
