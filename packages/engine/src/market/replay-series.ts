import { candleIntervals, INTERVAL_MS, type CandleInterval } from '@atb/contract'
import type { Candle } from '../core/types'
import { candlePath } from './replay'

const DAY = 86_400_000
/** The most candles one query answers, whatever it asks for. */
export const MAX_CANDLES = 1000
export const DEFAULT_CANDLES = 500

export interface TimedPrice {
  time: number
  price: number
}

/** The 24-hour figures of a ticker, before the symbol and source are added. */
export interface DayStats {
  last: number
  change24h: number
  high24h: number
  low24h: number
  volume24h: number
}

const decimalsOf = (tick: string) => (tick.includes('.') ? tick.length - tick.indexOf('.') - 1 : 0)

/** Intervals that can be built from whole recorded candles: never finer than the recording. */
export function intervalsFor(recordedMs: number): CandleInterval[] {
  return candleIntervals.filter(
    (i) => INTERVAL_MS[i] >= recordedMs && INTERVAL_MS[i] % recordedMs === 0,
  )
}

/**
 * One recorded series laid on the present timeline and repeated forever in both directions. Gaps in
 * the recording (weekends, daily breaks) are closed up: candle i of pass k starts at
 * `anchor + (k·n + i)·interval`, so the replay trades around the clock.
 *
 * Every pass is scaled so that it starts at the price the previous one ended at: the scale glides
 * geometrically from `r = lastClose / firstOpen` at the pass's first open to 1 at its last close. A constant
 * scale per pass would compound the recording's own trend on every loop (SOL/USDT fell 93 % over its
 * year, so three loops would take it below its tick size); the glide keeps every pass identical and
 * every joint seamless (decision 033).
 */
export class ReplaySeries {
  readonly intervalMs: number
  readonly intervals: CandleInterval[]
  /** Start of global candle 0 on the present timeline: a multiple of the interval. */
  readonly anchor: number
  private readonly scaled: Candle[]
  /** Decimals of the tick size: interpolated prices are rounded to them. */
  private readonly decimals: number
  private dayCache: { index: number; high: number; low: number; volume: number } | null = null
  private readonly buckets = new Map<string, Omit<Candle, 'time'>>()

  constructor(
    recorded: readonly Candle[],
    intervalMs: number,
    tickSize: string,
    /** Present time at which the replay sits at `position` (0–1) of a pass. */
    presentAt: number,
    position = 0.5,
  ) {
    if (recorded.length < 2) throw new Error('a replay needs at least two candles')
    this.intervalMs = intervalMs
    this.intervals = intervalsFor(intervalMs)
    const n = recorded.length
    const first = recorded[0]!
    const last = recorded[n - 1]!
    const logR = Math.log(last.close / first.open)
    const tick = Number(tickSize)
    const decimals = decimalsOf(tickSize)
    this.decimals = decimals
    // The scale at each point of the pass (x in candles, 0 to n), applied to each price at its own
    // time, so a candle's close and the next one's open stay equal as they were recorded.
    const scale = (x: number) => Math.exp(logR * (1 - x / n))
    const px = (x: number) => Number((Math.round(x / tick) * tick).toFixed(decimals))
    this.scaled = recorded.map((c, i) => {
      const open = px(c.open * scale(i))
      const close = px(c.close * scale(i + 1))
      const high = px(c.high * scale(i + 0.5))
      const low = px(c.low * scale(i + 0.5))
      return {
        time: 0,
        open,
        high: Math.max(open, high, low, close),
        low: Math.min(open, high, low, close),
        close,
        volume: c.volume,
      }
    })
    const offset = Math.min(n - 1, Math.max(0, Math.floor(position * n)))
    this.anchor = Math.floor(presentAt / intervalMs) * intervalMs - offset * intervalMs
  }

  /** Candles per pass. */
  get length() {
    return this.scaled.length
  }

  /** Global index of the candle containing time `t`. */
  indexAt(t: number) {
    return Math.floor((t - this.anchor) / this.intervalMs)
  }

  /** The whole candle with global index `g`, on the present timeline. */
  candle(g: number): Candle {
    const n = this.scaled.length
    const c = this.scaled[((g % n) + n) % n]!
    return { ...c, time: this.anchor + g * this.intervalMs }
  }

  /**
   * The price at time `t`. Inside a candle the price walks its path (candlePath) through vertices
   * at 0, ¼, ½ and ¾ of the interval, as the backtester's candleTicks do, then holds the close.
   */
  priceAt(t: number): number {
    const c = this.candle(this.indexAt(t))
    const q = ((t - c.time) / this.intervalMs) * 4
    const path = candlePath(c)
    if (q >= 3) return c.close
    const seg = Math.floor(q)
    const a = path[seg]!
    const b = path[seg + 1]!
    return Number((a + (b - a) * (q - seg)).toFixed(this.decimals))
  }

  /** The candle containing `now`, cut at `now`: the unfinished last candle. */
  partial(now: number): Candle {
    const c = this.candle(this.indexAt(now))
    const q = ((now - c.time) / this.intervalMs) * 4
    const path = candlePath(c)
    const seen = [...path.slice(0, Math.min(4, Math.floor(q) + 1)), this.priceAt(now)]
    return {
      time: c.time,
      open: c.open,
      high: Math.max(...seen),
      low: Math.min(...seen),
      close: this.priceAt(now),
      volume: c.volume * Math.min(1, (now - c.time) / this.intervalMs),
    }
  }

  /**
   * Prices after `from` up to and including `to`: every path vertex passed (so highs and lows are
   * really traded) and the price at `to`. At most `maxCandles` candles' vertices, the newest.
   */
  pricesBetween(from: number, to: number, maxCandles: number): TimedPrice[] {
    const start = Math.max(from, to - maxCandles * this.intervalMs)
    const out: TimedPrice[] = []
    const quarter = this.intervalMs / 4
    for (let g = this.indexAt(start); g <= this.indexAt(to); g++) {
      const c = this.candle(g)
      const path = candlePath(c)
      for (let j = 0; j < 4; j++) {
        const time = c.time + j * quarter
        if (time > start && time <= to) out.push({ time, price: path[j]! })
      }
    }
    if (out.at(-1)?.time !== to) out.push({ time: to, price: this.priceAt(to) })
    return out
  }

  /**
   * Candles of `interval` (a whole multiple of the recorded one), oldest first, up to the unfinished
   * one containing `now`. `from` is inclusive and `to` exclusive, as open times.
   */
  aggregate(
    interval: CandleInterval,
    now: number,
    query: { from?: number; to?: number; limit?: number } = {},
  ): Candle[] {
    const size = INTERVAL_MS[interval]
    const per = size / this.intervalMs
    const limit = Math.min(MAX_CANDLES, Math.max(1, Math.floor(query.limit ?? DEFAULT_CANDLES)))
    const lastStart = Math.floor(Math.min((query.to ?? Infinity) - 1, now) / size) * size
    let firstStart = lastStart - (limit - 1) * size
    if (query.from !== undefined)
      firstStart = Math.max(firstStart, Math.ceil(query.from / size) * size)
    const nowIndex = this.indexAt(now)
    const out: Candle[] = []
    for (let b = firstStart; b <= lastStart; b += size) {
      const g0 = this.indexAt(b)
      if (g0 + per - 1 < nowIndex) out.push({ ...this.whole(g0, per), time: b })
      else if (g0 <= nowIndex) out.push(this.forming(b, g0, nowIndex, now))
    }
    return out
  }

  /**
   * A finished bucket of `per` candles from global index `g0`. Passes are identical, so the
   * bucket's figures depend only on where in the pass it starts: they are computed once.
   */
  private whole(g0: number, per: number, remember = true): Omit<Candle, 'time'> {
    const n = this.scaled.length
    const key = `${per}:${((g0 % n) + n) % n}`
    const hit = remember && this.buckets.get(key)
    if (hit) return hit
    const first = this.candle(g0)
    let { high, low, volume } = first
    let close = first.close
    for (let g = g0 + 1; g < g0 + per; g++) {
      const c = this.scaled[((g % n) + n) % n]!
      if (c.high > high) high = c.high
      if (c.low < low) low = c.low
      volume += c.volume
      close = c.close
    }
    const bar = { open: first.open, high, low, close, volume }
    // At most one entry per bucket start in a pass, per interval.
    if (remember) this.buckets.set(key, bar)
    return bar
  }

  /** The bucket containing now: whole candles up to now, then the unfinished one. */
  private forming(b: number, g0: number, nowIndex: number, now: number): Candle {
    const bar = g0 < nowIndex ? this.whole(g0, nowIndex - g0, false) : null
    const c = this.partial(now)
    if (!bar) return { ...c, time: b }
    return {
      time: b,
      open: bar.open,
      high: Math.max(bar.high, c.high),
      low: Math.min(bar.low, c.low),
      close: c.close,
      volume: bar.volume + c.volume,
    }
  }

  /** Last price, change, high, low and base volume over the 24 hours up to `now`. */
  dayStats(now: number): DayStats {
    const nowIndex = this.indexAt(now)
    if (this.dayCache?.index !== nowIndex) {
      let high = -Infinity
      let low = Infinity
      let volume = 0
      for (let g = this.indexAt(now - DAY); g < nowIndex; g++) {
        const c = this.candle(g)
        high = Math.max(high, c.high)
        low = Math.min(low, c.low)
        volume += c.volume
      }
      this.dayCache = { index: nowIndex, high, low, volume }
    }
    const day = this.dayCache
    const current = this.partial(now)
    const open = this.priceAt(now - DAY)
    return {
      last: current.close,
      change24h: Math.round((current.close / open - 1) * 10_000) / 100,
      high24h: Math.max(day.high, current.high),
      low24h: Math.min(day.low, current.low),
      volume24h: day.volume + current.volume,
    }
  }
}
