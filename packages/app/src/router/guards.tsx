import { matchRoutes, type Path, type RouteObject } from 'react-router'
import { createActor } from 'xstate'
import { safeRedirect } from '@atb/machines'
import { sessionFlow } from '../services/sessionCheck'
import { session } from '../services/session'
import { splitLocale, withLocale } from './locale'

/** public: logged-out visitors only; protected: logged-in users only; open: everyone (policy, 404). */
export type Access = 'public' | 'protected' | 'open'

/** The query parameter /login reads to send the user back after signing in. */
export const REDIRECT_PARAM = 'redirect'

let started = false

/**
 * The startup session check (spec section 4), once per page load: the session machine clears a
 * stale or expired session synchronously and loads the profile in the background.
 */
export function startSession() {
  if (started) return
  started = true
  const { token, user } = session.get()
  createActor(sessionFlow, {
    input: { token, loggedIn: token !== null, user, now: Date.now() },
  }).start()
}

/** The access of the deepest matched route that declares one; protected unless said otherwise. */
export function accessOf(routes: RouteObject[], pathname: string): Access {
  const matches = matchRoutes(routes, pathname) ?? []
  for (const match of [...matches].reverse()) {
    const access = (match.route.handle as { access?: Access } | undefined)?.access
    if (access) return access
  }
  return 'protected'
}

/** Where /login sends a user back to: a path on this site without its locale prefix. */
export function redirectTarget(search: string): string {
  return safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM))
}

/**
 * The session guard, run on every navigation: where a logged-out visitor on a protected route
 * goes (/login, with the full path and query remembered) and where a logged-in user on a public
 * route goes (/), the locale prefix kept both ways. Null when the page may show.
 */
export function sessionRedirect(
  routes: RouteObject[],
  { pathname, search }: Pick<Path, 'pathname' | 'search'>,
): string | null {
  startSession()
  const { locale, path } = splitLocale(pathname)
  const access = accessOf(routes, pathname)
  const loggedIn = session.isLoggedIn()
  if (access === 'protected' && !loggedIn) {
    const back = new URLSearchParams({ [REDIRECT_PARAM]: `${path}${search}` })
    return `${withLocale('/login', locale)}?${back.toString()}`
  }
  if (access === 'public' && loggedIn) return withLocale('/', locale)
  return null
}
