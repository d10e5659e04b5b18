import { Outlet, useLocation, useNavigate } from 'react-router'
import { BlankLayout } from '@atb/ui'
import { splitLocale, withLocale } from '../../router/locale'
import { usePreferenceMenus } from '../preferences'
import { useRouteTitle } from '../useRouteTitle'

/** Focused tasks (wizard, settings sub-pages): a small header with back, no main navigation. */
export function Component() {
  const navigate = useNavigate()
  const { locale } = splitLocale(useLocation().pathname)
  return (
    <BlankLayout
      title={useRouteTitle()}
      homeHref={withLocale('/', locale)}
      preferences={usePreferenceMenus()}
      onBack={() =>
        window.history.length > 1 ? void navigate(-1) : void navigate(withLocale('/', locale))
      }
    >
      <Outlet />
    </BlankLayout>
  )
}
