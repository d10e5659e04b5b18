import { describe, expect, it } from 'vitest'
import { dayKeyIn, dayStartIn, dayStartsIn, timeZoneOf } from './time-zone'

const at = (iso: string) => Date.parse(iso)

describe('the viewer’s calendar days (decision 091)', () => {
  it('takes an IANA zone the runtime knows, and UTC for anything else', () => {
    expect(timeZoneOf('Asia/Bangkok')).toBe('Asia/Bangkok')
    expect(timeZoneOf(['Asia/Seoul'])).toBe('Asia/Seoul')
    for (const bad of [undefined, '', 'Mars/Olympus', 'x'.repeat(65), 42, '../etc'])
      expect(timeZoneOf(bad)).toBe('UTC')
  })

  it('starts a day at 00:00 where the viewer is', () => {
    // 20:00 UTC on the 6th is 03:00 on the 7th in Bangkok (UTC+7).
    const time = at('2026-12-06T20:00:00Z')
    expect(dayKeyIn(time, 'Asia/Bangkok')).toBe('2026-12-07')
    expect(dayStartIn(time, 'Asia/Bangkok')).toBe(at('2026-12-06T17:00:00Z'))
    expect(dayStartIn(time, 'UTC')).toBe(at('2026-12-06T00:00:00Z'))
    expect(dayStartIn(time, 'America/New_York')).toBe(at('2026-12-06T05:00:00Z'))
    // Half-hour zones too.
    expect(dayStartIn(time, 'Asia/Kolkata')).toBe(at('2026-12-06T18:30:00Z'))
  })

  it('keeps a day whole across a daylight-saving change', () => {
    // New York moved to summer time at 02:00 on 8 March 2026: that day has 23 hours.
    const days = dayStartsIn(
      at('2026-03-07T12:00:00Z'),
      at('2026-03-09T12:00:00Z'),
      'America/New_York',
    )
    expect(days).toEqual([
      at('2026-03-07T05:00:00Z'),
      at('2026-03-08T05:00:00Z'),
      at('2026-03-09T04:00:00Z'),
    ])
    expect(days.map((d) => dayKeyIn(d, 'America/New_York'))).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ])
  })
})
