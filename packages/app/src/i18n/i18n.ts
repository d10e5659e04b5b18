import { i18n, type Messages } from '@lingui/core'
import { linguiLocaleOf, renderMessage, type Message, type MessageDescriptor, type ProductLocale } from '@atb/contract'

type Catalogue = { messages: Messages }
// One lazily loaded chunk per language: the first page only pays for its own.
const catalogues = import.meta.glob<Catalogue>('../../../../locales/*/messages.po')

/** Loads and activates a language's catalogue. Resolves once the UI can render in it. */
const loaded = new Set<string>()

// Until the first catalogue arrives, the loading overlay still needs an active locale.
i18n.activate('en')

export async function activateLocale(code: ProductLocale): Promise<void> {
  const locale = linguiLocaleOf(code)
  if (!loaded.has(locale)) {
    const load = catalogues[`../../../../locales/${locale}/messages.po`]
    const { messages } = load ? await load() : { messages: {} }
    i18n.load(locale, messages)
    loaded.add(locale)
  }
  i18n.activate(locale)
  document.documentElement.lang = locale
}

export { i18n }

/** Renders a contract message (descriptor + values, nested labels) in the active language. */
export function translateMessage(msg: Message | MessageDescriptor | string): string {
  if (typeof msg === 'string') return msg
  return renderMessage(msg, (d, values) => i18n._(d.id, values, { message: d.message }))
}
