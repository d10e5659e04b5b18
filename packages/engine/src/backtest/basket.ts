import type { BotReason, StrategyKind } from '@atb/contract'
import { D, str, type Dec } from '../core/decimal'
import type { Amount, BalanceView, Candle, Fill, SymbolSpec } from '../core/types'
import { PaperExchange, type PaperOptions } from '../exchange/paper'
import { candlePath, intervalOf } from '../market/replay'
import { parseConfig, strategyOf } from '../strategies/registry'
import { MemoryStore } from '../runner/store'
import { Runner } from '../runner/runner'
import { maxDrawdown, sharpe } from './stats'

export interface Feed {
  spec: SymbolSpec
  candles: readonly Candle[]
}

export interface BasketInput {
  kind: StrategyKind
  config: unknown
  /** One feed per symbol the bot trades; replayed candle by candle in step, so they must share timestamps. */
  feeds: readonly Feed[]
  exchange?: Omit<PaperOptions, 'symbols'>
}

export interface BasketResult {
  kind: StrategyKind
  symbols: string[]
  candles: number
  from: number
  to: number
  initial: Amount
  final: Amount
  returnPct: number
  maxDrawdownPct: number
  sharpe: number
  fees: Amount
  balances: Record<string, BalanceView>
  status: string
  reason: BotReason | null
  trades: Fill[]
  equity: number[]
}

const BOT = 'basket'

/**
 * Replays several symbols through one bot: at each candle index every feed's four intrabar ticks are
 * interleaved (first tick of each symbol, then the second, ...), so a multi-symbol bot sees prices
 * that belong to the same moment. The exchange's balances are the books here: equity is every
 * asset valued at its feed's close.
 */
export async function backtestBasket(input: BasketInput): Promise<BasketResult> {
  const { feeds, kind } = input
  const length = Math.min(...feeds.map((f) => f.candles.length))
  const first = feeds[0]?.candles[0]
  if (!first || length === 0) throw new Error('No candles to replay')
  const config = await parseConfig(kind, input.config)
  const specs = feeds.map((f) => f.spec)
  const venue = new PaperExchange({ symbols: specs, ...input.exchange })
  const trades: Fill[] = []
  const runner = new Runner(venue, new MemoryStore(), { onFill: (_id, fill) => trades.push(fill) })
  const quote = specs[0]!.quote
  const initial = strategyOf(kind).account(config, specs[0]!).balances[quote] ?? '0'
  const prices: Record<string, number> = {}
  for (const f of feeds) {
    prices[f.spec.symbol] = f.candles[0]!.open
    venue.tick({ symbol: f.spec.symbol, time: first.time, price: f.candles[0]!.open })
  }
  runner.add({
    id: BOT,
    kind,
    config,
    symbols: specs.map((s) => s.symbol),
    time: first.time,
    prices,
  })
  const quarter = intervalOf(feeds[0]!.candles) / 4
  const equity = new Float64Array(length + 1)
  equity[0] = Number(initial)
  const tick = { symbol: '', time: 0, price: 0 }
  for (let c = 0; c < length; c++) {
    const paths = feeds.map((f) => candlePath(f.candles[c]!))
    const time = feeds[0]!.candles[c]!.time
    for (let i = 0; i < 4; i++) {
      for (let k = 0; k < feeds.length; k++) {
        tick.symbol = specs[k]!.symbol
        tick.time = time + i * quarter
        tick.price = paths[k]![i]!
        runner.tick(tick)
      }
    }
    equity[c + 1] = valueAt(venue.balances(BOT), feeds, c, quote).toNumber()
  }
  const balances = venue.balances(BOT)
  const final = valueAt(balances, feeds, length - 1, quote)
  const record = runner.bot(BOT)!
  const curve = Array.from(equity)
  return {
    kind,
    symbols: specs.map((s) => s.symbol),
    candles: length,
    from: first.time,
    to: feeds[0]!.candles[length - 1]!.time,
    initial,
    final: str(final),
    returnPct: final.sub(initial).div(initial).mul(100).toNumber(),
    maxDrawdownPct: maxDrawdown(curve) * 100,
    sharpe: sharpe(curve, intervalOf(feeds[0]!.candles)),
    fees: str(trades.reduce((sum, f) => sum.add(f.fee), new D(0))),
    balances,
    status: record.status,
    reason: record.reason,
    trades,
    equity: curve,
  }
}

/** Free plus locked of every asset, valued in quote at candle `c`'s close. */
function valueAt(
  balances: Record<string, BalanceView>,
  feeds: readonly Feed[],
  c: number,
  quote: string,
): Dec {
  let total = new D(0)
  for (const [asset, b] of Object.entries(balances)) {
    const amount = new D(b.free).add(b.locked)
    if (asset === quote) total = total.add(amount)
    else {
      const feed = feeds.find((f) => f.spec.base === asset)
      total = total.add(amount.mul(feed?.candles[c]?.close ?? 0))
    }
  }
  return total
}

/**
 * The recorded candle files hold one symbol each and cover different dates, so a basket is built by
 * replaying each series on the first one's timestamps, cut to the shortest. Prices are real; how the
 * coins move together is not.
 */
export function alignFeeds(feeds: readonly Feed[]): Feed[] {
  const base = feeds[0]?.candles ?? []
  const length = Math.min(...feeds.map((f) => f.candles.length))
  return feeds.map((f) => ({
    spec: f.spec,
    candles: f.candles.slice(0, length).map((c, i) => ({ ...c, time: base[i]!.time })),
  }))
}
