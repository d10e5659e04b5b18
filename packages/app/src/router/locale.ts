import {
  defaultProductLocale,
  isProductLocale,
  productLocales,
  type ProductLocale,
} from '@atb/contract'

/** English has no prefix; the others live under /th, /cn, /kr, /vn (decision 003). */
export const prefixedLocales = productLocales.filter((code) => code !== defaultProductLocale)

export function splitLocale(pathname: string): { locale: ProductLocale; path: string } {
  const [, first, ...rest] = pathname.split('/')
  if (first && first !== defaultProductLocale && isProductLocale(first)) {
    return { locale: first, path: `/${rest.join('/')}` }
  }
  return { locale: defaultProductLocale, path: pathname || '/' }
}

export function withLocale(path: string, locale: ProductLocale): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultProductLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}
