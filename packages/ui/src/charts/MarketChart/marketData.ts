import { BollingerBands, SMA } from 'trading-signals'
import type { Candle, ValuePoint } from '../chartData'

/** A candle with its base-asset volume, as the market endpoints answer it. */
export interface MarketCandle extends Candle {
  volume: number
}

/** The overlays a trader can lay over the candles. */
export interface MarketOverlays {
  /** Simple moving average of the last 20 closes. */
  ma20?: boolean
  /** Simple moving average of the last 50 closes. */
  ma50?: boolean
  /** Bollinger bands: 20-close average ± 2 standard deviations. */
  bollinger?: boolean
}

export interface BandSeries {
  upper: ValuePoint[]
  middle: ValuePoint[]
  lower: ValuePoint[]
}

/**
 * The simple moving average of closes, one point per candle from the `period`-th on (the
 * indicator library answers null until it has enough closes, and those candles get no point).
 */
export function movingAverage(candles: readonly Candle[], period: number): ValuePoint[] {
  const sma = new SMA(period)
  const points: ValuePoint[] = []
  for (const { time, close } of candles) {
    const value = sma.update(close, false)
    if (value !== null) points.push({ time, value })
  }
  return points
}

/** Bollinger bands over closes (period and deviations as the trader's platforms default: 20, 2). */
export function bollingerBands(
  candles: readonly Candle[],
  period = 20,
  deviations = 2,
): BandSeries {
  const bands = new BollingerBands(period, deviations)
  const out: BandSeries = { upper: [], middle: [], lower: [] }
  for (const { time, close } of candles) {
    const value = bands.update(close, false)
    if (!value) continue
    out.upper.push({ time, value: value.upper })
    out.middle.push({ time, value: value.middle })
    out.lower.push({ time, value: value.lower })
  }
  return out
}

/** What the legend shows for one candle: its prices, volume, change and the overlays there. */
export interface LegendValues {
  candle: MarketCandle
  /** Percent from open to close. */
  change: number
  ma20?: number
  ma50?: number
  bollinger?: { upper: number; middle: number; lower: number }
  /** True when this is the newest candle (nothing hovered). */
  latest: boolean
}

const valueAt = (points: readonly ValuePoint[], time: number) =>
  points.find((point) => point.time === time)?.value

/**
 * The legend's values at the hovered time, or at the newest candle when nothing is hovered (or
 * the crosshair is past the data). `candles` must be sorted, as the chart feeds them.
 */
export function legendAt(
  candles: readonly MarketCandle[],
  time: number | null,
  overlays: { ma20?: ValuePoint[]; ma50?: ValuePoint[]; bollinger?: BandSeries } = {},
): LegendValues | null {
  const last = candles[candles.length - 1]
  if (!last) return null
  const hovered = time === null ? undefined : candles.find((candle) => candle.time === time)
  const candle = hovered ?? last
  const at = candle.time
  const upper = overlays.bollinger && valueAt(overlays.bollinger.upper, at)
  const middle = overlays.bollinger && valueAt(overlays.bollinger.middle, at)
  const lower = overlays.bollinger && valueAt(overlays.bollinger.lower, at)
  return {
    candle,
    change: candle.open ? ((candle.close - candle.open) / candle.open) * 100 : 0,
    ma20: overlays.ma20 && valueAt(overlays.ma20, at),
    ma50: overlays.ma50 && valueAt(overlays.ma50, at),
    bollinger:
      upper !== undefined && middle !== undefined && lower !== undefined
        ? { upper, middle, lower }
        : undefined,
    latest: candle === last,
  }
}
