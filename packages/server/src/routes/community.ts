import type { endpoints } from '@atb/contract'
import type { Deps } from '../lib/deps'
import type { Handlers } from '../lib/route'
import { getEvent, joinEvent, listEvents } from '../services/community/events'
import { joinTournament, tournamentBoard, tournamentList } from '../services/community/tournaments'

/** Events (decision 071) and tournaments (decision 072), issue 16. */
export const communityHandlers = (deps: Deps) =>
  ({
    eventList: async ({ user, input }) =>
      listEvents(deps.db, deps.clock, user.userId, input.phase, input.locale),
    eventGet: async ({ user, input }) =>
      getEvent(deps.db, deps.clock, user.userId, input.id, input.locale),
    eventJoin: async ({ user, input }) =>
      joinEvent(deps.db, deps.clock, user.userId, input.id, input.locale),
    tournamentList: async ({ user, input }) => tournamentList(deps, user.userId, input.locale),
    tournamentBoard: async ({ user, input }) =>
      tournamentBoard(deps, user.userId, input.id, input.locale),
    tournamentJoin: async ({ user, input }) =>
      joinTournament(deps, user.userId, input.id, input.locale),
  }) satisfies Partial<Handlers<typeof endpoints>>
