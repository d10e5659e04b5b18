import {
  gridPrices,
  INTERVAL_MS,
  isPerpSymbol,
  spotSymbolOf,
  MAX_CANDLE_LIMIT,
  type BotFillView,
  type BotView,
  type CandleInterval,
  type CandleRow,
  type GridMode,
  type Market,
  type StrategyKind,
} from '@atb/contract'
import type { Candle, PriceMarker } from '@atb/ui'

/** Intervals the chart picks from, finest first. */
const intervals: CandleInterval[] = ['5m', '15m', '1h', '4h', '1d']
/** Enough candles to read, few enough to draw and fetch quickly on a phone. */
const TARGET_CANDLES = 300
/** A bot that ran for minutes still gets some market before and around it. */
const MIN_SPAN_MS = 6 * 3_600_000

/** What the price chart covers: the bot's pair from its creation to its stop, or to `now`. */
export interface ChartSpan {
  symbol: string
  market: Market
  created: number
  to: number
}

export const chartSpanOf = (bot: BotView, now: number): ChartSpan => ({
  symbol: bot.symbols[0] ?? '',
  market: bot.market,
  created: Date.parse(bot.created_at),
  to: bot.stopped_at ? Date.parse(bot.stopped_at) : now,
})

/**
 * The candles that cover the span in the finest interval that keeps them near TARGET_CANDLES,
 * never over the API's limit. Only intervals the pair has are asked for (`available`, from its
 * symbol info): a pair recorded by the hour has no 5-minute candles, and asking for them fails.
 */
export function candleRequest(span: ChartSpan, available?: readonly CandleInterval[]) {
  const { to, created } = span
  const offered = available?.length ? intervals.filter((i) => available.includes(i)) : intervals
  // A pair with none of the chart's intervals still has its own coarsest one.
  const choices = offered.length
    ? offered
    : [...available!].sort((a, b) => INTERVAL_MS[a] - INTERVAL_MS[b]).slice(-1)
  const length = Math.max(MIN_SPAN_MS, to - created)
  const interval =
    choices.find((i) => length / INTERVAL_MS[i] <= TARGET_CANDLES) ?? choices[choices.length - 1]!
  // A little lead-in before creation, so the first fills are not on the chart's edge.
  const limit = Math.min(MAX_CANDLE_LIMIT, Math.ceil((length * 1.1) / INTERVAL_MS[interval]) + 1)
  return {
    symbol: span.symbol,
    interval,
    from: to - limit * INTERVAL_MS[interval],
    to,
    limit,
  }
}

export function toCandles(rows: readonly CandleRow[]): Candle[] {
  return rows.map(([time, open, high, low, close]) => ({
    time: Math.floor(time / 1000),
    open,
    high,
    low,
    close,
  }))
}

const gridKinds: ReadonlySet<StrategyKind> = new Set(['spot_grid', 'futures_grid'])
export const isGridKind = (kind: StrategyKind) => gridKinds.has(kind)
/** Past this many levels the lines would hide the candles; the range's bounds still show. */
const MAX_GRID_LINES = 40

const num = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null
}

export interface LineLabels {
  upper: string
  lower: string
  buy: string
  sell: string
  stopLoss: string
  takeProfit: string
}

export interface ChartLine {
  price: number
  title?: string
  tone: 'up' | 'down' | 'neutral'
}

/** The grid's levels, the open orders, and stop-loss / take-profit when the config enables them. */
export function chartLines(bot: BotView, labels: LineLabels): ChartLine[] {
  const lines: ChartLine[] = []
  const { config } = bot
  const lower = num(config.lower_price)
  const upper = num(config.upper_price)
  const grids = num(config.number_of_grid)
  if (isGridKind(bot.kind) && lower && upper && grids && upper > lower) {
    const mode: GridMode = config.grid_mode === 'geometric' ? 'geometric' : 'arithmetic'
    const levels = grids + 1 <= MAX_GRID_LINES ? gridPrices(lower, upper, grids, mode) : []
    for (const price of levels.slice(1, -1)) lines.push({ price, tone: 'neutral' })
    lines.push({ price: upper, title: labels.upper, tone: 'neutral' })
    lines.push({ price: lower, title: labels.lower, tone: 'neutral' })
  }
  for (const order of bot.open_orders) {
    const price = num(order.price)
    if (price)
      lines.push({
        price,
        title: order.side === 'buy' ? labels.buy : labels.sell,
        tone: order.side === 'buy' ? 'up' : 'down',
      })
  }
  const stopLoss = num(config.option_stop_loss)
  if (config.enable_option_stop_loss === true && stopLoss)
    lines.push({ price: stopLoss, title: labels.stopLoss, tone: 'down' })
  const takeProfit = num(config.option_take_profit)
  if (config.enable_option_take_profit === true && takeProfit)
    lines.push({ price: takeProfit, title: labels.takeProfit, tone: 'up' })
  return lines
}

/** Every fill the page knows: both legs of each round trip, or the recent fills. */
export function fillMarkers(bot: BotView, labels: { buy: string; sell: string }): PriceMarker[] {
  const fills: BotFillView[] = bot.round_trips.length
    ? bot.round_trips.flatMap((trip) => [trip.open, trip.close])
    : bot.recent_fills
  // The chart is the first pair's: a basket's other coins trade at other prices (a hedge's
  // perpetual leg follows the pair, so its fills stay).
  const charted = bot.symbols[0]
  const onChart = (symbol: string) =>
    (isPerpSymbol(symbol) ? spotSymbolOf(symbol) : symbol) === charted
  return fills
    .filter((fill) => onChart(fill.symbol))
    .map((fill) => ({
      time: Math.floor(fill.time / 1000),
      side: fill.side,
      text: fill.side === 'buy' ? labels.buy : labels.sell,
    }))
}
