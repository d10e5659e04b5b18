import { useCallback, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { createActor } from 'xstate'
import { useSelector } from '@xstate/react'
import { colorModeMachine, localeMachine, type ColorMode } from '@atb/machines'
import {
  linguiLocaleOf,
  localeCookie,
  localeNames,
  productLocales,
  type ProductLocale,
} from '@atb/contract'
import type { PreferenceMenusProps } from '@atb/ui'
import { splitLocale, withLocale } from '../router/locale'

const COLOR_MODE_KEY = 'color-mode'

/** Colour mode (spec section 4): persisted in localStorage, applied as `data-theme` on <html>. */
export const colorModeActor = createActor(
  colorModeMachine.provide({
    actions: {
      persistColorMode: (_, { mode }) => localStorage.setItem(COLOR_MODE_KEY, mode),
      applyColorMode: (_, { mode }) => {
        document.documentElement.dataset.theme = mode
      },
    },
  }),
  { input: { stored: localStorage.getItem(COLOR_MODE_KEY) } },
).start()

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null
}

/** Language preference (spec section 4): the `i18n_redirected` cookie, default en. */
export const localeActor = createActor(
  localeMachine.provide({
    actions: {
      writeCookie: (_, cookie) => {
        const maxAge = cookie.maxAgeDays * 24 * 60 * 60
        document.cookie = `${cookie.name}=${encodeURIComponent(cookie.value)}; max-age=${maxAge}; path=${cookie.path}; samesite=${cookie.sameSite}`
      },
    },
  }),
  { input: { cookie: readCookie(localeCookie.name) } },
).start()

export function useColorMode(): [ColorMode, (mode: ColorMode) => void] {
  const mode = useSelector(colorModeActor, (s) => s.context.preference)
  const set = useCallback(
    (next: ColorMode) => colorModeActor.send({ type: 'colorMode.set', mode: next }),
    [],
  )
  return [mode, set]
}

/** The remembered language, for sending unprefixed visits to the user's language (decision 003). */
export const preferredLocale = (): ProductLocale => localeActor.getSnapshot().context.locale

/**
 * Each language's pages are their own branch of the route table, so switching language mounts
 * the layout anew and the menu's trigger with it. The new layout's language button takes the
 * focus back, so a keyboard user goes on from where they were (WCAG 2.4.3).
 */
let languageFocusUntil = 0
const LANGUAGE_TRIGGER = '[data-preference="language"]'

function useLanguageFocusHandOver() {
  useEffect(() => {
    if (performance.now() > languageFocusUntil) return
    languageFocusUntil = 0
    const active = document.activeElement
    if (active && active !== document.body && active.isConnected) return
    document.querySelector<HTMLElement>(LANGUAGE_TRIGGER)?.focus()
  }, [])
}

/** Switches language, keeping the current page, query and hash, and remembers it in the cookie. */
export function useLocaleSwitch() {
  const location = useLocation()
  const navigate = useNavigate()
  return useCallback(
    (code: string) => {
      localeActor.send({ type: 'locale.set', locale: code })
      const chosen = localeActor.getSnapshot().context.locale
      if (chosen !== code) return
      const { path } = splitLocale(location.pathname)
      // Chosen from the open menu (its item has the focus) or with the trigger focused.
      const focus = document.activeElement
      if (focus?.closest(`${LANGUAGE_TRIGGER}, [role="menu"]`))
        languageFocusUntil = performance.now() + 5000
      void navigate(withLocale(path, chosen) + location.search + location.hash)
    },
    [location, navigate],
  )
}

const locales = productLocales.map((code) => ({
  code,
  name: localeNames[code],
  lang: linguiLocaleOf(code),
}))

/** What every layout's language and colour-mode menus show and do, bound once for all three. */
export function usePreferenceMenus(): PreferenceMenusProps {
  const { locale } = splitLocale(useLocation().pathname)
  const [colorMode, onColorModeChange] = useColorMode()
  const onLocaleChange = useLocaleSwitch()
  useLanguageFocusHandOver()
  return { locale, locales, onLocaleChange, colorMode, onColorModeChange }
}
