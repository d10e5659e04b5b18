import {
  fundingApr,
  INTERVAL_MS,
  isQuantKind,
  shortLiquidation,
  type BotPlotResponse,
  type CandleRow,
  type MarketNeutralConfig,
  type QuantBaseConfig,
  type StrategyKind,
  type plotPreviewSchema,
} from '@atb/contract'
import type { InferType } from 'yup'
import { isRuleKind, PLOT_BARS, quantSignalOf, type PlotLine, type QuantPlot } from '@atb/engine'
import { decodeJson } from '../../trading/codec'
import { spansOf } from '../../trading/marks'
import type { Deps } from '../../lib/deps'
import { ApiFailure } from '../../lib/errors'
import { lookupSymbol, parseOrFail, withCoinFields } from './create'
import { ownedBot } from './rows'
import type { BotRow, TradingDeps } from './runtime'

/**
 * `/robot/plot` (decision 057): what a quant bot trades on. The candles are the feed's, of the
 * bot's interval; the lines, shapes and decisions are its running rule's (the host keeps one per
 * bot, warmed up with its warm-up plus the chart's `PLOT_BARS`). A bot this process does not drive
 * (stopped, or hosted elsewhere) gets a rule warmed up here over the same history, whose decisions
 * while the bot ran (its running spans, up to its stop) are its marks.
 */
export async function plotBot(
  deps: Deps,
  t: TradingDeps,
  userId: string,
  id: string,
): Promise<BotPlotResponse> {
  const row = await ownedBot(deps.db, userId, id)
  if (!isQuantKind(row.kind)) throw new ApiFailure('kind_not_plotted')
  if (row.kind === 'market_neutral') return neutralPlot(deps, t, row)
  const config = row.config as QuantBaseConfig
  const symbol = row.symbols[0] ?? config.coin_symbol
  const interval = config.interval
  const now = t.feed.ticker(symbol)?.time ?? deps.clock.now().getTime()
  const hosted = row.status === 'stopped' ? null : await t.runtime.plot(row.id)
  const [candles, plot] = await Promise.all([
    // One more than the window: a feed without the forming bar still fills it with closed ones.
    t.feed.candles(symbol, interval, { to: now, limit: PLOT_BARS + 1 }),
    hosted ?? replot(deps, t, row, config, symbol, now),
  ])
  return {
    interval,
    candles: candles
      .slice(-PLOT_BARS)
      .map((c): CandleRow => [c.time, c.open, c.high, c.low, c.close, c.volume]),
    lines: plot.lines,
    shapes: plot.shapes,
    marks: plot.marks,
  }
}

/**
 * The rule's lines and shapes over the history a running bot would have seen, up to `now`, and
 * its decisions while the bot ran (inside the window: older ones are not recomputed).
 */
async function replot(
  deps: Deps,
  t: TradingDeps,
  row: BotRow,
  config: QuantBaseConfig,
  symbol: string,
  now: number,
): Promise<QuantPlot> {
  const [{ source, history }, spans] = await Promise.all([
    ruleHistory(t, row.kind, config, symbol, now),
    spansOf(deps.db, [row]),
  ])
  source.seed(history, spans.get(row.id))
  return source.plot()
}

/** A fresh rule for the config and the closed bars before `now` it reads: warm-up plus the window. */
async function ruleHistory(
  t: TradingDeps,
  kind: string,
  config: QuantBaseConfig,
  symbol: string,
  now: number,
) {
  const source = quantSignalOf(kind as never, config)
  if (!source) throw new ApiFailure('kind_not_plotted')
  const step = INTERVAL_MS[config.interval]
  const open = Math.floor(now / step) * step
  const candles = await t.feed.candles(symbol, config.interval, {
    to: open,
    limit: source.warmup + PLOT_BARS + 1,
  })
  return { source, history: candles.filter((c) => c.time < open) }
}

/**
 * `/robot/plot/preview` (decision 058): the wizard's chart of a config not yet saved. The rule
 * warms up on the bars before the chart's window and decides on each bar inside it, so the
 * trader sees where this config would have bought and sold on the pair's recent history, with
 * the same lines, shapes and reasons as the bot page. Validated like a create (the kind's schema).
 */
export async function previewPlot(
  deps: Deps,
  t: TradingDeps,
  input: InferType<typeof plotPreviewSchema>,
): Promise<BotPlotResponse> {
  const kind = input.kind as StrategyKind
  if (!isRuleKind(kind)) throw new ApiFailure('kind_not_plotted')
  const found = lookupSymbol(t, 'paper', kind, input.symbol)
  const config = (await parseOrFail(kind, withCoinFields(input.config, 'paper', found), {
    lastPrice: t.feed.ticker(found.symbol)?.last,
    intervals: found.intervals,
  })) as QuantBaseConfig
  const now = t.feed.ticker(found.symbol)?.time ?? deps.clock.now().getTime()
  const { source, history } = await ruleHistory(t, kind, config, found.symbol, now)
  const window = history.slice(-PLOT_BARS)
  // Every decision on a window bar is marked: as if a bot had run through the whole window.
  source.seed(history, [{ from: window[0]?.time ?? now }])
  const plot = source.plot()
  return {
    interval: config.interval,
    candles: window.map((c): CandleRow => [c.time, c.open, c.high, c.low, c.close, c.volume]),
    lines: plot.lines,
    shapes: plot.shapes,
    marks: plot.marks,
  }
}

/** What `market_neutral`'s state says about its hedge (engine `NeutralState`, as stored). */
interface NeutralView {
  phase?: string
  rate?: number
  hedgePrice?: number
  perpEntry?: number
}

/**
 * Market neutral's chart (decision 056): hourly candles of the pair; on the lower pane the basis
 * (perpetual over spot, in %: zero on Paper, whose perpetual trades at the pair's price) and the
 * yearly funding rate the bot last read; while hedged, the two re-hedge prices and the short's
 * liquidation price over the candles.
 */
async function neutralPlot(
  deps: Deps,
  t: TradingDeps,
  row: Awaited<ReturnType<typeof ownedBot>>,
): Promise<BotPlotResponse> {
  const config = row.config as MarketNeutralConfig
  const symbol = row.symbols[0] ?? config.coin_symbol
  const now = t.feed.ticker(symbol)?.time ?? deps.clock.now().getTime()
  const candles = (await t.feed.candles(symbol, '1h', { to: now, limit: PLOT_BARS + 1 })).slice(
    -PLOT_BARS,
  )
  const state = (row.state ? decodeJson<NeutralView>(row.state) : null) ?? {}
  const flat = (name: string, axis: PlotLine['axis'], value: number): PlotLine => ({
    name,
    axis,
    points: candles.map((c) => ({ time: c.time, value })),
  })
  const lines: PlotLine[] = [flat('Basis %', 'pane', 0)]
  // A rate the bot has read (NaN until its first perpetual tick): the yearly funding on the same pane.
  if (typeof state.rate === 'number' && Number.isFinite(state.rate))
    lines.push(flat('Funding % a year', 'pane', fundingApr(state.rate)))
  const hedge = state.hedgePrice
  if (state.phase === 'hedged' && typeof hedge === 'number' && Number.isFinite(hedge)) {
    const r = config.rebalance_percent / 100
    lines.push(flat('Re-hedge above', 'price', hedge * (1 + r)))
    lines.push(flat('Re-hedge below', 'price', hedge * (1 - r)))
    if (state.perpEntry)
      lines.push(
        flat('Short liquidation', 'price', shortLiquidation(state.perpEntry, config.leverage)),
      )
  }
  return {
    interval: '1h',
    candles: candles.map((c): CandleRow => [c.time, c.open, c.high, c.low, c.close, c.volume]),
    lines,
    shapes: [],
    marks: [],
  }
}
