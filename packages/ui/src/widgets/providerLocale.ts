/**
 * The app's language and colour mode as the charting provider spells them. The provider has its
 * own locale codes (Korean is `kr`, Thai `th_TH`), and the advanced chart calls its colour option
 * `theme` where the embedded widgets call it `colorTheme`.
 */

/** The provider's locale codes for the app's five languages. */
export type ProviderLocale = 'en' | 'th_TH' | 'zh_CN' | 'kr' | 'vi_VN'

/** The provider's two colour themes. */
export type ProviderTheme = 'light' | 'dark'

const LOCALES: Record<string, ProviderLocale> = {
  en: 'en',
  th: 'th_TH',
  zh: 'zh_CN',
  cn: 'zh_CN',
  ko: 'kr',
  vi: 'vi_VN',
}

/** The provider's locale for an app language (`en`, `th`, `zh`/`cn`, `ko`, `vi`, or a tag like `th-TH`); English otherwise. */
export function providerLocale(language: string): ProviderLocale {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? ''
  return LOCALES[base] ?? 'en'
}
