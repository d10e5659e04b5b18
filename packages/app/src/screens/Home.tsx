import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'react-router'
import { marketTitles, markets, strategyCatalogue, themeTitles } from '@atb/contract'
import { Card, Badge } from '@atb/ui'
import { splitLocale, withLocale } from '../router/locale'
import styles from './screens.module.css'

/** Home: where a trader starts a bot, market by market, from the strategy catalogue. */
export function Component() {
  const { t, i18n } = useLingui()
  const { locale } = splitLocale(useLocation().pathname)
  return (
    <section className={styles.page} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        {t`Start a trading bot`}
      </h1>
      <p
        className={styles.lead}
      >{t`Pick a market and a strategy. Bots trade for you around the clock.`}</p>
      {markets.map((market) => {
        const entries = strategyCatalogue.filter((s) => s.market === market && s.available)
        return (
          <section key={market} className={styles.group} aria-label={i18n._(marketTitles[market])}>
            <h2 className={styles.subtitle}>{i18n._(marketTitles[market])}</h2>
            <div className={styles.grid}>
              {entries.map((entry) => (
                <Card
                  key={entry.kind}
                  title={i18n._(entry.title)}
                  headingLevel={3}
                  href={withLocale(
                    `/bot/create/${entry.market}/${entry.theme}/${entry.kind}`,
                    locale,
                  )}
                  actions={<Badge variant="info">{i18n._(themeTitles[entry.theme])}</Badge>}
                >
                  {i18n._(entry.summary)}
                </Card>
              ))}
            </div>
          </section>
        )
      })}
    </section>
  )
}
