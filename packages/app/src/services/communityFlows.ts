import { endpoints as E } from '@atb/contract'
import { call } from './calls'

/** Events (decision 071) and tournaments (decision 072), issue 16. */
export const communityFlows = {
  loadEvents: call(E.eventList),
  loadEvent: call(E.eventGet),
  joinEvent: call(E.eventJoin),
  loadTournaments: call(E.tournamentList),
  loadTournamentBoard: call(E.tournamentBoard),
  joinTournament: call(E.tournamentJoin),
  /** The clock countdowns read; stories fix it so their pictures hold still. */
  communityNow: (): number => Date.now(),
}
