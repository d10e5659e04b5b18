import type { BotReason, StrategyKind } from '@atb/contract'
import { D, str } from '../core/decimal'
import type { Amount, BalanceView, Candle, Fill, SymbolSpec, Tick } from '../core/types'
import { Ledger, type LedgerSummary } from '../accounting/ledger'
import { PaperExchange, type PaperOptions } from '../exchange/paper'
import { perpTickOf } from '../exchange/specs'
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
  reason: BotReason | null
  trades: Fill[]
  equity: number[]
}

const BOT = 'backtest'

/** Adds the legs' books into one summary: money sums, the position and its average are the pair's. */
function combined(ledgers: readonly Ledger[], price: number): LedgerSummary {
  const [first, ...rest] = ledgers.map((l) => l.summary(price))
  if (!first) throw new Error('No ledger')
  const sum = (a: Amount, b: Amount) => str(new D(a).add(b))
  return rest.reduce(
    (a, b) => ({
      ...a,
      equity: sum(a.equity, b.equity),
      cash: sum(a.cash, b.cash),
      realizedPnl: sum(a.realizedPnl, b.realizedPnl),
      unrealizedPnl: sum(a.unrealizedPnl, b.unrealizedPnl),
      fees: sum(a.fees, b.fees),
      funding: sum(a.funding, b.funding),
      trades: a.trades + b.trades,
      closingTrades: a.closingTrades + b.closingTrades,
      winningTrades: a.winningTrades + b.winningTrades,
    }),
    first,
  )
}

/**
 * Replays candles through the runner and paper exchange, the same path live paper bots take. A
 * kind with more legs than its pair (market neutral's perpetual) gets each leg's tick beside the
 * pair's: the perpetual at the pair's price with the venue's funding rate (decision 056).
 */
export async function backtest(input: BacktestInput): Promise<BacktestResult> {
  const { candles, spec, kind } = input
  const first = candles[0]
  if (!first) throw new Error('No candles to replay')
  const config = await parseConfig(kind, input.config, { lastPrice: first.open })
  const strategy = strategyOf(kind)
  const specs = strategy.legs?.(spec) ?? [spec]
  const venue = new PaperExchange({ symbols: specs, ...input.exchange })
  const runner = new Runner(venue, new MemoryStore(), { onFill: (_id, fill) => onFill(fill) })
  const interval = intervalOf(candles)
  const quarter = interval / 4
  const initial = strategy.account(config, spec).balances[spec.quote] ?? '0'
  const ledgers = new Map(
    specs.map((s, i) => [s.symbol, new Ledger(i === 0 ? initial : '0', s.contractSize)]),
  )
  const books = [...ledgers.values()]
  const trades: Fill[] = []
  const onFill = (fill: Fill) => {
    trades.push(fill)
    ledgers.get(fill.symbol)!.apply(fill)
  }
  const rate = input.exchange?.fundingRate
  // The runner reads each tick synchronously, so one object per leg is reused across the replay.
  // The other legs tick first: an order a leg's fill sets off then meets the same instant's prices.
  const ticks: Tick[] = specs.map((s, i) =>
    i === 0
      ? { symbol: s.symbol, time: 0, price: 0 }
      : perpTickOf({ symbol: spec.symbol, time: 0, price: 0 }, rate),
  )
  ticks.push(ticks.shift()!)
  const play = (time: number, price: number, through: (t: Tick) => void) => {
    for (const t of ticks) {
      t.time = time
      t.price = price
      through(t)
    }
  }
  play(first.time, first.open, (t) => venue.tick(t))
  runner.add({
    id: BOT,
    kind,
    config,
    symbols: specs.map((s) => s.symbol),
    time: first.time,
    prices: Object.fromEntries(specs.map((s) => [s.symbol, first.open])),
  })
  const equityAt = (price: number) => books.reduce((sum, l) => sum + l.equityAt(price), 0)
  const equity = new Float64Array(candles.length + 1)
  equity[0] = equityAt(first.open)
  const step = (t: Tick) => runner.tick(t)
  for (let c = 0; c < candles.length; c++) {
    const candle = candles[c]!
    for (const event of input.events?.get(c) ?? []) runner.send(BOT, event)
    const path = candlePath(candle)
    for (let i = 0; i < 4; i++) play(candle.time + i * quarter, path[i]!, step)
    equity[c + 1] = equityAt(candle.close)
  }
  const last = candles[candles.length - 1]!
  const summary = combined(books, last.close)
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
