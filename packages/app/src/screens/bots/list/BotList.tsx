import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'react-router'
import { Plus } from 'lucide-react'
import { Link as RACLink } from 'react-aria-components'
import { Link } from '@atb/ui'
import { splitLocale, withLocale } from '../../../router/locale'
import { BotFilters } from './BotFilters'
import { BotRows } from './BotRows'
import { BotTotals } from './BotTotals'
import { useBotList } from './useBotList'
import styles from './list.module.css'

/** /bot: the user's live bots with their totals, filtered by status, searched, sorted and paged. */
export function Component() {
  const { t } = useLingui()
  const { locale } = splitLocale(useLocation().pathname)
  const list = useBotList('active')
  // "No bots at all" has its own call to action; the summary and filters would only be noise.
  const none =
    list.data !== null &&
    list.data.total === 0 &&
    list.query.status === 'active' &&
    list.query.search === ''
  return (
    <section className={styles.page} aria-labelledby="bots-title">
      <header className={styles.head}>
        <h1 id="bots-title" className={styles.title}>
          {t`Bots`}
        </h1>
        <RACLink className={styles.primaryLink} href={withLocale('/bot/create', locale)}>
          <Plus size={16} aria-hidden />
          {t`Create bot`}
        </RACLink>
      </header>
      <nav className={styles.links} aria-label={t`Bot pages`}>
        <Link variant="standalone" href={withLocale('/bot/history', locale)}>
          {t`Stopped bots (history)`}
        </Link>
        <Link variant="standalone" href={withLocale('/bot/exchange-history', locale)}>
          {t`Exchange order history`}
        </Link>
      </nav>
      {list.failed || none ? null : <BotTotals totals={list.data?.totals ?? null} />}
      {none ? null : <BotFilters list={list} withStatus />}
      <BotRows list={list} view="active" />
    </section>
  )
}
