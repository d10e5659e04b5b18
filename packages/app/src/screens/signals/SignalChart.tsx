import { useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { SignalCall, SignalSummary } from '@atb/contract'
import {
  Button,
  CandlestickChart,
  EmptyState,
  Segment,
  SegmentedControl,
  Skeleton,
  SkeletonGroup,
  type PriceLevel,
  type PriceMarker,
} from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useResource } from '../account/useResource'
import { toMarketCandles } from '../market/pair/pairLogic'
import { useOutcomeName, useSideName } from './outcomes'
import styles from './signals.module.css'

const HEIGHT = 300
/** Hourly bars: ten days, the span a call is measured over and more. */
const CANDLES = 240

/**
 * The pair's hourly chart with the signal's calls marked (an arrow per call, its outcome as the
 * text), and the newest open call's entry, take profit and stop loss as price lines.
 */
export function SignalChart({ signal, calls }: { signal: SignalSummary; calls: SignalCall[] }) {
  const { t } = useLingui()
  const flows = useFlows()
  const side = useSideName()
  const outcome = useOutcomeName()
  const [symbol, setSymbol] = useState(signal.symbols[0] ?? '')
  const [candles, retry] = useResource(flows.loadMarketCandles, {
    symbol,
    interval: '1h',
    limit: CANDLES,
  })
  const loaded = useMemo(
    () => (candles.status === 'done' ? toMarketCandles(candles.data.candles) : []),
    [candles],
  )
  const mine = useMemo(() => calls.filter((c) => c.symbol === symbol), [calls, symbol])
  // Arrows only, but the newest call's is labelled: a label on every call crowds the chart.
  const markers: PriceMarker[] = useMemo(() => {
    const first = loaded[0]?.time ?? Infinity
    const shown = mine
      .map((c) => ({
        time: Math.floor(Date.parse(c.called_at) / 1000),
        side: c.side === 'BUY' ? ('buy' as const) : ('sell' as const),
        call: c,
      }))
      .filter((m) => m.time >= first)
      .sort((a, b) => a.time - b.time)
    return shown.map(({ call, ...m }, i) =>
      i === shown.length - 1 ? { ...m, text: `${side(call.side)} · ${outcome(call.outcome)}` } : m,
    )
  }, [mine, loaded, side, outcome])
  const open = mine.find((c) => c.outcome === 'open')
  const lines: PriceLevel[] = open
    ? [
        { price: Number(open.entry), title: t`Entry`, tone: 'neutral' },
        { price: Number(open.take_profit), title: t`Take profit`, tone: 'up' },
        { price: Number(open.stop_loss), title: t`Stop loss`, tone: 'down' },
      ]
    : []

  if (!symbol)
    return (
      <EmptyState
        size="sm"
        title={t`No calls yet`}
        description={t`The chart marks the calls once the signal makes one.`}
      />
    )
  return (
    <div className={styles.stack}>
      {signal.symbols.length > 1 ? (
        <SegmentedControl
          aria-label={t`Pair`}
          selectedKey={symbol}
          onSelectionChange={(key) => setSymbol(String(key))}
        >
          {signal.symbols.map((s) => (
            <Segment key={s} id={s}>
              {s}
            </Segment>
          ))}
        </SegmentedControl>
      ) : null}
      {candles.status === 'loading' ? (
        <SkeletonGroup label={t`Loading the chart`}>
          <Skeleton shape="rect" height={HEIGHT} />
        </SkeletonGroup>
      ) : candles.status === 'error' ? (
        <div role="alert" className={styles.stack}>
          <p className={styles.muted}>{t`The chart could not be loaded.`}</p>
          <div>
            <Button variant="secondary" onPress={retry}>
              {t`Try again`}
            </Button>
          </div>
        </div>
      ) : (
        <CandlestickChart
          candles={loaded}
          height={HEIGHT}
          markers={markers}
          priceLines={lines}
          aria-label={t`${symbol} hourly chart with ${markers.length} calls marked`}
        />
      )}
      {markers.length > 0 ? (
        <p className={`${styles.muted} ${styles.small}`}>
          {t`Arrows: up for a BUY call, down for a SELL call; the newest is labelled. Every call’s outcome is in the call history.`}
        </p>
      ) : null}
    </div>
  )
}
