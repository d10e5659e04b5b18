import * as yup from 'yup'
import type { LinguiLocale } from '../locales'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import { integerBetween } from '../schemas/numbers'
import { oneOf } from '../schemas/choices'
import {
  communityId,
  communityLabels as L,
  contentLocale,
  isoInstant,
  localizedText,
  schedulePhases,
  type SchedulePhase,
} from './common'

/** Events: campaigns and announcements operators publish with the admin CLI (decision 071). */

/** The most events one list answers (newest first within its tab). */
export const EVENT_LIST_LIMIT = 50
/** The largest join capacity an operator may set. */
export const EVENT_MAX_CAPACITY = 1_000_000

export { eventErrorMessages } from './eventMessages'

export const eventListSchema = yup.object({
  phase: (oneOf(L.tab, schedulePhases) as unknown as yup.StringSchema).default(
    'current',
  ) as unknown as yup.Schema<SchedulePhase>,
  locale: contentLocale(),
})

export const eventGetSchema = yup.object({ id: communityId(), locale: contentLocale() })
export const eventJoinSchema = yup.object({ id: communityId(), locale: contentLocale() })

/** What an operator's `events create --file` JSON holds (also the test endpoint's body). */
export const eventCreateSchema = yup
  .object({
    title: localizedText(L.title, 120),
    summary: localizedText(L.text, 300),
    body: localizedText(L.text, 10_000),
    how_to_join: localizedText(L.text, 2_000),
    starts_at: isoInstant(L.starts_at),
    ends_at: isoInstant(L.ends_at).test(
      'after-start',
      () => message(validation.oneOf, { label: L.ends_at, values: '> start' }),
      function (value) {
        const start = Date.parse(String(this.parent.starts_at))
        return Number.isNaN(start) || Date.parse(String(value)) > start
      },
    ),
    capacity: integerBetween(L.capacity, 1, EVENT_MAX_CAPACITY).nullable().default(null),
  })
  .noUnknown()
export type EventCreateInput = yup.InferType<typeof eventCreateSchema>

/** One event in the user's language (English where the operator wrote none). */
export interface EventView {
  id: string
  title: string
  summary: string
  body: string
  how_to_join: string
  /** The language the text is in: the one asked, or English as the fallback. */
  locale: LinguiLocale
  starts_at: string
  ends_at: string
  phase: SchedulePhase
  /** Places in all, null for no limit. */
  capacity: number | null
  joined_count: number
  /** When this user joined, null when not. */
  joined_at: string | null
}

export interface EventListResponse {
  phase: SchedulePhase
  items: EventView[]
}
