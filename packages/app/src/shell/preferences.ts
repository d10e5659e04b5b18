import { useCallback } from 'react'
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
  return { locale, locales, onLocaleChange, colorMode, onColorModeChange }
}
