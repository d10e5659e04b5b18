import { createHash } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { API_PREFIX, endpoints as E } from '@atb/contract'
import {
  PERMISSIONS_POLICY,
  PROVIDER_FRAME_HOSTS,
  PROVIDER_SCRIPT_HOSTS,
} from '../lib/security-headers'
import { call, PASSWORD, startTestApp, type TestApp } from '../test/harness'
import { cspDirectives } from '../test/net'

const BOOTSTRAP = "document.documentElement.dataset.theme='dark'"

/** A built app with one inline script, as the colour-mode bootstrap is. */
function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'atb-headers-'))
  writeFileSync(join(dir, 'index.html'), `<!doctype html><script>${BOOTSTRAP}</script>`)
  return dir
}

const setCookies = (res: LightMyRequestResponse) => {
  const header = res.headers['set-cookie']
  return header === undefined ? [] : Array.isArray(header) ? header : [header]
}

/** Security headers on real responses of a server behind http and behind https (decision 075). */
describe.each(['https://bots.example.com', 'http://127.0.0.1:3000'])('headers for %s', (url) => {
  const https = url.startsWith('https:')
  let t: TestApp
  const responses: LightMyRequestResponse[] = []
  beforeAll(async () => {
    t = await startTestApp('pglite', { publicUrl: url, staticDir: builtApp(), host: null })
    const page = await t.app.inject({ url: '/wallet', headers: { accept: 'text/html' } })
    const api = await t.app.inject({ url: `${API_PREFIX}/profile` })
    const missing = await t.app.inject({ url: `${API_PREFIX}/no-such` })
    expect([page.statusCode, api.statusCode, missing.statusCode]).toEqual([200, 401, 404])
    responses.push(page, api, missing)
  })
  afterAll(() => t.close())

  it('allows scripts, frames and connections from exactly self and the charting widgets', () => {
    const hash = `'sha256-${createHash('sha256').update(BOOTSTRAP).digest('base64')}'`
    for (const res of responses) {
      const policy = cspDirectives(String(res.headers['content-security-policy']))
      expect(policy['script-src']).toEqual(["'self'", hash, ...PROVIDER_SCRIPT_HOSTS])
      expect(policy['frame-src']).toEqual(["'self'", ...PROVIDER_FRAME_HOSTS])
      expect(policy['connect-src']).toEqual(["'self'"])
      expect(policy['default-src']).toEqual(["'self'"])
      expect(policy['object-src']).toEqual(["'none'"])
      expect(policy['frame-ancestors']).toEqual(["'none'"])
    }
  })

  it(`sends HSTS ${https ? 'for a year with subdomains' : 'never over plain http'}`, () => {
    for (const res of responses)
      expect(res.headers['strict-transport-security']).toBe(
        https ? 'max-age=31536000; includeSubDomains' : undefined,
      )
  })

  it('forbids sniffing, referrers and the browser features the app never uses', () => {
    for (const res of responses) {
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY)
      expect(res.headers['permissions-policy']).toContain('camera=()')
    }
  })

  it('sets no cookie: sessions travel as bearer tokens', async () => {
    // Every flow that starts, uses or ends a session. A cookie added one day must be HttpOnly,
    // SameSite=Lax or Strict, and Secure under https: this test is where that is checked.
    const email = `cookies-${https ? 's' : 'p'}@headers.test`
    const sent = await call(t.app, E.otpSent, { email })
    const registered = await call(t.app, E.registerEmail, {
      email,
      otp_pin: t.mailer.otp(email),
      otp_token: sent.json.data.otp_token,
      password: PASSWORD,
      confirm_password: PASSWORD,
    })
    const login = await call(t.app, E.login, { username: email, password: PASSWORD })
    const token = login.json.data.token as string
    const profile = await call(t.app, E.profile, undefined, token)
    const google = await call(t.app, E.loginGoogle, { auth_code: 'code:h-1:goo@headers.test' })
    const logout = await call(t.app, E.logout, {}, token)
    const flows = [sent, registered, login, profile, google, logout]
    expect(flows.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect([...flows.map((r) => r.raw), ...responses].flatMap(setCookies)).toEqual([])
  })
})
