import { useMemo, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LineSeries, LineStyle } from 'lightweight-charts'
import { useFormatter } from '../../format/useFormatter'
import { toValueData } from '../chartData'
import { useChart, useSeries } from '../useChart'
import { ChartFrame } from '../ChartFrame'
import styles from '../charts.module.css'

export interface EquityPointInput {
  /** Unix time in seconds. */
  time: number
  /** The strategy's equity. */
  equity: number
  /** The same capital held as the coin from the start (buy-and-hold). */
  hold: number
}

export interface EquityChartProps {
  /** Equity and buy-and-hold over time, time in unix seconds. */
  points: EquityPointInput[]
  /** Chart height in px; the width follows the container. */
  height?: number
  /** Currency of the values, for the summary. */
  currency?: string
  /** Name of the strategy's line in the legend; defaults to "Bot". */
  equityLabel?: string
  /** Name of the comparison line in the legend; defaults to "Buy and hold". */
  holdLabel?: string
}

/** A bot's equity (solid, primary) beside buy-and-hold of the same capital (dashed, muted). */
export function EquityChart({
  points,
  height = 220,
  currency = 'USDT',
  equityLabel,
  holdLabel,
}: EquityChartProps) {
  const { t } = useLingui()
  const format = useFormatter()
  const ref = useRef<HTMLDivElement>(null)
  const handle = useChart(ref, { height, locale: format.dateLocale, priceFormatter: format.number })
  const equity = useMemo(
    () => toValueData(points.map((p) => ({ time: p.time, value: p.equity }))),
    [points],
  )
  const hold = useMemo(
    () => toValueData(points.map((p) => ({ time: p.time, value: p.hold }))),
    [points],
  )
  const line = { lineWidth: 2, priceLineVisible: false, lastValueVisible: false } as const
  useSeries(
    handle,
    LineSeries,
    { ...line, lineStyle: LineStyle.Dashed },
    (c) => ({ color: c.text }),
    hold,
  )
  useSeries(handle, LineSeries, line, (c) => ({ color: c.up }), equity)

  const bot = equityLabel ?? t`Bot`
  const holding = holdLabel ?? t`Buy and hold`
  const last = equity.at(-1)?.value
  const lastHold = hold.at(-1)?.value
  const label =
    last === undefined || lastHold === undefined
      ? t`Equity chart, no data`
      : t`Equity chart: ${bot} ends at ${format.money(last, currency)}, ${holding} at ${format.money(lastHold, currency)}`

  return (
    <div className={styles.equity}>
      <ChartFrame hostRef={ref} height={height} label={label} />
      <ul className={styles.legend} aria-hidden>
        <li data-series="equity">{bot}</li>
        <li data-series="hold">{holding}</li>
      </ul>
    </div>
  )
}
