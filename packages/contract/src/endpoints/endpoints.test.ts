import { describe, expect, it } from 'vitest'
import { API_PREFIX } from '../constants'
import { isErrorCode } from '../errors'
import { endpoints, testEndpoints, type AnyEndpoint } from '.'

const all: [string, AnyEndpoint][] = Object.entries({ ...endpoints, ...testEndpoints })

describe('endpoint descriptors', () => {
  it('gives every endpoint its own method and path, under the API prefix', () => {
    const routes = all.map(([, e]) => `${e.method} ${API_PREFIX}${e.path}`)
    expect(new Set(routes).size).toBe(routes.length)
    const paths = all.map(([, e]) => e.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const [name, e] of all) {
      expect(`${API_PREFIX}${e.path}`, name).toMatch(/^\/v\d+\/[a-z_/-]+[a-z]$/)
      expect(['GET', 'POST'], name).toContain(e.method)
    }
  })

  it('keeps the names spec section 7 gives', () => {
    expect(endpoints.login).toMatchObject({ method: 'POST', path: '/login', auth: false })
    expect(endpoints.loginGoogleAddCode.path).toBe('/login/google/add_code')
    expect(endpoints.logout).toMatchObject({ method: 'GET', path: '/logout', auth: true })
    expect(endpoints.profile).toMatchObject({ method: 'GET', path: '/profile', auth: true })
    expect(endpoints.registerEmail.path).toBe('/register/email')
    expect(endpoints.emailCheckExist.path).toBe('/email/check_exist')
    expect(endpoints.otpSent.path).toBe('/email/otp/sent')
  })

  it('declares known codes, and puts field errors only on fields of its own request', () => {
    for (const [name, e] of all) {
      expect(e.summary, name).not.toBe('')
      for (const code of e.errors) expect(isErrorCode(code), `${name} ${code}`).toBe(true)
      const fields = Object.keys(e.request.fields)
      for (const [code, field] of Object.entries(e.fields ?? {})) {
        expect(e.errors, name).toContain(code)
        expect(fields, name).toContain(field)
      }
    }
  })
})
