import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm'
import {
  INTERVAL_MS,
  SIGNAL_CALL_EXPIRY_MS,
  type CandleInterval,
  type SignalCall,
  type SignalCallSide,
  type SignalCallsResponse,
  type SignalOutcome,
} from '@atb/contract'
import { candlesBetween, type Candle, type MarketFeed, type SignalOut } from '@atb/engine'
import type { Executor } from '../../db'
import { signalCalls } from '../../db/schema'
import { callReturn, measureCall } from './measure'

type CallRow = typeof signalCalls.$inferSelect

/** The bars calls are measured on: fine enough to order most hits, few enough for one request. */
const MEASURE_INTERVALS: readonly CandleInterval[] = ['5m', '15m', '1h', '4h', '1d']

export function measureIntervalOf(feed: MarketFeed, symbol: string): CandleInterval {
  const offered = feed.symbol(symbol)?.intervals
  return MEASURE_INTERVALS.find((i) => !offered || offered.includes(i)) ?? '1d'
}

/** A provider signal's calls on one pair in [from, to), oldest first, for a backtest to follow. */
export async function followedCalls(
  db: Executor,
  signalId: string,
  symbol: string,
  from: number,
  to: number,
): Promise<SignalOut[]> {
  const rows = await db
    .select({ side: signalCalls.side, entry: signalCalls.entry, at: signalCalls.calledAt })
    .from(signalCalls)
    .where(
      and(
        eq(signalCalls.signalId, signalId),
        eq(signalCalls.symbol, symbol),
        gte(signalCalls.calledAt, new Date(from)),
        lt(signalCalls.calledAt, new Date(to)),
      ),
    )
    .orderBy(asc(signalCalls.calledAt))
    .limit(10_000)
  return rows.map((r) => ({
    side: r.side as SignalCallSide,
    time: r.at.getTime(),
    price: Number(r.entry),
  }))
}

/** Records one call; a repeat of the same signal, pair and time (two hosts) is kept once. */
export async function recordCall(
  db: Executor,
  signalId: string,
  call: {
    symbol: string
    side: SignalCallSide
    entry: number
    takeProfit: number
    stopLoss: number
  },
  calledAt: Date,
): Promise<CallRow | undefined> {
  const [row] = await db
    .insert(signalCalls)
    .values({
      signalId,
      symbol: call.symbol,
      side: call.side,
      entry: String(call.entry),
      takeProfit: String(call.takeProfit),
      stopLoss: String(call.stopLoss),
      calledAt,
    })
    .onConflictDoNothing()
    .returning()
  return row
}

/**
 * Measures the open calls (of some signals, or all) against the market's bars up to `now` and
 * stores each outcome once it is final; outcomes are deterministic, so concurrent measurements
 * agree.
 */
export async function measureOpenCalls(
  db: Executor,
  feed: MarketFeed,
  now: number,
  signalIds?: readonly string[],
): Promise<void> {
  const open = await db
    .select()
    .from(signalCalls)
    .where(
      and(
        eq(signalCalls.outcome, 'open'),
        signalIds ? inArray(signalCalls.signalId, [...signalIds]) : undefined,
      ),
    )
  for (const row of open) {
    // The market's own time: a replay sped up for tests runs ahead of the clock.
    const at = feed.ticker(row.symbol)?.time ?? now
    const interval = measureIntervalOf(feed, row.symbol)
    const calledAt = row.calledAt.getTime()
    let candles: Candle[]
    try {
      candles = await candlesBetween(
        feed,
        row.symbol,
        interval,
        calledAt,
        Math.min(at, calledAt + SIGNAL_CALL_EXPIRY_MS),
      )
    } catch {
      // A pair the feed no longer carries stays open rather than guessing.
      continue
    }
    const m = measureCall(
      {
        side: row.side as SignalCallSide,
        entry: Number(row.entry),
        takeProfit: Number(row.takeProfit),
        stopLoss: Number(row.stopLoss),
        calledAt,
      },
      candles,
      INTERVAL_MS[interval],
      at,
      SIGNAL_CALL_EXPIRY_MS,
    )
    if (m.outcome === 'open') continue
    await db
      .update(signalCalls)
      .set({
        outcome: m.outcome,
        closedAt: new Date(m.closedAt!),
        exitPrice: String(m.exitPrice),
        returnPct: String(m.returnPct),
      })
      .where(and(eq(signalCalls.id, row.id), eq(signalCalls.outcome, 'open')))
  }
}

export function toCallView(row: CallRow, feed: MarketFeed): SignalCall {
  const side = row.side as SignalCallSide
  const outcome = row.outcome as SignalOutcome
  const last = outcome === 'open' ? feed.ticker(row.symbol)?.last : undefined
  return {
    id: row.id,
    symbol: row.symbol,
    side,
    entry: row.entry,
    take_profit: row.takeProfit,
    stop_loss: row.stopLoss,
    called_at: row.calledAt.toISOString(),
    outcome,
    closed_at: row.closedAt?.toISOString() ?? null,
    exit_price: row.exitPrice,
    return_pct:
      row.returnPct !== null
        ? Number(row.returnPct)
        : last !== undefined
          ? callReturn(side, Number(row.entry), last)
          : null,
  }
}

export async function callsPage(
  db: Executor,
  feed: MarketFeed,
  signalId: string,
  page: number,
  pageSize: number,
): Promise<SignalCallsResponse> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(signalCalls)
      .where(eq(signalCalls.signalId, signalId))
      .orderBy(desc(signalCalls.calledAt), desc(signalCalls.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(signalCalls).where(eq(signalCalls.signalId, signalId)),
  ])
  return {
    items: rows.map((r) => toCallView(r, feed)),
    page,
    page_size: pageSize,
    total: total?.n ?? 0,
  }
}

/** Every call's timing and result, oldest first, for the statistics. */
export async function callFigures(db: Executor, signalIds: readonly string[]) {
  if (signalIds.length === 0) return []
  return db
    .select({
      signalId: signalCalls.signalId,
      symbol: signalCalls.symbol,
      calledAt: signalCalls.calledAt,
      closedAt: signalCalls.closedAt,
      returnPct: signalCalls.returnPct,
    })
    .from(signalCalls)
    .where(inArray(signalCalls.signalId, [...signalIds]))
    .orderBy(asc(signalCalls.calledAt))
}
