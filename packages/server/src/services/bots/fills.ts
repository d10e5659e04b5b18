import { asc, inArray } from 'drizzle-orm'
import type { Fill } from '@atb/engine'
import type { Db } from '../../db'
import { botFills } from '../../db/schema'
import { money } from './wallet'
import type { FillStats } from './rows'
import { performance } from './performance'
import type { BotRow } from './runtime'
import type { StrategyKind } from '@atb/contract'

type FillRow = typeof botFills.$inferSelect

export const toFill = (r: FillRow): Fill => ({
  seq: r.seq,
  clientId: r.clientId,
  symbol: r.symbol,
  side: r.side as Fill['side'],
  price: Number(r.price),
  qty: money(r.qty),
  quote: money(r.quote),
  fee: money(r.fee),
  feeAsset: r.feeAsset,
  maker: r.maker,
  time: r.time.getTime(),
  ...(r.realizedPnl === null ? {} : { realizedPnl: money(r.realizedPnl) }),
})

/** Every fill of these bots, in sequence order, by bot. */
export async function fillsOf(db: Db, botIds: string[]): Promise<Map<string, Fill[]>> {
  const out = new Map<string, Fill[]>(botIds.map((id) => [id, []]))
  if (botIds.length === 0) return out
  const rows = await db
    .select()
    .from(botFills)
    .where(inArray(botFills.botId, botIds))
    .orderBy(asc(botFills.botId), asc(botFills.seq))
  for (const row of rows) out.get(row.botId)!.push(toFill(row))
  return out
}

export const quoteOf = (row: BotRow) => Object.keys(row.allocation)[0] ?? 'USDT'

/** The list's figures: realised PnL, fees and trades, from the same module as the bot page. */
export function statsOf(
  row: BotRow,
  fills: readonly Fill[],
  contractSizes: Record<string, string>,
): FillStats {
  const { performance: p } = performance({
    kind: row.kind as StrategyKind,
    allocation: row.allocation,
    quote: quoteOf(row),
    fills,
    prices: {},
    contractSizes,
    startedAt: 0,
    endedAt: 0,
  })
  return { realized: p.realized_pnl, fees: p.fees, trades: p.trade_count }
}
