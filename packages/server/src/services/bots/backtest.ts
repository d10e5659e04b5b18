import {
  isProviderSignalId,
  BACKTEST_MAX_DAYS,
  INTERVAL_MS,
  candleIntervals,
  isBasketKind,
  type BacktestResponse,
  type CandleInterval,
  type RebalanceBotConfig,
  type StrategyKind,
} from '@atb/contract'
import {
  candlesBefore,
  candlesBetween,
  rebalanceSymbols,
  runnableKinds,
  strategyOf,
  warmupOf,
  type Candle,
  type MarketSymbol,
} from '@atb/engine'
import type { InferType } from 'yup'
import type { backtestSchema } from '@atb/contract'
import type { Deps } from '../../lib/deps'
import { ApiFailure } from '../../lib/errors'
import { followedCalls } from '../signals/calls'
import { requireFollowable } from '../signals/signals'
import { basketMarket, lookupSymbol, marketOf, parseOrFail, withCoinFields } from './create'
import type { TradingDeps } from './runtime'
import type { BacktestJob } from './backtest-job'

const DAY_MS = 86_400_000
/** Enough resolution for grid fills, few enough candles that a 30-day run stays well under a second. */
const MOST_CANDLES = 10_000

/** The finest interval the symbol has that keeps the period within MOST_CANDLES. */
function intervalFor(ms: number, found: MarketSymbol): CandleInterval {
  const usable = candleIntervals.filter(
    (i) => (!found.intervals || found.intervals.includes(i)) && ms / INTERVAL_MS[i] <= MOST_CANDLES,
  )
  const interval = usable[0]
  if (!interval) throw new ApiFailure('backtest_no_data')
  return interval
}

/**
 * The period's candles as whole closed ones: the window keeps its length and ends at the last
 * candle closed by `to`, so a 7-day run replays 7 days to the candle and a 30-day run 30.
 */
function windowOf(interval: CandleInterval, from: number, to: number) {
  const size = INTERVAL_MS[interval]
  const end = Math.floor(to / size) * size
  return { start: Math.ceil((end - (to - from)) / size) * size, end }
}

/**
 * A basket's candles: the coarsest interval any of its coins needs, only the times every coin
 * has (the replayed series start at different moments), so the basket moves in step.
 */
async function basketFeeds(t: TradingDeps, symbols: MarketSymbol[], from: number, to: number) {
  const interval = symbols
    .map((s) => intervalFor(to - from, s))
    .reduce((a, b) => (INTERVAL_MS[a] >= INTERVAL_MS[b] ? a : b))
  const { start, end } = windowOf(interval, from, to)
  const series = await Promise.all(
    symbols.map((s) => candlesBetween(t.feed, s.symbol, interval, start, end)),
  )
  const shared = series
    .map((candles) => new Set(candles.map((c) => c.time)))
    .reduce((a, b) => new Set([...a].filter((time) => b.has(time))))
  const feeds = symbols.map((s, i) => ({
    spec: { ...s.spec, kind: 'spot' as const },
    candles: series[i]!.filter((c) => shared.has(c.time)),
  }))
  return { interval, feeds }
}

/**
 * The closed bars of a signal or quant bot's interval before the period, so its source decides
 * from the first candle, as a running bot warmed up with the feed's history does. A pair recorded
 * more coarsely than those bars has none: its source warms up on the period's own candles, as a
 * running bot does on live ticks when the history is missing.
 */
async function warmupBars(
  t: TradingDeps,
  kind: StrategyKind,
  config: unknown,
  found: MarketSymbol,
  from: number,
): Promise<Candle[]> {
  const need = warmupOf(kind, config)
  const interval = need && candleIntervals.find((i) => INTERVAL_MS[i] === need.intervalMs)
  if (!need || !interval || need.bars === 0) return []
  if (found.intervals && !found.intervals.includes(interval)) return []
  const open = Math.floor(from / need.intervalMs) * need.intervalMs
  return candlesBefore(t.feed, found.symbol, interval, open, need.bars)
}

/** Who asks for a backtest, and the signal that says they left. */
export interface BacktestAsker {
  userId: string
  signal?: AbortSignal
}

/**
 * `/robot/backtest`: checks the kind and the period, takes a place in the server's line (its place
 * told on the user's live channel under the request's ticket), then loads the history and checks
 * the config while it waits, and replays in a worker thread in its turn.
 */
export async function runBacktest(
  deps: Deps,
  t: TradingDeps,
  input: InferType<typeof backtestSchema>,
  asker: BacktestAsker,
): Promise<BacktestResponse> {
  const kind = input.kind as StrategyKind
  if (!runnableKinds().includes(kind)) throw new ApiFailure('kind_unavailable')
  // The market's present: a replay's market time runs ahead of the clock at any speed above 1.
  const wall = deps.clock.now().getTime()
  const to = input.to ?? t.feed.marketTime?.(wall) ?? wall
  const from = input.from ?? to - (input.days ?? BACKTEST_MAX_DAYS) * DAY_MS
  if (to - from > BACKTEST_MAX_DAYS * DAY_MS) throw new ApiFailure('backtest_period_too_long')
  if (to <= from) throw new ApiFailure('backtest_no_data')
  const { ticket } = input
  const turn = {
    owner: asker.userId,
    ...(asker.signal ? { signal: asker.signal } : {}),
    ...(ticket
      ? {
          onQueued: (position: number) =>
            deps.live.publish(asker.userId, { type: 'backtest.queue', ticket, position }),
        }
      : {}),
  }
  const output = await t.backtests.run(() => prepareJob(deps, t, input, kind, from, to), turn)
  return { ...output, source: t.feed.source }
}

/** The job: the config checked with the kind's schema and the history it replays. */
async function prepareJob(
  deps: Deps,
  t: TradingDeps,
  input: InferType<typeof backtestSchema>,
  kind: StrategyKind,
  from: number,
  to: number,
): Promise<BacktestJob> {
  if (isBasketKind(kind)) {
    // The basket is the config's: every coin against USDT, each a pair the market has.
    const config = (await parseOrFail(
      kind,
      { ...input.config, exchange_name: 'paper' },
      basketMarket(t, input.config),
    )) as RebalanceBotConfig
    const symbols = rebalanceSymbols(config).map((s) => lookupSymbol(t, 'paper', kind, s))
    const { interval, feeds } = await basketFeeds(t, symbols, from, to)
    if ((feeds[0]?.candles.length ?? 0) < 2) throw new ApiFailure('backtest_no_data')
    return { kind, config, interval, feeds }
  }
  if (!input.symbol) throw new ApiFailure('unknown_symbol')
  const found = lookupSymbol(t, 'paper', kind, input.symbol)
  const interval = intervalFor(to - from, found)
  const { start, end } = windowOf(interval, from, to)
  const candles = await candlesBetween(t.feed, found.symbol, interval, start, end)
  const first = candles[0]
  if (!first || candles.length < 2) throw new ApiFailure('backtest_no_data')
  // The period's first price: a backtest plans for the market as it was then.
  const config = await parseOrFail(kind, withCoinFields(input.config, 'paper', found), {
    lastPrice: first.open,
    intervals: found.intervals,
  })
  const spec = { ...found.spec, kind: strategyOf(kind).market }
  await requireFollowable(deps.db, kind, config, marketOf(kind))
  const warmup = await warmupBars(t, kind, config, found, first.time)
  const signalId = (config as { signal_id?: unknown }).signal_id
  // A provider's signal: the calls it posted in the period, followed as a running bot would.
  const calls =
    typeof signalId === 'string' && isProviderSignalId(signalId)
      ? await followedCalls(deps.db, signalId, found.symbol, first.time, end)
      : undefined
  return { kind, config, spec, interval, candles, warmup, calls }
}
