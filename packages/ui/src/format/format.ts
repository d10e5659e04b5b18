import { dateLocaleOf } from './dateLocale'
import { formatDateTime } from './dateTime'

export { dateLocaleOf }

/**
 * The one Intl-based formatter for money, prices, percents, quantities and dates. Every number
 * or date the UI shows goes through here, bound to the active Lingui locale.
 */
export interface Formatter {
  locale: string
  /** The locale dates are written in: Gregorian years everywhere (decision 005). */
  dateLocale: string
  /**
   * Fiat or stable-coin money with 2 decimals, e.g. "$1,234.50" or "1,234.50 USDT", or with
   * `places` decimals where a line must show more.
   */
  money(value: number, currency?: string, places?: number): string
  /** A price with as many decimals as it needs (4 to 8 for small coins). */
  price(value: number): string
  /** A ratio in percent points (12.5 → "12.50%"); `signed` adds "+" for gains. */
  percent(value: number, options?: { signed?: boolean }): string
  /** A profit or loss with a leading sign, e.g. "+12.30 USDT". */
  pnl(value: number, currency?: string, places?: number): string
  /** A plain number with grouping. */
  number(value: number, maximumFractionDigits?: number): string
  /** A large amount in the locale's short form, e.g. "1.2B" or "12亿" (volumes, market size). */
  compact(value: number): string
  /** A short date and time. */
  dateTime(value: Date | number | string): string
  /** A date without time. */
  date(value: Date | number | string): string
  /** A span of time, its dates and times written once where they repeat ("Nov 30, 2:00 – 4:00 PM"). */
  dateTimeRange(from: Date | number | string, to: Date | number | string): string
  /** "3 minutes ago" style relative time. */
  relative(value: Date | number | string, now?: number): string
  /** Items joined as the language does: "A, B and C", "A、B和C". */
  list(items: readonly string[]): string
}

const FIAT = new Set(['USD', 'EUR', 'THB', 'CNY', 'KRW', 'VND', 'JPY', 'GBP'])

function priceDigits(value: number): number {
  const abs = Math.abs(value)
  if (abs === 0 || abs >= 1000) return 2
  if (abs >= 1) return 4
  return Math.min(8, 5 - Math.floor(Math.log10(abs)))
}

const cache = new Map<string, Formatter>()

export function createFormatter(locale: string): Formatter {
  const cached = cache.get(locale)
  if (cached) return cached
  const nf = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options)
  const asDate = (value: Date | number | string) =>
    value instanceof Date ? value : new Date(value)
  const money = (value: number, currency = 'USDT', places?: number) => {
    const digits =
      places === undefined ? {} : { minimumFractionDigits: places, maximumFractionDigits: places }
    return FIAT.has(currency)
      ? nf({ style: 'currency', currency, ...digits }).format(value)
      : `${nf({ minimumFractionDigits: 2, maximumFractionDigits: 2, ...digits }).format(value)} ${currency}`
  }
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  const dateLocale = dateLocaleOf(locale)
  const formatter: Formatter = {
    locale,
    dateLocale,
    money,
    price: (value) => {
      const digits = priceDigits(value)
      return nf({
        minimumFractionDigits: Math.min(digits, 2),
        maximumFractionDigits: digits,
      }).format(value)
    },
    // Negative figures use the minus sign (U+2212), as PnL does, not Intl's hyphen.
    percent: (value, options) =>
      nf({
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        signDisplay: options?.signed ? 'exceptZero' : 'auto',
      })
        .format(value / 100)
        .replace('-', '−'),
    pnl: (value, currency = 'USDT', places) => {
      const text = money(Math.abs(value), currency, places)
      return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text
    },
    number: (value, maximumFractionDigits = 8) => nf({ maximumFractionDigits }).format(value),
    compact: (value) => nf({ notation: 'compact', maximumFractionDigits: 2 }).format(value),
    dateTime: (value) => formatDateTime(locale, value),
    date: (value) =>
      new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium' }).format(asDate(value)),
    dateTimeRange: (from, to) =>
      new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeStyle: 'short' }).formatRange(
        asDate(from),
        asDate(to),
      ),
    relative: (value, now = Date.now()) => {
      const seconds = Math.round((asDate(value).getTime() - now) / 1000)
      const units: [Intl.RelativeTimeFormatUnit, number][] = [
        ['year', 31_536_000],
        ['month', 2_592_000],
        ['day', 86_400],
        ['hour', 3600],
        ['minute', 60],
      ]
      for (const [unit, size] of units) {
        if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit)
      }
      return rtf.format(seconds, 'second')
    },
    list: (items) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items),
  }
  cache.set(locale, formatter)
  return formatter
}
