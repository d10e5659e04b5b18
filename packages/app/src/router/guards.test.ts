import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createMachine } from 'xstate'
import { session } from '../services/session'
import { accessOf, redirectTarget, sessionRedirect } from './guards'
import { routes } from './routes'

// The startup check's real machine fetches the profile; here it only counts its starts.
const checks = vi.hoisted(() => ({ started: 0 }))
vi.mock('../services/sessionCheck', async (original) => ({
  ...(await original<object>()),
  sessionFlow: createMachine({ entry: () => void (checks.started += 1) }),
}))

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://app')
  return sessionRedirect(routes, { pathname, search })
}

describe('session guard', () => {
  beforeEach(() => session.clear())

  it('reads each route’s access from the table, protected unless it says otherwise', () => {
    expect(accessOf(routes, '/login')).toBe('public')
    expect(accessOf(routes, '/th/signup/verify')).toBe('public')
    expect(accessOf(routes, '/policy')).toBe('open')
    expect(accessOf(routes, '/no/such/page')).toBe('open')
    expect(accessOf(routes, '/profile/edit')).toBe('protected')
    expect(accessOf(routes, '/')).toBe('protected')
  })

  it('sends a logged-out visitor on a protected page to /login, remembering the path and query without the language', () => {
    expect(at('/profile/edit?tab=x')).toBe('/login?redirect=%2Fprofile%2Fedit%3Ftab%3Dx')
    expect(at('/th/profile')).toBe('/th/login?redirect=%2Fprofile')
    expect(redirectTarget('?redirect=%2Fprofile%2Fedit%3Ftab%3Dx')).toBe('/profile/edit?tab=x')
  })

  it('sends a logged-in user away from the public pages to home, in their language', () => {
    session.storeToken('token')
    expect(at('/login')).toBe('/')
    expect(at('/cn/forgot-password')).toBe('/cn')
  })

  it('starts the session check once per page load, however many navigations follow', () => {
    at('/login')
    at('/profile')
    at('/th/policy')
    expect(checks.started).toBe(1)
  })

  it('lets everyone else through', () => {
    expect(at('/login')).toBeNull()
    expect(at('/policy')).toBeNull()
    expect(at('/nope')).toBeNull()
    session.storeToken('token')
    expect(at('/kr/profile')).toBeNull()
    expect(at('/policy')).toBeNull()
  })
})
