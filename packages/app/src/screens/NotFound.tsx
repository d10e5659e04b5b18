import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { ErrorScreen } from '@atb/ui'

/** Spec section 8: 'Page Not Found: {path}'. */
export function Component() {
  const { pathname } = useLocation()
  const { t } = useLingui()
  return <ErrorScreen status={404} message={t`Page Not Found: ${pathname}`} homeHref="/" />
}
