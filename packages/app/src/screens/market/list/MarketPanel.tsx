import { useEffect, useState, type RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CircleAlert, CircleCheck, Search, Star } from 'lucide-react'
import type { Market } from '@atb/contract'
import { Button, EmptyState, Switch, TextField } from '@atb/ui'
import { useFlows } from '../../../services/FlowsContext'
import { useResource } from '../../account/useResource'
import { MarketTable, type TableWidth } from './MarketTable'
import { visibleRows } from './rows'
import { useFavorites } from './useFavorites'
import type { MarketQueryState } from './useMarketQuery'
import styles from './market.module.css'

/** The table's width tier from its container's width. */
export function useTableWidth(ref: RefObject<HTMLElement | null>): TableWidth {
  const [width, setWidth] = useState<TableWidth>('wide')
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const observer = new ResizeObserver(([entry]) => {
      const px = entry?.contentRect.width ?? 0
      setWidth(px < 600 ? 'narrow' : px < 900 ? 'medium' : 'wide')
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return width
}

export interface MarketPanelProps {
  market: Market
  state: MarketQueryState
  href: (path: string) => string
  width: TableWidth
}

/** One market's tab: search, the favourites filter, and the table with its states. */
export function MarketPanel({ market, state, href, width }: MarketPanelProps) {
  const { t } = useLingui()
  const flows = useFlows()
  const [overview, retry] = useResource(flows.loadMarketOverview, { market })
  const favorites = useFavorites()
  const { query, change, search, setSearch } = state
  const titles: Record<Market, string> = {
    crypto: t`Crypto markets`,
    forex: t`Forex markets`,
    gold: t`Gold markets`,
  }

  const toolbar = (
    <div className={styles.toolbar}>
      <div className={styles.search}>
        <TextField
          label={t`Search pairs`}
          placeholder={t`e.g. BTC or BTC/USDT`}
          type="search"
          icon={<Search size={16} aria-hidden />}
          value={search}
          onChange={setSearch}
          maxLength={32}
        />
      </div>
      <Switch isSelected={query.fav} onChange={(fav) => change({ fav })}>
        {t`Favourites only`}
      </Switch>
    </div>
  )

  if (overview.status === 'error')
    return (
      <div className={styles.panel}>
        <div role="alert" className={styles.failed}>
          <CircleAlert size={20} aria-hidden />
          <p>{t`Market prices could not be loaded.`}</p>
          <Button variant="secondary" onPress={retry}>
            {t`Try again`}
          </Button>
        </div>
      </div>
    )

  const loading = overview.status === 'loading'
  const data = overview.status === 'done' ? overview.data : null
  const rows = data
    ? visibleRows(data.rows, {
        search,
        sort: query.sort,
        order: query.order,
        fav: query.fav,
        isFavorite: favorites.isFavorite,
      })
    : []

  const searched = search.trim()
  let body
  if (data && data.rows.length === 0)
    body = (
      <EmptyState
        headingLevel={2}
        title={t`No pairs in this market yet`}
        description={t`The market feed has not listed any pairs here. Check back shortly.`}
        actionLabel={t`Reload`}
        onAction={retry}
      />
    )
  else if (data && rows.length === 0 && searched !== '')
    body = (
      <EmptyState
        headingLevel={2}
        icon={<Search size={28} aria-hidden />}
        title={t`No pairs match “${searched}”`}
        description={t`Search by coin or pair, for example BTC, BTC/USDT or BTC-USDT.`}
        actionLabel={t`Clear search`}
        onAction={() => setSearch('')}
      />
    )
  else if (data && rows.length === 0)
    body = (
      <EmptyState
        headingLevel={2}
        icon={<Star size={28} aria-hidden />}
        title={t`No favourites yet`}
        description={t`Press the star beside a pair to add it to your favourites. They are saved to your account, on every device.`}
        actionLabel={t`Show all pairs`}
        onAction={() => change({ fav: false })}
      />
    )
  else
    body = (
      <MarketTable
        label={titles[market]}
        rows={rows}
        query={query}
        onSort={(sort, order) => change({ sort, order })}
        isFavorite={favorites.isFavorite}
        onToggleFavorite={favorites.toggle}
        href={href}
        width={width}
        isLoading={loading}
      />
    )

  return (
    <div className={styles.panel}>
      {toolbar}
      {data?.source === 'replay' ? (
        <p className={styles.replay}>
          {t`Prices are a replay of recorded market candles, not the live market. Orders on Paper fill at these prices.`}
        </p>
      ) : null}
      {/* Always present, so the result of a star is announced when it arrives. */}
      <div className={styles.noticeSlot} role="status">
        {favorites.notice ? (
          <p className={styles.notice} data-tone={favorites.notice.tone}>
            {favorites.notice.tone === 'done' ? (
              <CircleCheck size={16} aria-hidden />
            ) : (
              <CircleAlert size={16} aria-hidden />
            )}
            {favorites.notice.text}
          </p>
        ) : null}
      </div>
      {loading ? <p className={styles.hidden}>{t`Loading prices…`}</p> : null}
      {body}
    </div>
  )
}
