import { INTERVAL_MS, isPerpSymbol, spotSymbolOf, type CandleInterval } from '@atb/contract'
import { applyFills, D, totalOf, type Books, type Dec, type Fill } from '@atb/engine'
import type { Db } from '../../db'
import { dayStartsIn } from '../../lib/time-zone'
import { fillsOf } from './fills'
import type { TradingDeps } from './runtime'
import type { Prices } from './figures'

/** A bot's total (realised + unrealised − fees) by symbol at one instant. */
export type TotalsBySymbol = Map<string, Dec>

export const sumOf = (totals: TotalsBySymbol | undefined) => {
  let sum = new D(0)
  for (const v of totals?.values() ?? []) sum = sum.add(v)
  return sum
}

/** Each symbol's total of these books at these prices (the engine's `totalOf`, decision 090). */
export function totalsOf(books: Books, priceOf: (symbol: string) => number): TotalsBySymbol {
  const out: TotalsBySymbol = new Map()
  for (const [symbol, ledger] of books)
    out.set(symbol, totalOf(new Map([[symbol, ledger]]), priceOf))
  return out
}

/**
 * The bot's totals at each of `marks` (ascending instants): its books after every fill made
 * before the mark, valued at `priceAt(symbol, mark)`, else at the symbol's last fill before it.
 */
export function totalsAt(
  fills: readonly Fill[],
  contractSizeOf: (symbol: string) => string | undefined,
  marks: readonly number[],
  priceAt: (symbol: string, mark: number) => number | undefined,
): Map<number, TotalsBySymbol> {
  const out = new Map<number, TotalsBySymbol>()
  const books: Books = new Map()
  const last = new Map<string, number>()
  let i = 0
  const value = (mark: number) =>
    out.set(
      mark,
      totalsOf(books, (s) => priceAt(s, mark) ?? last.get(s) ?? 0),
    )
  for (const fill of fills) {
    while (i < marks.length && fill.time >= marks[i]!) value(marks[i++]!)
    applyFills(books, [fill], contractSizeOf)
    last.set(fill.symbol, fill.price)
  }
  while (i < marks.length) value(marks[i++]!)
  return out
}

/** The interval a price at an instant is read from: hourly where the feed has it. */
function intervalFor(t: TradingDeps, symbol: string): CandleInterval | undefined {
  const offered = t.feed.symbol(symbol)?.intervals
  if (!offered) return t.feed.symbol(symbol) ? '1h' : undefined
  return offered.includes('1h') ? '1h' : offered[0]
}

const MAX_PRICES = 50_000

/**
 * Prices at past instants (the starts of days), from the feed's candles: the close of the last
 * candle that ended by the instant, the last price known then. Kept per process; a price at a
 * past instant never changes.
 */
export class PricesAt {
  private readonly known = new Map<string, number | null>()

  /** Looks up every symbol at every instant it is asked at, one candle request per symbol. */
  async load(t: TradingDeps | undefined, wanted: Map<string, Set<number>>): Promise<void> {
    if (!t) return
    await Promise.all(
      [...wanted].map(async ([symbol, instants]) => {
        const missing = [...instants].filter((at) => !this.known.has(`${symbol}@${at}`))
        if (missing.length === 0) return
        // A paper perpetual trades at its pair's price (decision 056).
        const source = isPerpSymbol(symbol) ? spotSymbolOf(symbol) : symbol
        const interval = intervalFor(t, source)
        const found = new Map<number, number>()
        if (interval) {
          const step = INTERVAL_MS[interval]
          const from = Math.min(...missing) - step
          const to = Math.max(...missing)
          const candles = await t.feed
            .candles(source, interval, { from, to, limit: 1_000 })
            .catch(() => [])
          let c = 0
          for (const at of missing.sort((a, b) => a - b)) {
            while (c < candles.length && candles[c]!.time + step <= at) c++
            const candle = candles[c - 1]
            if (candle) found.set(at, candle.close)
          }
        }
        if (this.known.size + missing.length > MAX_PRICES) this.known.clear()
        for (const at of missing) this.known.set(`${symbol}@${at}`, found.get(at) ?? null)
      }),
    )
  }

  get(symbol: string, at: number): number | undefined {
    return this.known.get(`${symbol}@${at}`) ?? undefined
  }
}

/** What the day book needs of a bot's row. */
export interface DayRow {
  id: string
  symbols: string[]
  status: string
  createdAt: Date
  stoppedAt: Date | null
}

interface Closes {
  key: string
  /** The bot's totals at the start of each of its days up to today's, by day start. */
  at: Map<number, TotalsBySymbol>
}

/** Per user's day: each bot's totals at the starts of its days in that time zone. */
export interface BotDays {
  /** The day starts, oldest first; the last is today's. */
  starts: number[]
  closes: Map<number, TotalsBySymbol>
}

/**
 * "Today" and the profit days (decision 091): a bot's change in total over a day of the viewer's
 * time zone is its total at the day's end (or now) minus its total at the day's start. The totals
 * at day starts come from the fills made before them, valued at the feed's price at that instant
 * (a stopped bot's at its stop prices from its stop on), and are kept per process per bot until
 * the viewer's day or zone changes: fills are made in time order, so later ones never change them.
 */
export class DayBook {
  private readonly closes = new Map<string, Closes>()
  readonly prices = new PricesAt()

  constructor(private readonly capacity = 20_000) {}

  async of(
    db: Db,
    t: TradingDeps | undefined,
    rows: readonly DayRow[],
    zone: string,
    todayStart: number,
    stopped: Map<string, Prices>,
  ): Promise<Map<string, BotDays>> {
    const key = `${zone}|${todayStart}`
    // This request's own hold on what it reads: eviction below may drop entries it answers with.
    const held = new Map<string, Map<number, TotalsBySymbol>>()
    for (const row of rows) {
      const entry = this.closes.get(row.id)
      if (entry?.key === key) held.set(row.id, entry.at)
    }
    const missing = rows.filter((r) => !held.has(r.id))
    if (missing.length > 0) {
      const fills = await fillsOf(
        db,
        missing.map((r) => r.id),
        todayStart,
      )
      const plans = missing.map((row) => {
        const own = fills.get(row.id) ?? []
        const marks = own.length === 0 ? [] : dayStartsIn(own[0]!.time, todayStart, zone)
        return { row, own, marks }
      })
      const wanted = new Map<string, Set<number>>()
      for (const { row, marks } of plans) {
        const stopAt = row.stoppedAt?.getTime() ?? Infinity
        for (const symbol of row.symbols) {
          const set = wanted.get(symbol) ?? new Set<number>()
          wanted.set(symbol, set)
          for (const m of marks) if (m < stopAt) set.add(m)
        }
      }
      await this.prices.load(t, wanted)
      const sizeOf = (symbol: string) => t?.feed.symbol(symbol)?.spec.contractSize
      for (const { row, own, marks } of plans) {
        const stopAt = row.stoppedAt?.getTime() ?? Infinity
        const frozen = stopped.get(row.id) ?? {}
        const at = totalsAt(own, sizeOf, marks, (symbol, mark) =>
          mark >= stopAt ? frozen[symbol] : this.prices.get(symbol, mark),
        )
        held.set(row.id, at)
        this.closes.delete(row.id)
        this.closes.set(row.id, { key, at })
      }
      while (this.closes.size > this.capacity) this.closes.delete(this.closes.keys().next().value!)
    }
    const out = new Map<string, BotDays>()
    for (const [id, at] of held) out.set(id, { starts: [...at.keys()], closes: at })
    return out
  }
}

/** A bot's change in total today: now minus at today's start (0 before its first fill). */
export const todayOf = (days: BotDays | undefined, todayStart: number, total: Dec) =>
  total.sub(sumOf(days?.closes.get(todayStart)))
