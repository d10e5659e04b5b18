import { lazy, Suspense, useEffect, useState } from 'react'
import { Navigate, useLocation } from 'react-router'
import { I18nProvider } from '@lingui/react'
import { useSelector } from '@xstate/react'
import type { ProductLocale } from '@atb/contract'
import { AriaLocale, LoadingOverlay } from '@atb/ui'
import { activateLocale, i18n } from '../i18n/i18n'
import { AriaRouter } from '../router/AriaRouter'
import { splitLocale, withLocale } from '../router/locale'
import { routes } from '../router/routes'
import { useRoutePage } from '../router/useRoutePage'
import { toastActor } from '../services/toast'
import { preferredLocale } from './preferences'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { useDocumentTitle } from './useDocumentTitle'

// The toast region has nothing to show until the first toast; it loads then, not with the page.
const ToastHost = lazy(() =>
  import('../services/ToastHost').then((m) => ({ default: m.ToastHost })),
)

function DocumentTitle({ pathname }: { pathname: string }) {
  useDocumentTitle(pathname)
  return null
}

/**
 * The root of every page: the language from the URL prefix, RAC links routed through React
 * Router, the title template, the page for the URL behind its error boundary, the navigation
 * overlay (spec: shows at page start, hides at page finish) and the toast region.
 */
export function AppShell() {
  const location = useLocation()
  const { locale, path } = splitLocale(location.pathname)
  const [active, setActive] = useState<ProductLocale | null>(null)
  // Only the first page of a visit follows the cookie; after that the URL is the truth.
  const [initialLocale] = useState(preferredLocale)
  const redirect = active === null && locale === 'en' && initialLocale !== 'en'
  const toasting = useSelector(toastActor, (s) => s.context.current !== null)
  const [toasted, setToasted] = useState(false)
  if (toasting && !toasted) setToasted(true)

  useEffect(() => {
    if (redirect) return
    let live = true
    void activateLocale(locale).then(() => live && setActive(locale))
    return () => {
      live = false
    }
  }, [locale, redirect])

  // After the language effect, so a page that needs the whole catalogue gets it in that language.
  const page = useRoutePage(routes, { paused: redirect })

  if (redirect) {
    return (
      <Navigate replace to={withLocale(path, initialLocale) + location.search + location.hash} />
    )
  }

  return (
    <I18nProvider i18n={i18n}>
      <AriaLocale>
        <AriaRouter>
          {active ? (
            <>
              <DocumentTitle pathname={page.location.pathname} />
              <RouteErrorBoundary location={page.location}>
                {/* While the next page loads, the one behind the overlay is out of reach, as under a dialog. */}
                <div
                  style={{ display: 'contents' }}
                  inert={page.pending}
                  aria-hidden={page.pending || undefined}
                >
                  <Suspense fallback={null}>{page.element}</Suspense>
                </div>
              </RouteErrorBoundary>
              {toasted ? (
                <Suspense fallback={null}>
                  <ToastHost />
                </Suspense>
              ) : null}
            </>
          ) : null}
          {/* Before the first catalogue no text can be translated: the overlay is only busy. */}
          <LoadingOverlay
            isVisible={active !== locale || page.pending}
            label={active ? undefined : null}
          />
        </AriaRouter>
      </AriaLocale>
    </I18nProvider>
  )
}
