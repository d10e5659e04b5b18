import { useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react'
import { providerLocale, type ProviderLocale, type ProviderTheme } from './providerLocale'

const DARK = '(prefers-color-scheme: dark)'

/** The colour mode in effect: <html data-theme>, or the system's when it says `system` or nothing. */
function resolvedTheme(): ProviderTheme {
  const chosen = document.documentElement.dataset.theme
  if (chosen === 'light' || chosen === 'dark') return chosen
  return window.matchMedia(DARK).matches ? 'dark' : 'light'
}

function subscribe(listener: () => void) {
  const observer = new MutationObserver(listener)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  const media = window.matchMedia(DARK)
  media.addEventListener('change', listener)
  return () => {
    observer.disconnect()
    media.removeEventListener('change', listener)
  }
}

/**
 * The page's language and colour mode as the provider spells them, following changes: a widget
 * given these loads again in the new language or theme (its configuration changed).
 */
export function useProviderPreferences(): { locale: ProviderLocale; theme: ProviderTheme } {
  const { i18n } = useLingui()
  const theme = useSyncExternalStore(subscribe, resolvedTheme, () => 'light' as const)
  return { locale: providerLocale(i18n.locale || 'en'), theme }
}
