import { createElement, useEffect, useMemo, useState, type ReactNode } from 'react'
import {
  matchRoutes,
  Navigate,
  NavigationType,
  useLocation,
  useNavigationType,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router'
import { sessionRedirect } from './guards'
import { loadMatches, matchesLoaded } from './lazyRoute'

export interface RoutePage {
  /** The page on screen: the last one whose modules had all loaded, or the error it hit. */
  element: ReactNode
  /** The location that element shows; it trails the URL while the next page loads. */
  location: Location
  /** From the moment the URL changes until its page can render. */
  pending: boolean
}

function Rethrow({ error }: { error: unknown }): never {
  throw error
}

/**
 * Navigation as the data router did it, in declarative mode. Every URL change first runs the
 * session guard, then loads the route modules the URL needs in parallel while the previous page
 * stays on screen; the new page renders once it is complete. Nothing loads while `paused`.
 */
export function useRoutePage(
  routes: RouteObject[],
  { paused = false }: { paused?: boolean } = {},
): RoutePage {
  const location = useLocation()
  const navigationType = useNavigationType()
  // Once per navigation, like a loader: a login stores its token before it navigates away, and
  // a re-render in between must not redirect the login page on its own.
  const redirect = useMemo(() => sessionRedirect(routes, location), [routes, location])
  const matches = useMemo(() => matchRoutes(routes, location), [routes, location])
  const ready = redirect === null && matchesLoaded(matches)
  const [shown, setShown] = useState<Location | null>(null)
  if (ready && shown !== location) setShown(location)
  const [failure, setFailure] = useState<{ location: Location; error: unknown } | null>(null)
  const [, setLoaded] = useState<Location | null>(null)

  useEffect(() => {
    if (paused || redirect !== null || matchesLoaded(matches)) return
    let live = true
    loadMatches(matches).then(
      () => live && setLoaded(location),
      (error: unknown) => live && setFailure({ location, error }),
    )
    return () => {
      live = false
    }
  }, [paused, redirect, matches, location])

  const current = ready ? location : shown
  // Always given a location, so the page's tree keeps its shape when the URL catches up.
  const routed = useRoutes(routes, current ?? location)
  if (failure?.location === location) {
    return { element: createElement(Rethrow, { error: failure.error }), location, pending: false }
  }
  const page = current ? routed : null
  if (redirect === null) return { element: page, location: current ?? location, pending: !ready }
  return {
    element: (
      <>
        {page}
        {/* The guarded URL never shows; it leaves history the way a loader's redirect did. */}
        <Navigate to={redirect} replace={navigationType !== NavigationType.Pop} />
      </>
    ),
    location: current ?? location,
    pending: true,
  }
}
