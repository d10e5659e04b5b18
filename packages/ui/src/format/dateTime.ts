import { dateLocaleOf } from './dateLocale'

// Apart from format.ts, as dateLocale.ts is: an error message's instant (a hold's end) is written
// from the first page, which does not carry the whole formatter (decision 004).

/** A short date and time in `locale`, with Gregorian years (decision 005). */
export function formatDateTime(locale: string, value: Date | number | string): string {
  return new Intl.DateTimeFormat(dateLocaleOf(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(value instanceof Date ? value : new Date(value))
}
