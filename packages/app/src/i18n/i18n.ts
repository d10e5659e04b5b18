import { i18n, type Messages } from '@lingui/core'
import { linguiLocaleOf, type ProductLocale } from '@atb/contract'

type Catalogue = { messages: Messages }
// One lazily loaded chunk per language: the first page only pays for its own.
const catalogues = import.meta.glob<Catalogue>('../../../../locales/*/messages.po')

/** Loads and activates a language's catalogue. Resolves once the UI can render in it. */
export async function activateLocale(code: ProductLocale): Promise<void> {
  const locale = linguiLocaleOf(code)
  if (i18n.locale === locale) return
  const load = catalogues[`../../../../locales/${locale}/messages.po`]
  const { messages } = load ? await load() : { messages: {} }
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
}

export { i18n }
