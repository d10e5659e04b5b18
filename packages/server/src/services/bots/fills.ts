import { and, asc, inArray, lt, type SQL } from 'drizzle-orm'
import type { Fill } from '@atb/engine'
import type { Db } from '../../db'
import { botFills } from '../../db/schema'
import { money } from './wallet'

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

/** Every fill of these bots (made before `before`, when given), in sequence order, by bot. */
export async function fillsOf(
  db: Db,
  botIds: string[],
  before?: number,
): Promise<Map<string, Fill[]>> {
  const out = new Map<string, Fill[]>(botIds.map((id) => [id, []]))
  if (botIds.length === 0) return out
  const where: SQL[] = [inArray(botFills.botId, botIds)]
  if (before !== undefined) where.push(lt(botFills.time, new Date(before)))
  const rows = await db
    .select()
    .from(botFills)
    .where(and(...where))
    .orderBy(asc(botFills.botId), asc(botFills.seq))
  for (const row of rows) out.get(row.botId)!.push(toFill(row))
  return out
}

export const quoteOf = (row: { allocation: Record<string, string> }) =>
  Object.keys(row.allocation)[0] ?? 'USDT'
