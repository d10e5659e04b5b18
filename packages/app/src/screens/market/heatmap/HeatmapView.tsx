import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'react-router'
import { pairNameOf, pairPathOf, type MarketHeatmapResponse } from '@atb/contract'
import {
  Badge,
  Button,
  Switch,
  Treemap,
  TreemapLegend,
  useFormatter,
  type TreemapTile,
} from '@atb/ui'
import { splitLocale, withLocale } from '../../../router/locale'
import { HeatmapList } from './HeatmapList'
import { COLOUR_BOUND, type HeatmapQuery } from './heatmapQuery'
import { changeTitles, periodTitles } from './labels'
import styles from './heatmap.module.css'

export interface HeatmapViewProps {
  data: MarketHeatmapResponse
  query: HeatmapQuery
  /** The chosen market's name, e.g. "Crypto" or "All markets". */
  scope: string
  height: number
  updatedAt?: number
  /** The last refresh failed; the map shown is the previous one. */
  refreshFailed: boolean
  onRetry: () => void
}

/** The map, its legend, where the prices come from and when, and the same tiles as a list. */
export function HeatmapView({
  data,
  query,
  scope,
  height,
  updatedAt,
  refreshFailed,
  onRetry,
}: HeatmapViewProps) {
  const { t, i18n } = useLingui()
  const format = useFormatter()
  const { locale } = splitLocale(useLocation().pathname)
  const [asList, setAsList] = useState(false)
  const bound = COLOUR_BOUND[query.period]
  const period = i18n._(periodTitles[query.period])
  const tiles: TreemapTile[] = data.tiles.map((tile) => ({
    id: tile.symbol,
    label: tile.base,
    name: pairNameOf(tile.base, tile.quote),
    change: tile.change,
    value: tile.quote_volume,
    unit: tile.quote,
    href: withLocale(`/market/${pairPathOf(tile.base, tile.quote)}`, locale),
  }))
  const updated = updatedAt === undefined ? '' : format.dateTime(updatedAt)
  return (
    <>
      <div className={styles.status}>
        {data.source === 'replay' ? (
          <p className={styles.note}>
            <Badge variant="info" size="sm">{t`Replay`}</Badge>{' '}
            {t`Prices are a replay of recorded candles, not live quotes.`}
          </p>
        ) : (
          <p className={styles.note}>
            <Badge variant="positive" size="sm">{t`Live`}</Badge>
          </p>
        )}
        {updated ? <p className={styles.note} aria-live="polite">{t`Updated ${updated}`}</p> : null}
      </div>
      {refreshFailed ? (
        <div role="alert" className={styles.problem}>
          <p
            className={styles.note}
          >{t`The heatmap could not be refreshed. It shows the last prices loaded.`}</p>
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {t`Try again`}
          </Button>
        </div>
      ) : null}
      <Treemap
        tiles={tiles}
        bound={bound}
        height={height}
        aria-label={t`${scope} heatmap, ${period}`}
      />
      <div className={styles.keyRow}>
        <TreemapLegend bound={bound} title={i18n._(changeTitles[query.period])} />
        <p className={styles.note}>
          {t`Tile size: trading volume over ${period}. Symbols without volume get a small tile.`}
        </p>
        <Switch isSelected={asList} onChange={setAsList}>
          {t`Show as list`}
        </Switch>
      </div>
      {asList ? <HeatmapList tiles={tiles} scope={scope} period={period} /> : null}
    </>
  )
}
