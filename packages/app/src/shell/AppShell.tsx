import { lazy, Suspense, useEffect, useState } from 'react'
import { Navigate, Outlet, useHref, useLocation, useNavigate, useNavigation } from 'react-router'
import { RouterProvider } from 'react-aria-components'
import { I18nProvider } from '@lingui/react'
import type { ProductLocale } from '@atb/contract'
import { LoadingOverlay } from '@atb/ui'
import { activateLocale, i18n } from '../i18n/i18n'
import { splitLocale, withLocale } from '../router/locale'
import { preferredLocale } from './preferences'
import { useDocumentTitle } from './useDocumentTitle'

// The toast region is not needed for the first paint; it loads with the first idle moment.
const ToastHost = lazy(() => import('../services/ToastHost').then((m) => ({ default: m.ToastHost })))

function DocumentTitle() {
  useDocumentTitle()
  return null
}

/**
 * The root of every route: the language from the URL prefix, RAC links routed through React
 * Router, the title template, the navigation overlay (spec: shows at page start, hides at page
 * finish) and the toast region.
 */
export function AppShell() {
  const location = useLocation()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const { locale, path } = splitLocale(location.pathname)
  const [active, setActive] = useState<ProductLocale | null>(null)
  // Only the first page of a visit follows the cookie; after that the URL is the truth.
  const [initialLocale] = useState(preferredLocale)
  const redirect = active === null && locale === 'en' && initialLocale !== 'en'

  useEffect(() => {
    if (redirect) return
    let live = true
    void activateLocale(locale).then(() => live && setActive(locale))
    return () => {
      live = false
    }
  }, [locale, redirect])

  if (redirect) {
    return <Navigate replace to={withLocale(path, initialLocale) + location.search + location.hash} />
  }

  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
        {active ? (
          <>
            <DocumentTitle />
            <Outlet />
            <Suspense fallback={null}>
              <ToastHost />
            </Suspense>
          </>
        ) : null}
        <LoadingOverlay isVisible={active !== locale || navigation.state === 'loading'} />
      </RouterProvider>
    </I18nProvider>
  )
}
