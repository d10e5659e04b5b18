import { useEffect } from 'react'
import { isRouteErrorResponse, useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { ErrorScreen } from '@atb/ui'
import { isChunkLoadError, recoveryTarget } from './chunkErrors'

/** The generic error screen; a failed chunk or stylesheet load reloads silently instead (spec section 2). */
export function RouteError({ error }: { error: unknown }) {
  const location = useLocation()
  const { t } = useLingui()
  const chunkFailure = isChunkLoadError(error)

  useEffect(() => {
    if (chunkFailure) {
      window.location.assign(
        recoveryTarget(location.pathname + location.search, window.sessionStorage),
      )
    }
  }, [chunkFailure, location.pathname, location.search])

  if (chunkFailure) return null
  const status = isRouteErrorResponse(error) ? error.status : 500
  const message = isRouteErrorResponse(error)
    ? error.statusText || t`Something went wrong.`
    : t`Something went wrong. Please try again.`
  return <ErrorScreen status={status} message={message} homeHref="/" />
}
