import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router'
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
  createActor(sessionFlow, { input: { token, loggedIn: token !== null, user } }).start()
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
 * The root loader: a logged-out visitor on a protected route goes to /login with the full path
 * (query included) remembered; a logged-in user on a public route goes to /. The locale prefix
 * is kept both ways.
 */
export function sessionGuard(routes: () => RouteObject[]) {
  return ({ request }: LoaderFunctionArgs) => {
    startSession()
    const url = new URL(request.url)
    const { locale, path } = splitLocale(url.pathname)
    const access = accessOf(routes(), url.pathname)
    const loggedIn = session.isLoggedIn()
    if (access === 'protected' && !loggedIn) {
      const back = new URLSearchParams({ [REDIRECT_PARAM]: `${path}${url.search}` })
      throw redirect(`${withLocale('/login', locale)}?${back.toString()}`)
    }
    if (access === 'public' && loggedIn) throw redirect(withLocale('/', locale))
    return null
  }
}

/** Every navigation re-checks the session, not only those that change the root's params. */
export const alwaysRevalidate = () => true
