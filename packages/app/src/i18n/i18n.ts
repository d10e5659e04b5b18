import { i18n, type Messages } from '@lingui/core'
import { formatDateTime } from '@atb/ui'
import {
  linguiLocaleOf,
  renderMessage,
  type Message,
  type MessageDescriptor,
  type ProductLocale,
} from '@atb/contract'

type Catalogue = { messages: Messages }
type Part = 'first' | 'rest'

// Each language's catalogue comes in two lazily loaded parts (vite.catalogue.ts, decision 004):
// the messages of the first page and the shell, and the rest, which loads with any other route.
const parts: Record<Part, Record<string, () => Promise<Catalogue>>> = {
  first: import.meta.glob<Catalogue>('../../../../locales/*/messages.po', { query: '?first' }),
  rest: import.meta.glob<Catalogue>('../../../../locales/*/messages.po', { query: '?rest' }),
}
const loading = new Map<string, Promise<void>>()
let full = false
// The language being activated, so that a route asking for the whole catalogue gets it in that one.
let target = 'en'

function loadPart(locale: string, part: Part): Promise<void> {
  const key = `${locale}?${part}`
  let done = loading.get(key)
  if (!done) {
    const load = parts[part][`../../../../locales/${locale}/messages.po`]
    done = (load ? load() : Promise.resolve({ messages: {} })).then(({ messages }) =>
      i18n.load(locale, messages),
    )
    // A failed load is tried again by the next caller.
    done.catch(() => loading.delete(key))
    loading.set(key, done)
  }
  return done
}

// Until the first catalogue arrives, the loading overlay still needs an active locale.
i18n.activate('en')

/** Loads and activates a language's catalogue. Resolves once the UI can render in it. */
export async function activateLocale(code: ProductLocale): Promise<void> {
  const locale = linguiLocaleOf(code)
  target = locale
  await loadPart(locale, 'first')
  if (full) await loadPart(locale, 'rest')
  i18n.activate(locale)
  document.documentElement.lang = locale
}

/** Loads the rest of the catalogue, for the language being shown and every one activated later. */
export function loadFullCatalogue(): Promise<void> {
  full = true
  return loadPart(target, 'rest')
}

export { i18n }

/**
 * Renders a contract message (descriptor + values, nested labels, instants in the reader's date
 * and time) in the active language.
 */
export function translateMessage(msg: Message | MessageDescriptor | string): string {
  if (typeof msg === 'string') return msg
  return renderMessage(
    msg,
    (d, values) => i18n._(d.id, values, { message: d.message }),
    (iso) => formatDateTime(i18n.locale || 'en', iso),
  )
}
