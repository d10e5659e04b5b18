import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { D, str } from '@atb/engine'
import { tournamentResults, tournaments } from '../../db/schema'
import { localizedParams, type LocalizedText } from '@atb/contract'
import { record } from '../notifications/notify'
import { available, post, system } from '../wallet/ledger'
import { freezeIfEnded, tournamentRow, type TournamentDeps } from './results'

export interface AwardReport {
  /** Prizes credited by this run. */
  credited: { userId: string; rank: number; amount: string }[]
  /** Prizes an earlier run had credited already. */
  already: number
}

export class TournamentNotEnded extends Error {
  constructor() {
    super('The tournament has not ended yet')
  }
}

/**
 * `tournaments award <id>` (decision 072): each prize is one ledger movement from `system:prizes`
 * to the winner's wallet under the key `tournament-prize:<tournament>:<user>`, so running it again
 * (or after a crash half-way) credits nobody twice.
 */
export async function awardTournament(deps: TournamentDeps, id: string): Promise<AwardReport> {
  const row = await tournamentRow(deps.db, id)
  if (deps.clock.now() < row.endsAt) throw new TournamentNotEnded()
  const t = await freezeIfEnded(deps, row)
  const winners = await deps.db
    .select()
    .from(tournamentResults)
    .where(and(eq(tournamentResults.tournamentId, t.id), isNotNull(tournamentResults.prize)))
  const report: AwardReport = { credited: [], already: 0 }
  for (const w of winners) {
    const amount = str(new D(w.prize!))
    const posted = await deps.db.transaction(async (tx) => {
      const moved = await post(
        tx,
        {
          key: `tournament-prize:${t.id}:${w.userId}`,
          by: 'platform',
          type: 'tournament_prize',
          values: { tournament: t.id, user: w.userId, rank: w.rank, amount },
          legs: [
            {
              account: system('prizes'),
              amount: new D(amount).neg(),
              type: 'tournament_prize',
            },
            {
              account: available(w.userId),
              amount: new D(amount),
              type: 'tournament_prize',
            },
          ],
        },
        deps.clock.now(),
      )
      if (moved.moved)
        await record(deps, tx, w.userId, {
          kind: 'events.prize',
          params: {
            amount,
            asset: 'USDT',
            rank: w.rank,
            ...localizedParams('name', t.name as LocalizedText),
          },
          link: '/tournament',
        })
      return moved
    })
    if (posted.moved) report.credited.push({ userId: w.userId, rank: w.rank, amount })
    else report.already++
  }
  await deps.db
    .update(tournaments)
    .set({ awardedAt: deps.clock.now() })
    .where(and(eq(tournaments.id, t.id), isNull(tournaments.awardedAt)))
  return report
}
