/** The product's URL and cookie codes (spec section 1) and the Lingui locales behind them. */
export const productLocales = ['en', 'th', 'cn', 'kr', 'vn'] as const
export type ProductLocale = (typeof productLocales)[number]

export const linguiLocales = ['en', 'th', 'zh', 'ko', 'vi'] as const
export type LinguiLocale = (typeof linguiLocales)[number]

const toLingui: Record<ProductLocale, LinguiLocale> = {
  en: 'en',
  th: 'th',
  cn: 'zh',
  kr: 'ko',
  vn: 'vi',
}
const toProduct: Record<LinguiLocale, ProductLocale> = {
  en: 'en',
  th: 'th',
  zh: 'cn',
  ko: 'kr',
  vi: 'vn',
}

/** BCP 47 tags for Intl formatting; Chinese is shown in Simplified script. */
export const intlLocale: Record<LinguiLocale, string> = {
  en: 'en-US',
  th: 'th-TH',
  zh: 'zh-CN',
  ko: 'ko-KR',
  vi: 'vi-VN',
}

/** The name of each language in itself, for the language menu. */
export const localeNames: Record<ProductLocale, string> = {
  en: 'English',
  th: 'ไทย',
  cn: '中文',
  kr: '한국어',
  vn: 'Tiếng Việt',
}

export const defaultProductLocale: ProductLocale = 'en'

export function isProductLocale(value: unknown): value is ProductLocale {
  return typeof value === 'string' && (productLocales as readonly string[]).includes(value)
}

export function linguiLocaleOf(code: ProductLocale): LinguiLocale {
  return toLingui[code]
}

export function productLocaleOf(locale: LinguiLocale): ProductLocale {
  return toProduct[locale]
}

/** The language cookie (spec section 9): 365 days, path /, sameSite lax. */
export const localeCookie = {
  name: 'i18n_redirected',
  maxAgeDays: 365,
  path: '/',
  sameSite: 'lax',
} as const
