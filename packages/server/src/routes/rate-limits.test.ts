import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrors, endpoints as E, type EndpointName } from '@atb/contract'
import { databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { routeOptions } from './index'
import { defaultRateLimits } from '../lib/deps'

const MAX = 2
const rule = { max: MAX, timeWindow: 15 * 60_000 }

/** Who the limit counts: one address and the account named in the body, or one signed-in user. */
type Scope = 'address' | 'address and email' | 'address and username' | 'user'

/**
 * Every credential and money endpoint (issue 17), with a body the limiter sees: the limit runs
 * before validation, so refused bodies count as much as accepted ones.
 */
const limited: [EndpointName, Scope, Record<string, unknown>][] = [
  ['login', 'address and username', { username: 'target@limits.test', password: 'wrong-pass' }],
  ['otpSent', 'address and email', { email: 'target@limits.test' }],
  [
    'otpVerify',
    'address and email',
    { email: 'target@limits.test', otp_token: 'nope', otp_pin: '000000' },
  ],
  ['forgotPassword', 'address and email', { email: 'target@limits.test' }],
  ['resetPassword', 'address', { token: 'nope', password: 'secret456', confirm_password: 'x' }],
  ['pinCreate', 'user', { pin: '123456', confirm_pin: '654321' }],
  ['pinUpdate', 'user', { old_pin: '123456', new_pin: '111111', confirm_new_pin: '222222' }],
  [
    'transactionPasswordSet',
    'user',
    { transaction_password: 'abcdef', confirm_transaction_password: 'fedcba' },
  ],
  [
    'transactionPasswordChange',
    'user',
    {
      old_transaction_password: 'abcdef',
      new_transaction_password: 'aaaaaa',
      confirm_new_transaction_password: 'bbbbbb',
    },
  ],
  [
    'changePassword',
    'user',
    { old_password: 'wrong-pass', new_password: 'secret456', confirm_new_password: 'x' },
  ],
  ['transfer', 'user', { destination_user_id: 'nobody', amount: 10, transaction_password: 'x' }],
  ['withdraw', 'user', { amount: 10, to_address: '0x0', transaction_password: 'x' }],
  ['activationBuy', 'user', { plan: 'nope', quantity: 1, transaction_password: 'x' }],
  ['activationRedeem', 'user', { code: 'NOPE2345' }],
  ['exchangeConnect', 'user', { exchange_name: 'binance', api_key: 'k' }],
  ['exchangeUpdate', 'user', { exchange_name: 'okx', api_key: 'k' }],
  ['okxOAuthCallback', 'user', { code: 'code', state: 'state' }],
  ['exchangeDisable', 'user', { exchange_name: 'binance', totp_code: '123456' }],
  ['twoFactorSetup', 'user', {}],
  ['twoFactorEnable', 'user', { totp_code: '123456', password: 'wrong-pass' }],
  ['twoFactorDisable', 'user', { totp_code: '123456', password: 'wrong-pass' }],
  ['loginTwoFactor', 'address', { challenge_token: 'nope', totp_code: '123456' }],
]

/**
 * Every unauthenticated endpoint that names an account or a code (issue 26): one address sending
 * each request to another target still meets a limit. `body(i)` names the i-th target.
 */
const addressLimited: [EndpointName, (i: number) => Record<string, unknown>][] = [
  ['login', (i) => ({ username: `user${i}@limits.test`, password: 'wrong-pass' })],
  ['loginGoogle', (i) => ({ auth_code: `bad-code-${i}` })],
  ['loginGoogleAddCode', (i) => ({ auth_code: `bad-code-${i}` })],
  ['emailCheckExist', (i) => ({ email: `user${i}@limits.test` })],
  ['invitationCheck', (i) => ({ invitation_code: `NOPE${i}` })],
  ['otpSent', (i) => ({ email: `user${i}@limits.test` })],
  ['otpVerify', (i) => ({ email: `user${i}@limits.test`, otp_token: 'nope', otp_pin: '000000' })],
  [
    'registerEmail',
    (i) => ({
      email: `user${i}@limits.test`,
      otp_token: 'nope',
      otp_pin: '000000',
      password: 'secret456',
      confirm_password: 'secret456',
    }),
  ],
  ['forgotPassword', (i) => ({ email: `user${i}@limits.test` })],
  ['resetPassword', (i) => ({ token: `nope-${i}`, password: 'secret456', confirm_password: 'x' })],
]

const target = (scope: Scope) => (scope === 'address and email' ? 'email' : 'username')

describe.each(databaseKinds)('rate limits of credential and money endpoints on %s', (kind) => {
  let t: TestApp
  let alice: string
  let bob: string
  beforeAll(async () => {
    t = await startTestApp(kind, {
      rateLimits: {
        login: rule,
        otpSend: rule,
        otpVerify: rule,
        forgotPassword: rule,
        transfer: rule,
        activationBuy: rule,
        activationRedeem: rule,
        secretChange: rule,
        exchangeKey: rule,
      },
    })
    alice = await signup(t, 'alice@limits.test')
    bob = await signup(t, 'bob@limits.test')
  })
  afterAll(() => t.close())

  const send = async (name: EndpointName, body: object, ip: string, token?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1${E[name].path}`,
      payload: body,
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    return { status: res.statusCode, json: res.json<Record<string, unknown>>() }
  }

  it('gives every listed endpoint a limit, and the server one for each of them', () => {
    const options = routeOptions(defaultRateLimits)
    for (const [name] of limited) {
      expect(E[name].method, name).toBe('POST')
      expect(options[name]?.rateLimit?.max, name).toBeGreaterThan(0)
      expect(E[name].errors, name).toContain('rate_limited')
    }
  })

  it.each(limited)(
    '%s answers 429 with the rate-limited envelope once its limit (by %s) is used up',
    async (name, scope, body) => {
      const ip = `10.1.${limited.findIndex(([n]) => n === name)}.1`
      const token = scope === 'user' ? alice : undefined
      for (let i = 0; i < MAX; i++) {
        const res = await send(name, body, ip, token)
        expect(res.status, `${name} request ${i + 1}`).not.toBe(429)
      }
      const refused = await send(name, body, ip, token)
      expect(refused).toEqual({
        status: 429,
        json: {
          status: 'error',
          code: 'rate_limited',
          description: apiErrors.rate_limited.description,
        },
      })
      // The app translates by code: the message it shows has a catalogue id.
      expect(apiErrors.rate_limited.message.id).toBeTruthy()
      // Someone else is not held back: another account, or another address and target.
      const other =
        scope === 'user'
          ? await send(name, body, ip, bob)
          : scope === 'address'
            ? await send(name, body, '10.9.9.9')
            : await send(name, { ...body, [target(scope)]: 'other@limits.test' }, ip)
      expect(other.status, name).not.toBe(429)
      if (scope === 'user') {
        // A user's limit follows the account, not the address.
        expect((await send(name, body, '10.8.8.8', alice)).status, name).toBe(429)
      }
    },
  )
})

describe.each(databaseKinds)('per-address limits across targets on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    // Only the per-address rules are tight here, so each 429 below is theirs.
    t = await startTestApp(kind, {
      rateLimits: { loginPerAddress: rule, mailsPerAddress: rule, checksPerAddress: rule },
    })
  })
  afterAll(() => t.close())

  const send = async (name: EndpointName, body: object, ip: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1${E[name].path}`,
      payload: body,
      remoteAddress: ip,
    })
    return { status: res.statusCode, json: res.json<Record<string, unknown>>() }
  }

  it.each(addressLimited)(
    '%s answers 429 once one address has used its limit across targets',
    async (name, body) => {
      const ip = `10.2.${addressLimited.findIndex(([n]) => n === name)}.1`
      for (let i = 0; i < MAX; i++) {
        const res = await send(name, body(i), ip)
        expect(res.status, `${name} target ${i + 1}`).not.toBe(429)
      }
      expect(await send(name, body(MAX), ip)).toEqual({
        status: 429,
        json: {
          status: 'error',
          code: 'rate_limited',
          description: apiErrors.rate_limited.description,
        },
      })
      expect(E[name].errors, name).toContain('rate_limited')
      // Another address is not held back, even for a target the first one tried.
      expect((await send(name, body(0), '10.9.8.7')).status, name).not.toBe(429)
    },
  )

  it('gives each of them a per-address limit in the server', () => {
    const options = routeOptions(defaultRateLimits)
    for (const [name] of addressLimited)
      expect(options[name]?.addressLimit?.max, name).toBeGreaterThan(0)
  })
})
