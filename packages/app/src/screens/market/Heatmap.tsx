import { useLingui } from '@lingui/react/macro'
import { heatmapPeriods, marketTitles, type HeatmapPeriod } from '@atb/contract'
import {
  Button,
  EmptyState,
  Segment,
  SegmentedControl,
  Skeleton,
  SkeletonGroup,
  VisuallyHidden,
} from '@atb/ui'
import { useSearchParams } from 'react-router'
import { HeatmapView } from './heatmap/HeatmapView'
import {
  heatmapMarkets,
  readHeatmapQuery,
  writeHeatmapQuery,
  type HeatmapMarket,
  type HeatmapQuery,
} from './heatmap/heatmapQuery'
import { periodTitles } from './heatmap/labels'
import { useHeatmap } from './heatmap/useHeatmap'
import { useMapHeight } from './heatmap/useMapHeight'
import styles from './heatmap/heatmap.module.css'

/** /heatmap: the market's symbols as a treemap, area by volume and colour by change. */
export function Component() {
  const { t, i18n } = useLingui()
  const [params, setParams] = useSearchParams()
  const query = readHeatmapQuery(params)
  const [state, retry] = useHeatmap(query)
  const [page, mapHeight] = useMapHeight()
  const choose = (next: Partial<HeatmapQuery>) =>
    setParams(writeHeatmapQuery(params, { ...query, ...next }), { replace: true })
  const marketName = (market: HeatmapMarket) =>
    market === 'all' ? t`All` : i18n._(marketTitles[market])
  // What the map covers, in running text: "All markets", "Crypto".
  const scope = query.market === 'all' ? t`All markets` : marketName(query.market)

  return (
    <div className={styles.page} ref={page}>
      {/* The map fills the screen below its controls; the page's heading is for screen readers. */}
      <VisuallyHidden elementType="div">
        <h1>{t`Heatmap`}</h1>
      </VisuallyHidden>
      <div className={styles.controls}>
        <SegmentedControl
          aria-label={t`Market`}
          selectedKey={query.market}
          onSelectionChange={(key) => choose({ market: key as HeatmapMarket })}
        >
          {heatmapMarkets.map((market) => (
            <Segment key={market} id={market}>
              {marketName(market)}
            </Segment>
          ))}
        </SegmentedControl>
        <SegmentedControl
          aria-label={t`Period`}
          size="sm"
          selectedKey={query.period}
          onSelectionChange={(key) => choose({ period: key as HeatmapPeriod })}
        >
          {heatmapPeriods.map((period) => (
            <Segment key={period} id={period}>
              {i18n._(periodTitles[period])}
            </Segment>
          ))}
        </SegmentedControl>
      </div>
      {state.data ? (
        state.data.tiles.length === 0 ? (
          <EmptyState
            title={t`No symbols to show`}
            description={t`${scope} has no symbols with prices yet. Choose another market.`}
            actionLabel={t`Show all markets`}
            onAction={() => choose({ market: 'all' })}
          />
        ) : (
          <HeatmapView
            data={state.data}
            query={query}
            scope={scope}
            height={mapHeight}
            updatedAt={state.updatedAt}
            refreshFailed={Boolean(state.error)}
            onRetry={retry}
          />
        )
      ) : state.error ? (
        <div role="alert" className={styles.problem}>
          <p className={styles.note}>{t`The heatmap could not be loaded.`}</p>
          <Button variant="secondary" onPress={retry}>
            {t`Try again`}
          </Button>
        </div>
      ) : (
        <SkeletonGroup label={t`Loading the heatmap`}>
          <Skeleton shape="rect" height={mapHeight} />
          <Skeleton shape="rect" height={40} width={280} />
        </SkeletonGroup>
      )}
    </div>
  )
}
