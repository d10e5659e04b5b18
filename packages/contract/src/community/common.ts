import * as yup from 'yup'
import { linguiLocales, type LinguiLocale } from '../locales'
import type { MessageDescriptor } from '../i18n/message'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import { requiredString } from '../schemas/fields'
import { LATEST_INSTANT, oneOf } from '../schemas/choices'

/** Events and tournaments (issue 16, decisions 071 and 072): what both share. */

export const communityLabels = {
  id: /*i18n*/ { id: 'field.community_id', message: 'ID' },
  locale: /*i18n*/ { id: 'field.locale', message: 'language' },
  tab: /*i18n*/ { id: 'field.event_tab', message: 'tab' },
  title: /*i18n*/ { id: 'field.event_title', message: 'title' },
  text: /*i18n*/ { id: 'field.event_text', message: 'text' },
  starts_at: /*i18n*/ { id: 'field.starts_at', message: 'start' },
  ends_at: /*i18n*/ { id: 'field.ends_at', message: 'end' },
  capacity: /*i18n*/ { id: 'field.capacity', message: 'capacity' },
  capital: /*i18n*/ { id: 'field.capital', message: 'capital' },
  prize: /*i18n*/ { id: 'field.prize', message: 'prize' },
} satisfies Record<string, MessageDescriptor>
const L = communityLabels

/** Where an event or a tournament stands now: before its start, running, or over. */
export const schedulePhases = ['upcoming', 'current', 'past'] as const
export type SchedulePhase = (typeof schedulePhases)[number]

export function phaseAt(startsAt: Date, endsAt: Date, now: Date): SchedulePhase {
  if (now.getTime() < startsAt.getTime()) return 'upcoming'
  return now.getTime() < endsAt.getTime() ? 'current' : 'past'
}

/** An event's or a tournament's id: a UUID, checked for shape so a typo answers 404, not 500. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const communityId = () =>
  requiredString(L.id).matches(UUID_PATTERN, () =>
    message(validation.oneOf, { label: L.id, values: 'UUID' }),
  )

/** The language content is asked in; the app sends its active one. */
export const contentLocale = () =>
  (oneOf(L.locale, linguiLocales) as unknown as yup.StringSchema).default(
    'en',
  ) as unknown as yup.Schema<LinguiLocale>

/** Text an operator writes in each language: English is required and is the fallback. */
export type LocalizedText = { en: string } & Partial<Record<Exclude<LinguiLocale, 'en'>, string>>

export const localizedText = (label: MessageDescriptor, max: number) => {
  const one = () =>
    yup
      .string()
      .trim()
      .max(max, () => message(validation.maxLength, { label, n: max }))
  return yup
    .object({
      en: one().required(() => message(validation.required, { label })),
      th: one().optional(),
      zh: one().optional(),
      ko: one().optional(),
      vi: one().optional(),
    })
    .noUnknown()
    .required(() => message(validation.required, { label }))
}

/** The operator's text in `locale`, else English; `served` says which one it is. */
export function inLocale(
  text: LocalizedText,
  locale: LinguiLocale,
): { text: string; served: LinguiLocale } {
  const own = text[locale]?.trim()
  return own ? { text: own, served: locale } : { text: text.en, served: 'en' }
}

/** The languages an operator's text lacks (the CLI warns about them). */
export const missingLocales = (text: LocalizedText): LinguiLocale[] =>
  linguiLocales.filter((l) => !text[l]?.trim())

/** An ISO 8601 instant with its offset, as the operator's file writes it. */
export const isoInstant = (label: MessageDescriptor) =>
  requiredString(label).test(
    'iso',
    () => message(validation.oneOf, { label, values: 'ISO 8601' }),
    (v) => {
      if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(v)) return false
      // From 1970 to 9999, as `instant`: PostgreSQL refuses the year 0000 that Date.parse takes.
      const time = Date.parse(v)
      return time >= 0 && time <= LATEST_INSTANT
    },
  )
