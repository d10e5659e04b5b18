import { and, eq } from 'drizzle-orm'
import type {
  BotStatusName,
  BotSummary,
  ExchangeName,
  Market,
  StopMode,
  StrategyKind,
} from '@atb/contract'
import type { Db, DbTx } from '../../db'
import { bots } from '../../db/schema'
import { ApiFailure } from '../../lib/errors'
import type { BotRow } from './runtime'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: string) => UUID.test(value)

/**
 * The user's bot, or 'record not found' (spec §8) for anyone else's, a deleted one or an id that
 * is not one: the answer never tells which.
 */
export async function ownedBot(q: Db | DbTx, userId: string, id: string, lock = false) {
  if (!isUuid(id)) throw new ApiFailure('record_not_found')
  const query = q
    .select()
    .from(bots)
    .where(and(eq(bots.id, id), eq(bots.userId, userId)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new ApiFailure('record_not_found')
  return row
}

/** A bot's list figures (services/bots/figures.ts), the same as its page's. */
export interface BotFigures {
  realized: string
  fees: string
  trades: number
  currency: string
  investment: string
  total: string
  pct: number
  gridProfit: string | null
  /** The change in total since 00:00 in the viewer's time zone; unset where none was asked. */
  today?: string
}

/**
 * The columns a summary shows: the list reads only these, not the runner's state, outbox and paper
 * account (kilobytes of JSON per bot that the list would fetch and parse only to drop).
 */
export const summaryColumns = {
  id: bots.id,
  kind: bots.kind,
  exchange: bots.exchange,
  market: bots.market,
  symbols: bots.symbols,
  status: bots.status,
  reason: bots.reason,
  pausedFor: bots.pausedFor,
  configVersion: bots.configVersion,
  allocation: bots.allocation,
  stopMode: bots.stopMode,
  createdAt: bots.createdAt,
  stoppedAt: bots.stoppedAt,
}

export type SummaryRow = Pick<BotRow, keyof typeof summaryColumns>

/** The list's rows: the summary's columns (a grid's profit comes from its fills, TripBook). */
export const listColumns = summaryColumns

export function summaryOf(row: SummaryRow, stats: BotFigures): BotSummary {
  return {
    id: row.id,
    kind: row.kind as StrategyKind,
    exchange_name: row.exchange as ExchangeName,
    market: row.market as Market,
    symbols: row.symbols,
    status: row.status as BotStatusName,
    reason: row.reason,
    paused_for: row.pausedFor === 'wallet_low' ? 'wallet_low' : null,
    config_version: row.configVersion,
    allocation: row.allocation,
    realized_pnl: stats.realized,
    fees: stats.fees,
    trades: stats.trades,
    stop_mode: (row.stopMode as StopMode | null) ?? null,
    created_at: row.createdAt.toISOString(),
    stopped_at: row.stoppedAt?.toISOString() ?? null,
    currency: stats.currency,
    investment: stats.investment,
    total_pnl: stats.total,
    total_pnl_pct: stats.pct,
    grid_profit: stats.gridProfit,
    today_pnl: stats.today ?? null,
  }
}
