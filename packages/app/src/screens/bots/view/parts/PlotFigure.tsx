import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { INTERVAL_MS, type BotPlotResponse } from '@atb/contract'
import { CandlestickChart, overlayColors, useFormatter } from '@atb/ui'
import { toCandles } from './chartInput'
import { plotMarkers, plotOverlays } from './plotInput'
import { usePlotName, usePlotReason } from './usePlotName'
import styles from './botView.module.css'

export const PLOT_HEIGHT = 380
/** The latest decisions listed under the chart, newest first. */
const LISTED_MARKS = 5

/**
 * A rule's chart (decision 057): the candles with its price lines, a pane under them for its pane
 * lines (RSI, ADX …), its shapes as dashed segments and its decisions as arrows, with a legend
 * and the latest decisions' reasons. The bot page draws a bot's; the wizard a config's preview.
 */
export function PlotFigure({
  plot,
  height = PLOT_HEIGHT,
  noDecision,
}: {
  plot: BotPlotResponse
  height?: number
  /** Said when the rule has made no decision in the window. */
  noDecision: string
}) {
  const { t } = useLingui()
  const f = useFormatter()
  const plotName = usePlotName()
  const plotReason = usePlotReason()
  const candles = useMemo(() => toCandles(plot.candles), [plot])
  const overlays = useMemo(() => plotOverlays(plot), [plot])
  const markers = useMemo(
    () => plotMarkers(plot, INTERVAL_MS[plot.interval], { buy: t`B`, sell: t`S` }),
    [plot, t],
  )
  const latest = plot.marks.slice(-LISTED_MARKS).reverse()

  if (candles.length === 0)
    return (
      <p
        className={styles.muted}
      >{t`No candles yet: the chart appears once the market has traded.`}</p>
    )
  return (
    <>
      <CandlestickChart
        candles={candles}
        height={height}
        overlays={overlays}
        markers={markers}
        aria-label={t`Strategy chart: ${f.number(candles.length)} candles, ${f.number(overlays.length)} lines, ${f.number(plot.marks.length)} decisions`}
      />
      <ul className={styles.plotLegend} aria-label={t`Legend`}>
        {overlays.map((line, i) => (
          <li key={`${line.name}-${i}`} className={styles.plotKey}>
            <span
              aria-hidden
              className={`${styles.swatch} ${line.dashed ? styles.dashedSwatch : ''}`}
              style={{
                color: `var(${overlayColors[(line.color ?? i) % overlayColors.length]})`,
              }}
            />
            {line.axis === 'pane' ? t`${plotName(line.name)} (lower pane)` : plotName(line.name)}
          </li>
        ))}
        <li className={styles.plotKey}>{t`Arrows: the rule’s buy and sell decisions`}</li>
      </ul>
      {latest.length > 0 ? (
        <ol className={styles.marks} aria-label={t`Latest decisions`}>
          {latest.map((mark) => (
            <li key={`${mark.time}-${mark.side}`}>
              {mark.side === 'BUY'
                ? t`${f.dateTime(mark.time)}: buy at ${f.price(mark.price)}, ${plotReason(mark.reason)}`
                : t`${f.dateTime(mark.time)}: sell at ${f.price(mark.price)}, ${plotReason(mark.reason)}`}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{noDecision}</p>
      )}
    </>
  )
}
