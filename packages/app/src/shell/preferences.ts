import { useCallback, useSyncExternalStore } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { isProductLocale, localeCookie, type ProductLocale } from '@atb/contract'
import type { ColorMode } from '@atb/ui'
import { splitLocale, withLocale } from '../router/locale'

const COLOR_MODE_KEY = 'color-mode'
const listeners = new Set<() => void>()

function readColorMode(): ColorMode {
  const saved = localStorage.getItem(COLOR_MODE_KEY)
  return saved === 'light' || saved === 'dark' ? saved : 'system'
}

function writeColorMode(mode: ColorMode) {
  localStorage.setItem(COLOR_MODE_KEY, mode)
  document.documentElement.dataset.theme = mode
  listeners.forEach((notify) => notify())
}

/** The saved colour preference (system, light, dark) and its setter. */
export function useColorMode(): [ColorMode, (mode: ColorMode) => void] {
  const mode = useSyncExternalStore(
    (notify) => {
      listeners.add(notify)
      return () => listeners.delete(notify)
    },
    readColorMode,
  )
  return [mode, writeColorMode]
}

export function writeLocaleCookie(code: ProductLocale) {
  const maxAge = localeCookie.maxAgeDays * 24 * 60 * 60
  document.cookie = `${localeCookie.name}=${code}; max-age=${maxAge}; path=${localeCookie.path}; samesite=${localeCookie.sameSite}`
}

/** Switches language, keeping the current page, query and hash; remembers it in the cookie. */
export function useLocaleSwitch() {
  const location = useLocation()
  const navigate = useNavigate()
  return useCallback(
    (code: string) => {
      if (!isProductLocale(code)) return
      writeLocaleCookie(code)
      const { path } = splitLocale(location.pathname)
      void navigate(withLocale(path, code) + location.search + location.hash)
    },
    [location, navigate],
  )
}
