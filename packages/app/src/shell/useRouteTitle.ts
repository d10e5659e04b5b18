import { matchRoutes, useLocation } from 'react-router'
import { useLingui } from '@lingui/react'
import { routes, type RouteHandle } from '../router/routes'

/** The handle of the deepest route matching a path that declares a title. */
function titledHandle(pathname: string): RouteHandle | undefined {
  const matches = matchRoutes(routes, pathname) ?? []
  return [...matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.title)
    ?.route.handle as RouteHandle | undefined
}

/** The translated title of the deepest route matching the path (the current page by default), or undefined. */
export function useRouteTitle(pathname?: string): string | undefined {
  const current = useLocation().pathname
  const { i18n } = useLingui()
  const handle = titledHandle(pathname ?? current)
  return handle?.title
    ? i18n._(handle.title.id, undefined, { message: handle.title.message })
    : undefined
}
