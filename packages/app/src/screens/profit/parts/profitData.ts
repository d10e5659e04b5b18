import type { ProfitDay } from '@atb/contract'

/**
 * Profit days are calendar days of the summary's time zone, the viewer's (decision 091), written
 * `YYYY-MM-DD`. Arithmetic on them (the next day, a month's weeks) runs on UTC dates, where every
 * day has 24 hours.
 */
export const DAY_MS = 86_400_000

/** The calendar day an instant falls on in `zone`; UTC when the zone is not one. */
export function zoneDayKey(ms: number, zone: string): string {
  try {
    // Canada's English writes dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(ms)
  } catch {
    return dayKey(ms)
  }
}

export function dayKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** Epoch ms of a day key's UTC midnight. */
export function dayStart(key: string): number {
  return Date.parse(`${key}T00:00:00Z`)
}

/**
 * Noon UTC of a day: the formatter writes dates in the viewer's time zone, and noon UTC falls on
 * the same calendar day from UTC−11 to UTC+11, so a UTC day is shown as itself.
 */
export function dayNoon(key: string): number {
  return dayStart(key) + DAY_MS / 2
}

/** The `count` days ending with `todayKey`, oldest first, days without a change as 0. */
export function fillDays(days: readonly ProfitDay[], todayKey: string, count: number): ProfitDay[] {
  const byDay = new Map(days.map((d) => [d.date, d.profit]))
  const today = dayStart(todayKey)
  return Array.from({ length: count }, (_, i) => {
    const date = dayKey(today - (count - 1 - i) * DAY_MS)
    return { date, profit: byDay.get(date) ?? '0' }
  })
}

/** A month as `YYYY-MM`. */
export type MonthKey = string

export function monthOf(key: string): MonthKey {
  return key.slice(0, 7)
}

export function shiftMonth(month: MonthKey, by: number): MonthKey {
  const [year, mon] = month.split('-').map(Number) as [number, number]
  return dayKey(Date.UTC(year, mon - 1 + by, 1)).slice(0, 7)
}

/**
 * The month's weeks, Monday first, each a row of seven day keys; days outside the month are
 * null so the grid keeps its columns.
 */
export function monthWeeks(month: MonthKey): (string | null)[][] {
  const [year, mon] = month.split('-').map(Number) as [number, number]
  const first = Date.UTC(year, mon - 1, 1)
  const days = new Date(Date.UTC(year, mon, 0)).getUTCDate()
  const lead = (new Date(first).getUTCDay() + 6) % 7
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => dayKey(first + i * DAY_MS)),
  ]
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))
}

export function addDays(key: string, by: number): string {
  return dayKey(dayStart(key) + by * DAY_MS)
}

/** Sum of decimal strings, to 8 places (USDT and USD profit never needs more). */
export function sum(values: readonly string[]): number {
  return Math.round(values.reduce((total, v) => total + Number(v), 0) * 1e8) / 1e8
}
