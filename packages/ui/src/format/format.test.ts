import { describe, expect, it } from 'vitest'
import { createFormatter } from './format'

describe('formatter', () => {
  const en = createFormatter('en')

  it('formats money, signed PnL and percents', () => {
    expect(en.money(1234.5)).toBe('1,234.50 USDT')
    expect(en.money(1234.5, 'USD')).toBe('$1,234.50')
    expect(en.pnl(12.3)).toBe('+12.30 USDT')
    expect(en.pnl(-12.3)).toBe('−12.30 USDT')
    // A line that must add up asks for more decimals.
    expect(en.pnl(-15.0845, 'USDT', 3)).toBe('−15.085 USDT')
    expect(en.money(0.605, 'USD', 3)).toBe('$0.605')
    expect(en.percent(12.5, { signed: true })).toBe('+12.50%')
    expect(en.percent(-3.1, { signed: true })).toBe('−3.10%')
    expect(en.percent(-3.1)).toBe('−3.10%')
  })

  it('gives small prices enough decimals', () => {
    expect(en.price(65000.123)).toBe('65,000.12')
    expect(en.price(1.23456)).toBe('1.2346')
    expect(en.price(0.00162008)).toBe('0.00162008')
  })

  it('writes large amounts short, in the locale’s own units', () => {
    expect(en.compact(1_234_567_890)).toBe('1.23B')
    expect(createFormatter('zh-CN').compact(1_234_567_890)).toBe('12.35亿')
    expect(createFormatter('ko').compact(1_234_567_890)).toBe('12.35억')
    expect(en.compact(950)).toBe('950')
  })

  it('writes a span of time once, in the locale’s words', () => {
    const from = new Date(2025, 10, 30, 14)
    const to = new Date(2025, 11, 30, 14)
    // Intl writes narrow and thin spaces around the times and the dash.
    const range = (a: Date, b: Date) =>
      createFormatter('en').dateTimeRange(a, b).replace(/\s/g, ' ')
    expect(range(from, to)).toBe('Nov 30, 2025, 2:00 PM – Dec 30, 2025, 2:00 PM')
    expect(range(from, new Date(2025, 10, 30, 16))).toBe('Nov 30, 2025, 2:00 – 4:00 PM')
  })

  it('follows the locale', () => {
    expect(createFormatter('vi').number(1234.5)).toBe('1.234,5')
    expect(createFormatter('en').relative(Date.now() - 3 * 60_000)).toBe('3 minutes ago')
    expect(createFormatter('en').list(['A', 'B', 'C'])).toBe('A, B, and C')
    expect(createFormatter('zh-CN').list(['甲', '乙', '丙'])).toBe('甲、乙和丙')
  })

  it('writes Thai dates with Gregorian years, in Thai, like the exchanges and the chart axis', () => {
    const th = createFormatter('th')
    const day = Date.UTC(2026, 10, 21, 12)
    expect(th.date(day)).toContain('2026')
    expect(th.date(day)).not.toContain('2569')
    expect(th.date(day)).toMatch(/พ\.ย\./)
    expect(th.dateLocale).toBe('th-u-ca-gregory')
    expect(th.dateTimeRange(day, day + 30 * 86_400_000)).toContain('2026')
    expect(th.dateTimeRange(day, day + 30 * 86_400_000)).not.toContain('2569')
    expect(createFormatter('zh').dateLocale).toBe('zh')
  })
})
