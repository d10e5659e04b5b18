import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'react-router'
import { Link } from '@atb/ui'
import { splitLocale, withLocale } from '../../../router/locale'
import { BotFilters } from './BotFilters'
import { BotRows } from './BotRows'
import { useBotList } from './useBotList'
import styles from './list.module.css'

/** /bot/history: every stopped bot with its final results, kept for good. */
export function Component() {
  const { t } = useLingui()
  const { locale } = splitLocale(useLocation().pathname)
  const list = useBotList('history')
  const none = list.data !== null && list.data.total === 0 && list.query.search === ''
  return (
    <section className={styles.page} aria-labelledby="history-title">
      <header className={styles.head}>
        <h1 id="history-title" className={styles.title}>
          {t`Bot history`}
        </h1>
      </header>
      <nav className={styles.links} aria-label={t`Bot pages`}>
        <Link variant="standalone" href={withLocale('/bot', locale)}>
          {t`Active bots`}
        </Link>
        <Link variant="standalone" href={withLocale('/bot/exchange-history', locale)}>
          {t`Exchange order history`}
        </Link>
      </nav>
      <p className={styles.lead}>
        {t`Stopped bots and their final results. Nothing here is ever deleted.`}
      </p>
      {none ? null : <BotFilters list={list} withStatus={false} />}
      <BotRows list={list} view="history" />
    </section>
  )
}
