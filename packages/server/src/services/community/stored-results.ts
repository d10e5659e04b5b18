import { and, eq, inArray, isNull } from 'drizzle-orm'
import { D, str, type Dec } from '@atb/engine'
import type { Db } from '../../db'
import { tournamentEntries, tournamentResults, tournaments } from '../../db/schema'
import { rankStandings, tournamentBots, windowTrades, type TournamentRow } from './standings'

/**
 * Results frozen before decision 079 ranked every participant, traders or not, and broke ties by
 * join time. Until they are paid they are ranked again, once, from their stored figures: a
 * participant with no fill in the window loses the row, the rest get their volume and places
 * under the same rule as new results. Paid results stay as they were paid.
 */
export async function rerankStoredResults(db: Db, t: TournamentRow): Promise<void> {
  const [legacy] = await db
    .select({ userId: tournamentResults.userId })
    .from(tournamentResults)
    .where(and(eq(tournamentResults.tournamentId, t.id), isNull(tournamentResults.volume)))
    .limit(1)
  if (!legacy) return
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ awardedAt: tournaments.awardedAt })
      .from(tournaments)
      .where(eq(tournaments.id, t.id))
      .for('update')
    if (!locked || locked.awardedAt) return
    const rows = await tx
      .select({ result: tournamentResults, joinedAt: tournamentEntries.joinedAt })
      .from(tournamentResults)
      .innerJoin(
        tournamentEntries,
        and(
          eq(tournamentEntries.tournamentId, tournamentResults.tournamentId),
          eq(tournamentEntries.userId, tournamentResults.userId),
        ),
      )
      .where(eq(tournamentResults.tournamentId, t.id))
    if (!rows.some((r) => r.result.volume === null)) return
    const joined = new Map(rows.map((r) => [r.result.userId, r.joinedAt]))
    const counted = await tournamentBots(tx, t, joined)
    const trades = await windowTrades(
      tx,
      t,
      counted.map((b) => b.id),
    )
    const traded = new Map<string, { fills: number; volume: Dec }>()
    for (const bot of counted) {
      const sum = traded.get(bot.userId) ?? { fills: 0, volume: new D(0) }
      const mine = trades.get(bot.id)
      traded.set(bot.userId, {
        fills: sum.fills + (mine?.fills ?? 0),
        volume: sum.volume.add(mine?.volume ?? 0),
      })
    }
    const keep = rows.filter((r) => (traded.get(r.result.userId)?.fills ?? 0) > 0)
    const ranked = rankStandings(
      t,
      keep.map(({ result: r, joinedAt }) => ({
        userId: r.userId,
        nickname: '',
        joinedAt,
        pnl: new D(r.pnl),
        base: new D(r.base),
        roi: new D(r.roi),
        bots: r.bots,
        volume: traded.get(r.userId)!.volume,
      })),
    )
    const dropped = rows.filter((r) => !keep.includes(r)).map((r) => r.result.userId)
    if (dropped.length > 0)
      await tx
        .delete(tournamentResults)
        .where(
          and(eq(tournamentResults.tournamentId, t.id), inArray(tournamentResults.userId, dropped)),
        )
    for (const s of ranked)
      await tx
        .update(tournamentResults)
        .set({
          rank: s.rank,
          volume: str(s.volume ?? new D(0)),
          prize: s.prize ? str(s.prize) : null,
        })
        .where(
          and(eq(tournamentResults.tournamentId, t.id), eq(tournamentResults.userId, s.userId)),
        )
  })
}
