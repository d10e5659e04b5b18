import { useEffect, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import {
  candleIntervals,
  INTERVAL_MS,
  type CandleInterval,
  type MarketSymbolInfo,
  type MarketTicker,
} from '@atb/contract'
import {
  Button,
  Checkbox,
  EmptyState,
  MarketChart,
  Segment,
  SegmentedControl,
  Skeleton,
  SkeletonGroup,
  type MarketOverlays,
} from '@atb/ui'
import { useFlows } from '../../../services/FlowsContext'
import { useResource } from '../../account/useResource'
import {
  CANDLE_LIMIT,
  followTicker,
  intervalOf,
  overlaysOf,
  toMarketCandles,
  withOverlay,
} from './pairLogic'
import { useIntervalNames } from './labels'
import { ProviderChart } from './ProviderPanels'
import styles from './pair.module.css'

export interface PairChartProps {
  info: MarketSymbolInfo
  name: string
  ticker: MarketTicker | undefined
  price: (value: number) => string
}

/** Phones get a shorter chart, so the statistics start on the first screen. */
function useChartHeight() {
  const query = '(max-width: 600px)'
  const [narrow, setNarrow] = useState(() => window.matchMedia(query).matches)
  useEffect(() => {
    const media = window.matchMedia(query)
    const change = () => setNarrow(media.matches)
    media.addEventListener('change', change)
    return () => media.removeEventListener('change', change)
  }, [])
  return narrow ? 300 : 440
}

/**
 * The chart with its controls: the interval and the overlays, both kept in the address
 * (?interval=1h&overlays=ma20,bb) so a shared link opens the same chart. The toolbar row is where
 * other chart views (the provider's advanced chart) can be offered beside the built-in one.
 */
export function PairChart({ info, name, ticker, price }: PairChartProps) {
  const { t } = useLingui()
  const intervalNames = useIntervalNames()
  const [params, setParams] = useSearchParams()
  const interval = intervalOf(params, info)
  const overlays = overlaysOf(params)
  const missing = candleIntervals.filter((i) => !info.intervals.includes(i))
  const missingList = missing.join(', ')
  // The provider's advanced chart is the other view (?view=provider); the built-in one is the default.
  const view = params.get('view') === 'provider' ? 'provider' : 'builtin'
  const height = useChartHeight()
  const chooseView = (next: string) => {
    const query = new URLSearchParams(params)
    if (next === 'provider') query.set('view', 'provider')
    else query.delete('view')
    setParams(query, { replace: true })
  }

  const choose = (next: CandleInterval) => {
    const query = new URLSearchParams(params)
    query.set('interval', next)
    setParams(query, { replace: true })
  }
  const toggle = (key: keyof MarketOverlays, on: boolean) =>
    setParams(withOverlay(params, key, on), { replace: true })

  return (
    <section className={styles.panel} aria-labelledby="pair-chart">
      <h2 id="pair-chart" className={styles.visuallyHidden}>
        {t`${name} chart`}
      </h2>
      <div className={styles.toolbar}>
        <SegmentedControl
          aria-label={t`Chart view`}
          size="sm"
          selectedKey={view}
          onSelectionChange={(key) => chooseView(String(key))}
        >
          <Segment id="builtin">{t`Built-in`}</Segment>
          <Segment id="provider">{t`TradingView`}</Segment>
        </SegmentedControl>
        <SegmentedControl
          aria-label={t`Candle interval`}
          size="sm"
          selectedKey={interval}
          onSelectionChange={(key) => choose(key as CandleInterval)}
          aria-describedby={missing.length ? 'pair-intervals-note' : undefined}
        >
          {candleIntervals.map((id) => (
            <Segment key={id} id={id} isDisabled={!info.intervals.includes(id)}>
              {id}
            </Segment>
          ))}
        </SegmentedControl>
        {view === 'builtin' ? (
          <div className={styles.overlays} role="group" aria-label={t`Overlays`}>
            <Checkbox isSelected={!!overlays.ma20} onChange={(on) => toggle('ma20', on)}>
              {t`MA 20`}
            </Checkbox>
            <Checkbox isSelected={!!overlays.ma50} onChange={(on) => toggle('ma50', on)}>
              {t`MA 50`}
            </Checkbox>
            <Checkbox isSelected={!!overlays.bollinger} onChange={(on) => toggle('bollinger', on)}>
              {t`Bollinger bands`}
            </Checkbox>
          </div>
        ) : null}
      </div>
      {missing.length ? (
        <p id="pair-intervals-note" className={styles.note}>
          {t`${missingList} candles are not offered for ${name}: its price feed has no finer history.`}
        </p>
      ) : null}
      {view === 'provider' ? (
        <ProviderChart info={info} interval={interval} height={height} />
      ) : info.intervals.includes(interval) ? (
        <ChartBody
          key={interval}
          info={info}
          name={name}
          interval={interval}
          overlays={overlays}
          ticker={ticker}
          price={price}
          height={height}
        />
      ) : (
        <IntervalUnavailable
          name={name}
          interval={intervalNames[interval]}
          fallback={info.intervals.includes('1h') ? '1h' : info.intervals[0]}
          onChoose={choose}
        />
      )}
    </section>
  )
}

function ChartBody({
  info,
  name,
  interval,
  overlays,
  ticker,
  price,
  height,
}: PairChartProps & { interval: CandleInterval; overlays: MarketOverlays; height: number }) {
  const { t } = useLingui()
  const flows = useFlows()
  const intervalNames = useIntervalNames()
  const [candles, retry] = useResource(flows.loadMarketCandles, {
    symbol: info.symbol,
    interval,
    limit: CANDLE_LIMIT,
  })
  const loaded = useMemo(
    () => (candles.status === 'done' ? toMarketCandles(candles.data.candles) : []),
    [candles],
  )
  const shown = useMemo(
    () => followTicker(loaded, ticker, INTERVAL_MS[interval]),
    [loaded, ticker, interval],
  )
  if (candles.status === 'loading')
    return (
      <SkeletonGroup label={t`Loading the chart`}>
        <Skeleton shape="rect" height={height + 28} />
      </SkeletonGroup>
    )
  if (candles.status === 'error')
    return (
      <div role="alert" className={styles.chartProblem} style={{ minHeight: height }}>
        <p>{t`The chart could not be loaded.`}</p>
        <Button variant="secondary" onPress={retry}>
          {t`Try again`}
        </Button>
      </div>
    )
  if (!shown.length)
    return (
      <EmptyState
        size="sm"
        headingLevel={3}
        title={t`No candles yet`}
        description={t`The price feed has not recorded ${name} at this interval yet. Try a longer interval.`}
      />
    )
  const last = shown[shown.length - 1]!
  const intervalName = intervalNames[interval]
  const count = shown.length
  return (
    <MarketChart
      candles={shown}
      height={height}
      overlays={overlays}
      priceFormat={price}
      aria-label={t`${name} price chart, ${intervalName} candles, ${count} candles, last close ${price(last.close)}`}
    />
  )
}

function IntervalUnavailable({
  name,
  interval,
  fallback,
  onChoose,
}: {
  name: string
  interval: string
  fallback: CandleInterval | undefined
  onChoose: (interval: CandleInterval) => void
}) {
  const { t } = useLingui()
  const names = useIntervalNames()
  return (
    <div role="status" className={styles.chartProblem}>
      <p>{t`${interval} candles are not available for ${name}.`}</p>
      {fallback ? (
        <Button variant="secondary" onPress={() => onChoose(fallback)}>
          {t`Show ${names[fallback]} candles`}
        </Button>
      ) : null}
    </div>
  )
}
