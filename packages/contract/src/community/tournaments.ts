import * as yup from 'yup'
import type { LinguiLocale } from '../locales'
import type { MessageDescriptor } from '../i18n/message'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import { integerBetween } from '../schemas/numbers'
import {
  communityId,
  communityLabels as L,
  contentLocale,
  isoInstant,
  localizedText,
  type SchedulePhase,
} from './common'

/** Paper trading competitions (decision 072). */

/** The capital ROI is measured against unless a participant's bots hold more (decision 072). */
export const TOURNAMENT_DEFAULT_CAPITAL = '10000'
/** Rows a leaderboard answers; the user's own row comes besides. */
export const TOURNAMENT_BOARD_SIZE = 50
/** How often the page asks for the live leaderboard again, and how long the server reuses one. */
export const TOURNAMENT_REFRESH_MS = 15_000
/** Past tournaments the page lists. */
export const TOURNAMENT_PAST_LIMIT = 10
const DECIMAL = /^\d{1,9}(\.\d{1,6})?$/

export { tournamentErrorMessages } from './tournamentMessages'

export const tournamentListSchema = yup.object({ locale: contentLocale() })
export const tournamentBoardSchema = yup.object({ id: communityId(), locale: contentLocale() })
export const tournamentJoinSchema = yup.object({ id: communityId(), locale: contentLocale() })

const amount = (label: MessageDescriptor) =>
  yup
    .string()
    .required(() => message(validation.required, { label }))
    .matches(DECIMAL, () => message(validation.number, { label }))
    .test(
      'positive',
      () => message(validation.greaterThan, { label, min: 0 }),
      (v) => Number(v) > 0,
    )

/** What an operator's `tournaments create --file` JSON holds (also the test endpoint's body). */
export const tournamentCreateSchema = yup
  .object({
    name: localizedText(L.title, 120),
    rules: localizedText(L.text, 10_000),
    starts_at: isoInstant(L.starts_at),
    ends_at: isoInstant(L.ends_at).test(
      'after-start',
      () => message(validation.oneOf, { label: L.ends_at, values: '> start' }),
      function (value) {
        const start = Date.parse(String(this.parent.starts_at))
        return Number.isNaN(start) || Date.parse(String(value)) > start
      },
    ),
    /** Paper USDT each participant is measured against (decision 072). */
    capital: amount(L.capital).default(TOURNAMENT_DEFAULT_CAPITAL),
    /** USDT credited to the wallets of the places listed, first place first. */
    prizes: yup
      .array(
        yup
          .object({ rank: integerBetween(L.prize, 1, 1000), amount: amount(L.prize) })
          .noUnknown()
          .required(),
      )
      .max(100)
      .default([])
      .test(
        'distinct',
        () => message(validation.oneOf, { label: L.prize, values: 'distinct ranks' }),
        (list) => new Set((list ?? []).map((p) => p.rank)).size === (list ?? []).length,
      ),
  })
  .noUnknown()
export type TournamentCreateInput = yup.InferType<typeof tournamentCreateSchema>

export interface TournamentPrize {
  rank: number
  /** Decimal USDT. */
  amount: string
}

export interface TournamentView {
  id: string
  name: string
  rules: string
  locale: LinguiLocale
  starts_at: string
  ends_at: string
  phase: SchedulePhase
  /** Decimal USDT, the least ROI is measured against. */
  capital: string
  prizes: TournamentPrize[]
  participants: number
  /** When this user joined, null when not. */
  joined_at: string | null
  /** The results are final (stored after the end). */
  frozen: boolean
  /** The operator has credited the prizes. */
  awarded: boolean
}

/**
 * One ranked participant, by nickname only. Only participants with a trade in the window are
 * ranked: at least one fill of one of their tournament bots between the start and the end
 * (decision 079). Participants equal in ROI, PnL and volume share the place and its prizes.
 */
export interface TournamentStanding {
  /** Shared by participants equal in ROI, PnL and volume (1, 1, 3…). */
  rank: number
  nickname: string
  /** Fraction: 0.05 is 5 %. */
  roi: number
  /** Decimal USDT: the total profit of the participant's tournament bots. */
  pnl: string
  /** Decimal USDT: what ROI divides by, max(capital, what the bots were given). */
  base: string
  bots: number
  /**
   * Decimal USDT: what the tournament bots' trades in the window traded, the tie-break after PnL;
   * null on results paid before decision 079, which did not record it.
   */
  volume: string | null
  /** Decimal USDT won at this place (a shared place splits its prizes), null for none. */
  prize: string | null
  me: boolean
}

/** A participant with no trade in the window yet: listed, never ranked, never a prize. */
export interface TournamentEntrant {
  nickname: string
  me: boolean
}

export interface TournamentBoardResponse {
  tournament: TournamentView
  items: TournamentStanding[]
  /** The user's own row, also below the top rows; null when not joined or not ranked. */
  me: TournamentStanding | null
  /** Joined, but no trade in the window (yet), first joined first, at most TOURNAMENT_BOARD_SIZE. */
  unranked: TournamentEntrant[]
  /** How many participants are not ranked. */
  unranked_total: number
  /** When the figures were computed (the end's freeze for a past one). */
  as_of: string
}

export interface TournamentListResponse {
  /** The running one, else the next to start; null with neither. */
  featured: TournamentView | null
  /** Further ones still to start, soonest first. */
  upcoming: TournamentView[]
  /** Ended ones, newest first, with their winners. */
  past: (TournamentView & { winners: TournamentStanding[] })[]
}
