import { useLingui } from '@lingui/react/macro'
import { marketTitles, markets, strategyCatalogue } from '@atb/contract'
import { Link } from '@atb/ui'
import { useHref } from './figures'
import styles from './home.module.css'

/** The strategy catalogue, compact: each available strategy goes straight to its setup. */
export function StrategyShortcuts() {
  const { t, i18n } = useLingui()
  const href = useHref()
  return (
    <section className={styles.section} aria-labelledby="home-strategies">
      <h2 id="home-strategies" className={styles.sectionTitle}>
        {t`Start a strategy`}
      </h2>
      <div className={styles.shortcuts}>
        {markets.map((market) => {
          const entries = strategyCatalogue.filter((s) => s.market === market && s.available)
          if (entries.length === 0) return null
          const title = i18n._(marketTitles[market])
          return (
            <div key={market} className={styles.shortcutGroup}>
              <h3 className={styles.groupTitle}>{title}</h3>
              <ul className={styles.shortcutList} aria-label={title}>
                {entries.map((entry) => (
                  <li key={entry.kind}>
                    <Link
                      href={href(`/bot/create/${entry.market}/${entry.theme}/${entry.kind}`)}
                      variant="standalone"
                    >
                      {i18n._(entry.title)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )
        })}
      </div>
    </section>
  )
}
