import type { Plugin } from 'vite'

const escape = (text: string) => text.replace(/[$.*+?^()[\]{}|\\/-]/g, '\\$&')
// One entry of a React Aria `intlStrings.mjs` table: `"ar-AE": $ident,`.
const entry = /^\s*"([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*)": (\$[\w$]+),?$/gm

/**
 * React Aria ships its own strings ("Dismiss", long-press hints…) in 34 languages, and each
 * component that has any bundles all of them. This keeps, in each table, only the entries React
 * Aria's lookup (@internationalized/string: exact, then same language, then en-US) can pick for
 * the app's languages, so nothing a user can see changes (decision 004). Builds only.
 */
export function ariaLocales(languages: readonly string[]): Plugin {
  return {
    name: 'atb-aria-locales',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-aria(?:-components)?[\\/]dist[\\/].*intlStrings\.mjs$/ },
      handler(code) {
        const entries = [...code.matchAll(entry)].map(([, locale = '', ident = '']) => ({
          locale,
          ident,
        }))
        if (entries.length === 0) return null
        const keep = new Set(['en-US'])
        for (const language of languages) {
          const match =
            entries.find((e) => e.locale === language) ??
            entries.find((e) => e.locale.startsWith(`${language}-`))
          if (match) keep.add(match.locale)
        }
        let out = code
        for (const { locale, ident } of entries) {
          if (keep.has(locale)) continue
          out = out
            .replace(new RegExp(`^\\s*"${escape(locale)}": ${escape(ident)},?\\n`, 'm'), '')
            .replace(new RegExp(`^import ${escape(ident)} from "[^"]+";\\n`, 'm'), '')
        }
        return { code: out, map: null }
      },
    },
  }
}
