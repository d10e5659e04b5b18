import type { StrategyKind } from '@atb/contract'
import { D, str } from '../core/decimal'
import type { Amount, BalanceView, Candle, Fill, SymbolSpec } from '../core/types'
import { Ledger, type LedgerSummary } from '../accounting/ledger'
import { PaperExchange, type PaperOptions } from '../exchange/paper'
import { candlePath, intervalOf } from '../market/replay'
import { parseConfig, strategyOf } from '../strategies/registry'
import type { BotEvent } from '../strategies/types'
import { MemoryStore } from '../runner/store'
import { Runner } from '../runner/runner'
import { maxDrawdown, sharpe } from './stats'

export interface BacktestInput {
  kind: StrategyKind
  config: unknown
  candles: readonly Candle[]
  spec: SymbolSpec
  exchange?: Omit<PaperOptions, 'symbols'>
  /** Non-price events (signals, manual commands) keyed by the candle index they arrive before. */
  events?: ReadonlyMap<number, BotEvent[]>
}

export interface BacktestResult {
  kind: StrategyKind
  symbol: string
  candles: number
  from: number
  to: number
  initial: Amount
  final: Amount
  returnPct: number
  maxDrawdownPct: number
  winRatePct: number
  sharpe: number
  ledger: LedgerSummary
  gridProfit?: Amount
  trendPnl?: Amount
  balances: Record<string, BalanceView>
  status: string
  reason: string | null
  trades: Fill[]
  equity: number[]
}

const BOT = 'backtest'

/** Replays candles through the runner and paper exchange, the same path live paper bots take. */
export async function backtest(input: BacktestInput): Promise<BacktestResult> {
  const { candles, spec, kind } = input
  const first = candles[0]
  if (!first) throw new Error('No candles to replay')
  const config = await parseConfig(kind, input.config, { lastPrice: first.open })
  const venue = new PaperExchange({ symbols: [spec], ...input.exchange })
  const runner = new Runner(venue, new MemoryStore(), { onFill: (_id, fill) => onFill(fill) })
  const interval = intervalOf(candles)
  const quarter = interval / 4
  const initial = strategyOf(kind).account(config, spec).balances[spec.quote] ?? '0'
  const ledger = new Ledger(initial, spec.contractSize)
  const trades: Fill[] = []
  const onFill = (fill: Fill) => {
    trades.push(fill)
    ledger.apply(fill)
  }
  venue.tick({ symbol: spec.symbol, time: first.time, price: first.open })
  runner.add({
    id: BOT,
    kind,
    config,
    symbols: [spec.symbol],
    time: first.time,
    prices: { [spec.symbol]: first.open },
  })
  const equity = new Float64Array(candles.length + 1)
  equity[0] = ledger.equityAt(first.open)
  const tick = { symbol: spec.symbol, time: 0, price: 0 }
  for (let c = 0; c < candles.length; c++) {
    const candle = candles[c]!
    for (const event of input.events?.get(c) ?? []) runner.send(BOT, event)
    const path = candlePath(candle)
    for (let i = 0; i < 4; i++) {
      // The runner reads the tick synchronously, so one object is reused across the replay.
      tick.time = candle.time + i * quarter
      tick.price = path[i]!
      runner.tick(tick)
    }
    equity[c + 1] = ledger.equityAt(candle.close)
  }
  const last = candles[candles.length - 1]!
  const summary = ledger.summary(last.close)
  const record = runner.bot(BOT)!
  const state = record.state as { gridProfit?: Amount }
  const curve = Array.from(equity)
  const totalPnl = new D(summary.equity).sub(initial)
  return {
    kind,
    symbol: spec.symbol,
    candles: candles.length,
    from: first.time,
    to: last.time,
    initial,
    final: summary.equity,
    returnPct: totalPnl.div(initial).mul(100).toNumber(),
    maxDrawdownPct: maxDrawdown(curve) * 100,
    winRatePct: summary.closingTrades ? (summary.winningTrades / summary.closingTrades) * 100 : 0,
    sharpe: sharpe(curve, interval),
    ledger: summary,
    ...(state.gridProfit !== undefined
      ? {
          gridProfit: state.gridProfit,
          trendPnl: str(totalPnl.add(summary.fees).sub(state.gridProfit)),
        }
      : {}),
    balances: venue.balances(BOT),
    status: record.status,
    reason: record.reason,
    trades,
    equity: curve,
  }
}
