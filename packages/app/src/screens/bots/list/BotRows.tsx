import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'react-router'
import { Bot, SearchX } from 'lucide-react'
import { Link as RACLink } from 'react-aria-components'
import { Button, EmptyState, Pagination, Skeleton, SkeletonGroup } from '@atb/ui'
import { splitLocale, withLocale } from '../../../router/locale'
import { BotCard } from './BotCard'
import { isFiltered, type ListPage } from './query'
import type { BotListState } from './useBotList'
import styles from './list.module.css'

/** The bots of one page, or why there are none, and the pager; shared by /bot and /bot/history. */
export function BotRows({ list, view }: { list: BotListState; view: ListPage }) {
  const { t } = useLingui()
  const { locale } = splitLocale(useLocation().pathname)
  const { data, query } = list
  const label = view === 'history' ? t`Stopped bots` : t`Bots`

  if (list.failed) {
    return (
      <div className={styles.problem} role="alert">
        <p>{t`Your bots could not be loaded.`}</p>
        <Button variant="secondary" onPress={list.retry}>{t`Retry`}</Button>
      </div>
    )
  }
  if (!data) {
    return (
      <SkeletonGroup label={t`Loading bots`}>
        <div className={styles.skeletons}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} shape="rect" height={148} />
          ))}
        </div>
      </SkeletonGroup>
    )
  }
  if (data.items.length === 0) {
    if (isFiltered(query, view) || query.page > 1) {
      return (
        <EmptyState
          size="sm"
          icon={<SearchX size={24} aria-hidden />}
          title={t`No bots match`}
          description={t`Try another pair or status.`}
          actionLabel={t`Reset filters`}
          onAction={() =>
            list.change({ status: view === 'history' ? 'history' : 'active', search: '' })
          }
        />
      )
    }
    return view === 'history' ? (
      <EmptyState
        size="sm"
        title={t`No stopped bots yet`}
        description={t`When you stop a bot, its final results are kept here for good.`}
      />
    ) : (
      <div className={styles.start}>
        <EmptyState
          icon={<Bot size={32} aria-hidden />}
          title={t`No bots yet`}
          description={t`Pick a strategy and a pair; your bot trades around the clock.`}
        />
        <RACLink className={styles.primaryLink} href={withLocale('/bot/create', locale)}>
          {t`Create your first bot`}
        </RACLink>
      </div>
    )
  }
  const pages = Math.max(1, Math.ceil(data.total / data.page_size))
  return (
    <>
      <ul className={styles.rows} aria-label={label} aria-busy={list.loading || undefined}>
        {data.items.map((bot) => (
          <BotCard key={bot.id} bot={bot} href={withLocale(`/bot/view/${bot.id}`, locale)} />
        ))}
      </ul>
      {list.stale ? (
        <p className={styles.stale} role="status">
          {t`Could not refresh; the figures may be out of date.`}{' '}
          <Button variant="ghost" size="sm" onPress={list.retry}>{t`Retry`}</Button>
        </p>
      ) : null}
      <Pagination
        page={query.page}
        pages={pages}
        onChange={(next) => list.change({ page: next })}
      />
    </>
  )
}
