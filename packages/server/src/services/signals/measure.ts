import {
  signalWindows,
  type SignalCallSide,
  type SignalOutcome,
  type SignalStats,
  type SignalWindow,
} from '@atb/contract'
import type { Candle } from '@atb/engine'

/** What measurement needs of a call: prices as numbers, times as epoch ms. */
export interface CallFacts {
  side: SignalCallSide
  entry: number
  takeProfit: number
  stopLoss: number
  calledAt: number
}

export interface Measured {
  outcome: SignalOutcome
  closedAt: number | null
  exitPrice: number | null
  /** Realised when closed; null while open. */
  returnPct: number | null
}

/** Percent of the entry a move to `exit` makes for the call's side, rounded to 4 places. */
export function callReturn(side: SignalCallSide, entry: number, exit: number): number {
  const raw = ((side === 'BUY' ? exit - entry : entry - exit) / entry) * 100
  return Math.round(raw * 10_000) / 10_000
}

/**
 * Walks the bars that start at or after the call (oldest first) until the take profit or the stop
 * loss is touched; a bar that touches both counts as the stop loss, since bars do not say which
 * came first and a measurement should never flatter the signal (decision 073). Without either by
 * `calledAt + expiryMs` the call expires at the close of its last bar; before that it is open.
 */
export function measureCall(
  call: CallFacts,
  candles: readonly Candle[],
  intervalMs: number,
  now: number,
  expiryMs: number,
): Measured {
  const end = call.calledAt + expiryMs
  let last: Candle | undefined
  for (const c of candles) {
    if (c.time < call.calledAt || c.time >= end) continue
    const buy = call.side === 'BUY'
    const hitSl = buy ? c.low <= call.stopLoss : c.high >= call.stopLoss
    const hitTp = buy ? c.high >= call.takeProfit : c.low <= call.takeProfit
    if (hitSl || hitTp) {
      const exit = hitSl ? call.stopLoss : call.takeProfit
      return {
        outcome: hitSl ? 'sl' : 'tp',
        closedAt: c.time + intervalMs,
        exitPrice: exit,
        returnPct: callReturn(call.side, call.entry, exit),
      }
    }
    last = c
  }
  if (now >= end && last && last.time + intervalMs <= now)
    return {
      outcome: 'expired',
      closedAt: end,
      exitPrice: last.close,
      returnPct: callReturn(call.side, call.entry, last.close),
    }
  return { outcome: 'open', closedAt: null, exitPrice: null, returnPct: null }
}

export interface ClosedCall {
  calledAt: number
  closedAt: number
  returnPct: number
}

export const WINDOW_MS: Record<SignalWindow, number> = {
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
  all: Number.POSITIVE_INFINITY,
}

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * One window's figures over the calls made in it: win rate and mean return of the closed ones, and
 * the deepest fall of their cumulative return (summed in closing order) from its running peak, the
 * start (zero) counting as a peak.
 */
export function windowStats(
  calledAt: readonly number[],
  closed: readonly ClosedCall[],
  since: number,
): SignalStats {
  const calls = calledAt.filter((t) => t >= since).length
  const inWindow = closed
    .filter((c) => c.calledAt >= since)
    .sort((a, b) => a.closedAt - b.closedAt || a.calledAt - b.calledAt)
  if (inWindow.length === 0)
    return { calls, closed: 0, win_rate: null, avg_return: null, max_drawdown: 0 }
  let sum = 0
  let peak = 0
  let drawdown = 0
  let wins = 0
  for (const c of inWindow) {
    sum += c.returnPct
    if (c.returnPct > 0) wins++
    peak = Math.max(peak, sum)
    drawdown = Math.max(drawdown, peak - sum)
  }
  return {
    calls,
    closed: inWindow.length,
    win_rate: round2((wins / inWindow.length) * 100),
    avg_return: round2(sum / inWindow.length),
    max_drawdown: round2(drawdown),
  }
}

export function allWindows(
  calledAt: readonly number[],
  closed: readonly ClosedCall[],
  now: number,
): Record<SignalWindow, SignalStats> {
  const out = {} as Record<SignalWindow, SignalStats>
  for (const w of signalWindows) out[w] = windowStats(calledAt, closed, now - WINDOW_MS[w])
  return out
}
