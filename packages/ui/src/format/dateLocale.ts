// Apart from format.ts so the shell's I18nProvider (AriaLocale) does not bring the formatter
// into the first page (decision 004).

/**
 * Thai defaults to the Buddhist calendar (2569 for 2026). Exchanges, candles and the charts'
 * time axis all count Gregorian years, so traders read dates in Gregorian, in Thai words.
 */
export function dateLocaleOf(locale: string): string {
  const parsed = new Intl.Locale(locale)
  return parsed.language === 'th'
    ? new Intl.Locale(locale, { calendar: 'gregory' }).toString()
    : locale
}
