import {
  eventGetSchema,
  eventJoinSchema,
  eventListSchema,
  type EventListResponse,
  type EventView,
} from '../community/events'
import {
  tournamentBoardSchema,
  tournamentJoinSchema,
  tournamentListSchema,
  type TournamentBoardResponse,
  type TournamentListResponse,
  type TournamentView,
} from '../community/tournaments'
import { endpoint } from './endpoint'

/** Events (decision 071) and tournaments (decision 072), issue 16. */
export const eventList = /* @__PURE__ */ endpoint<EventListResponse>()({
  method: 'GET',
  path: '/event/list',
  auth: true,
  request: eventListSchema,
  errors: [],
  summary: 'Current, upcoming or past events in the user’s language (English as the fallback)',
  tag: 'events',
})

export const eventGet = /* @__PURE__ */ endpoint<EventView>()({
  method: 'GET',
  path: '/event/detail',
  auth: true,
  request: eventGetSchema,
  errors: ['record_not_found'],
  summary: 'One event with its content, dates, places and whether the user joined',
  tag: 'events',
})

export const eventJoin = /* @__PURE__ */ endpoint<EventView>()({
  method: 'POST',
  path: '/event/join',
  auth: true,
  request: eventJoinSchema,
  errors: ['record_not_found', 'event_ended', 'event_full'],
  summary: 'Join an event; joining again answers the same record',
  tag: 'events',
})

export const tournamentList = /* @__PURE__ */ endpoint<TournamentListResponse>()({
  method: 'GET',
  path: '/tournament/list',
  auth: true,
  request: tournamentListSchema,
  errors: [],
  summary: 'The running or next tournament, later ones, and past results with their winners',
  tag: 'tournaments',
})

export const tournamentBoard = /* @__PURE__ */ endpoint<TournamentBoardResponse>()({
  method: 'GET',
  path: '/tournament/board',
  auth: true,
  request: tournamentBoardSchema,
  errors: ['record_not_found'],
  summary: 'A tournament’s leaderboard by ROI (live while it runs, frozen after), nicknames only',
  tag: 'tournaments',
})

export const tournamentJoin = /* @__PURE__ */ endpoint<TournamentView>()({
  method: 'POST',
  path: '/tournament/join',
  auth: true,
  request: tournamentJoinSchema,
  errors: ['record_not_found', 'tournament_ended'],
  summary: 'Join a tournament; joining again answers the same record',
  tag: 'tournaments',
})
