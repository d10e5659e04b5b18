import { describe, expect, it } from 'vitest'
import { formatRuntime, runtimeMs } from './runtime'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('a bot runtime', () => {
  it('runs until it stopped, or until now', () => {
    const created = '2030-01-01T00:00:00.000Z'
    const now = Date.parse(created) + 3 * HOUR
    expect(runtimeMs(created, null, now)).toBe(3 * HOUR)
    expect(runtimeMs(created, '2030-01-02T00:00:00.000Z', now)).toBe(DAY)
  })

  it('is never negative when the clocks disagree', () => {
    expect(runtimeMs('2030-01-01T00:00:00.000Z', null, Date.parse('2029-12-31T00:00:00Z'))).toBe(0)
  })

  it('shows the two largest units', () => {
    expect(formatRuntime(19 * DAY + 4 * HOUR + 12 * MINUTE, 'en')).toBe('19d 4h')
    expect(formatRuntime(3 * HOUR + 5 * MINUTE, 'en')).toBe('3h 5m')
    expect(formatRuntime(2 * DAY, 'en')).toBe('2d')
    expect(formatRuntime(5 * HOUR, 'en')).toBe('5h')
    expect(formatRuntime(42 * MINUTE, 'en')).toBe('42m')
    expect(formatRuntime(20_000, 'en')).toBe('0m')
  })

  it('speaks the reader’s language', () => {
    expect(formatRuntime(2 * DAY + 3 * HOUR, 'th')).not.toBe(
      formatRuntime(2 * DAY + 3 * HOUR, 'en'),
    )
    expect(formatRuntime(2 * DAY + 3 * HOUR, 'zh')).toContain('2')
    expect(formatRuntime(2 * DAY + 3 * HOUR, 'zh')).toMatch(/天/)
  })
})
