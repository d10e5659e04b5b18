import { describe, expect, it } from 'vitest'
import {
  addDays,
  dayNoon,
  dayKey,
  fillDays,
  monthWeeks,
  shiftMonth,
  sum,
  zoneDayKey,
} from './profitData'

const now = Date.UTC(2030, 0, 3, 23, 59)

describe('profit days', () => {
  it('names the day an instant falls on in the viewer’s zone', () => {
    // 23:59 UTC on 3 January is already the 4th in Bangkok and still the 3rd in New York.
    expect(zoneDayKey(now, 'Asia/Bangkok')).toBe('2030-01-04')
    expect(zoneDayKey(now, 'America/New_York')).toBe('2030-01-03')
    expect(zoneDayKey(now, 'UTC')).toBe('2030-01-03')
    expect(zoneDayKey(now, 'Not/AZone')).toBe('2030-01-03')
  })

  it('fills the days without a change with zero, oldest first, ending on today', () => {
    const days = fillDays(
      [
        { date: '2029-12-30', profit: '-1.5' },
        { date: '2030-01-03', profit: '2' },
      ],
      zoneDayKey(now, 'UTC'),
      5,
    )
    expect(days).toEqual([
      { date: '2029-12-30', profit: '-1.5' },
      { date: '2029-12-31', profit: '0' },
      { date: '2030-01-01', profit: '0' },
      { date: '2030-01-02', profit: '0' },
      { date: '2030-01-03', profit: '2' },
    ])
  })

  it('lays a month out in Monday-first weeks', () => {
    // 1 January 2030 is a Tuesday.
    const weeks = monthWeeks('2030-01')
    expect(weeks[0]).toEqual([
      null,
      '2030-01-01',
      '2030-01-02',
      '2030-01-03',
      '2030-01-04',
      '2030-01-05',
      '2030-01-06',
    ])
    expect(weeks).toHaveLength(5)
    expect(weeks[4]!.filter(Boolean)).toEqual([
      '2030-01-28',
      '2030-01-29',
      '2030-01-30',
      '2030-01-31',
    ])
  })

  it('moves across months and years', () => {
    expect(shiftMonth('2030-01', -1)).toBe('2029-12')
    expect(shiftMonth('2029-12', 1)).toBe('2030-01')
    expect(addDays('2030-02-28', 1)).toBe('2030-03-01')
    expect(dayKey(dayNoon('2030-01-03'))).toBe('2030-01-03')
  })

  it('adds decimal strings without float dust', () => {
    expect(sum(['0.1', '0.2', '-0.3'])).toBe(0)
    expect(sum(['12.345', '-2.345'])).toBe(10)
  })
})
