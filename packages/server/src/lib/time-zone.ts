import { TIME_ZONE_HEADER } from '@atb/contract'
import type { FastifyRequest } from 'fastify'

const DAY_MS = 86_400_000
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    // Bounded: one per zone a browser may send, and there are a few hundred.
    if (formatters.size < 1_000) formatters.set(zone, f)
  }
  return f
}

/** An IANA zone name the runtime knows, else UTC: a bad header never fails a request. */
export function timeZoneOf(value: unknown): string {
  const zone = Array.isArray(value) ? value[0] : value
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return 'UTC'
  try {
    formatter(zone)
    return zone
  } catch {
    return 'UTC'
  }
}

/** The viewer's time zone, from the header the app sends with every call (decision 091). */
export const requestTimeZone = (req: FastifyRequest) => timeZoneOf(req.headers[TIME_ZONE_HEADER])

/** The wall-clock reading in `zone` at an instant, as if it were UTC (ms, whole seconds). */
function wallTime(time: number, zone: string): number {
  const parts: Record<string, number> = {}
  for (const p of formatter(zone).formatToParts(new Date(time)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value)
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  )
}

/** The zone's offset from UTC at an instant, in ms (Bangkok: +7 h). */
const offsetAt = (time: number, zone: string) =>
  wallTime(time, zone) - Math.floor(time / 1000) * 1000

/** The calendar day, `YYYY-MM-DD`, an instant falls on in `zone`. */
export function dayKeyIn(time: number, zone: string): string {
  return new Date(wallTime(time, zone)).toISOString().slice(0, 10)
}

/**
 * The first instant of the day `time` falls on in `zone`: 00:00 there. Across a daylight-saving
 * change the offset at midnight is used, not the one at `time`.
 */
export function dayStartIn(time: number, zone: string): number {
  const wall = wallTime(time, zone)
  const midnight = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS)
  const guess = midnight - offsetAt(time, zone)
  const start = midnight - offsetAt(guess, zone)
  // A zone whose clocks skip midnight (a change at 00:00) starts its day at the first instant after.
  return dayKeyIn(start, zone) === dayKeyIn(time, zone) ? start : guess
}

/**
 * The starts of the days from the one `from` falls on to the one `to` falls on, in `zone`,
 * oldest first.
 */
export function dayStartsIn(from: number, to: number, zone: string): number[] {
  const out: number[] = []
  let start = dayStartIn(from, zone)
  const last = dayStartIn(to, zone)
  while (start <= last) {
    out.push(start)
    // Noon of the next day is on the next calendar day whatever the zone's changes.
    start = dayStartIn(start + DAY_MS + DAY_MS / 2, zone)
    if (out.length > 100_000) break
  }
  return out
}
