import type { BacktestResponse, CandleInterval, EquityPoint, StrategyKind } from '@atb/contract'
import { BACKTEST_MAX_POINTS, INTERVAL_MS } from '@atb/contract'
import {
  backtest,
  backtestBasket,
  demoEvents,
  type Candle,
  type Feed,
  type SignalOut,
  type SymbolSpec,
} from '@atb/engine'
import { downsample } from './sample'

/** What crosses into the worker thread: plain data only. */
export type BacktestJob =
  | {
      kind: StrategyKind
      /** Already validated with the kind's schema on the main thread. */
      config: unknown
      spec: SymbolSpec
      /** The candles' interval: the covered span's unit. */
      interval: CandleInterval
      candles: Candle[]
      /** Closed bars of a signal source's interval before the candles (its warm-up). */
      warmup?: Candle[]
      /** A provider signal's calls in the period, for a bot following one. */
      calls?: SignalOut[]
    }
  /** A basket (rebalance): one feed per coin, on shared times. */
  | { kind: StrategyKind; config: unknown; interval: CandleInterval; feeds: Feed[] }

export type BacktestOutput = Omit<BacktestResponse, 'source'>

/** What the replay covered: the first open to the last close, in candles of `interval`. */
function covered(candles: readonly Candle[], interval: CandleInterval) {
  return {
    from: candles[0]!.time,
    to: candles.at(-1)!.time + INTERVAL_MS[interval],
    interval,
    candles: candles.length,
  }
}

/**
 * Runs the engine's backtest (the runner and paper exchange, as live paper bots) and shapes the
 * reply: the summary, and the equity curve beside buying and holding the same capital at the first open.
 */
export async function runBacktestJob(job: BacktestJob): Promise<BacktestOutput> {
  if ('feeds' in job) return runBasketJob(job)
  const { candles } = job
  // Signal bots follow the engine's own source over these candles, quant bots their rule; manual
  // bots open at the start.
  const events = demoEvents(job.kind, candles, job.spec.symbol, job.config, job.warmup, job.calls)
  const result = await backtest({
    kind: job.kind,
    config: job.config,
    candles,
    spec: job.spec,
    events,
  })
  const first = candles[0]!
  const interval = INTERVAL_MS[job.interval]
  const initial = Number(result.initial)
  const units = first.open > 0 ? initial / first.open : 0
  const curve: EquityPoint[] = result.equity.map((equity, i) => {
    const candle = candles[i - 1]
    return {
      time: candle ? candle.time + interval : first.time,
      equity,
      hold: candle ? units * candle.close : initial,
    }
  })
  return {
    kind: job.kind,
    symbol: job.spec.symbol,
    ...covered(candles, job.interval),
    summary: {
      return_pct: result.returnPct,
      max_drawdown_pct: result.maxDrawdownPct,
      trades: result.trades.length,
      fees: result.ledger.fees,
      grid_profit: result.gridProfit ?? null,
      initial: result.initial,
      final: result.final,
    },
    equity_curve: downsample(curve, BACKTEST_MAX_POINTS),
  }
}

/** A basket's replay; buy-and-hold keeps the starting targets' coins without rebalancing. */
async function runBasketJob(job: Extract<BacktestJob, { feeds: Feed[] }>): Promise<BacktestOutput> {
  const result = await backtestBasket({ kind: job.kind, config: job.config, feeds: job.feeds })
  const base = job.feeds[0]!.candles
  const interval = INTERVAL_MS[job.interval]
  const initial = Number(result.initial)
  const targets = new Map(
    (job.config as { holding: { coin_base_asset: string; target_percent: number }[] }).holding.map(
      (h) => [h.coin_base_asset, h.target_percent / 100],
    ),
  )
  const units = job.feeds.map(
    (f) => (initial * (targets.get(f.spec.base) ?? 0)) / (f.candles[0]?.open || 1),
  )
  const hold = (i: number) =>
    job.feeds.reduce((sum, f, k) => sum + units[k]! * (f.candles[i]?.close ?? 0), 0)
  const curve: EquityPoint[] = result.equity.map((equity, i) => ({
    time: i === 0 ? base[0]!.time : base[i - 1]!.time + interval,
    equity,
    hold: i === 0 ? initial : hold(i - 1),
  }))
  return {
    kind: job.kind,
    symbol: result.symbols.join(','),
    ...covered(base, job.interval),
    summary: {
      return_pct: result.returnPct,
      max_drawdown_pct: result.maxDrawdownPct,
      trades: result.trades.length,
      fees: result.fees,
      grid_profit: null,
      initial: result.initial,
      final: result.final,
    },
    equity_curve: downsample(curve, BACKTEST_MAX_POINTS),
  }
}
