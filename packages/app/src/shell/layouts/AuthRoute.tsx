import { Outlet } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { AuthLayout } from '@atb/ui'
import { usePreferenceMenus } from '../preferences'
import { useRouteTitle } from '../useRouteTitle'

/** Login, signup and recovery: the auth layout titled by the route (spec section 2). */
export function Component() {
  const { t } = useLingui()
  return (
    <AuthLayout
      title={useRouteTitle()}
      preferences={usePreferenceMenus()}
      tagline={t`Grid, DCA, futures and signal bots that trade for you around the clock.`}
    >
      <Outlet />
    </AuthLayout>
  )
}
