import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { GoogleAddCodeRequest, GoogleConfigResponse, GoogleLoginResponse } from '@atb/contract'
import { apiFailure, sampleUser } from '../lib/fixtures'
import {
  googleSignupMachine,
  type GoogleAttempt,
  type GoogleSignupInput,
} from './googleSignup.machine'

const configured: GoogleConfigResponse = {
  enabled: true,
  client_id: 'client-1.apps.googleusercontent.com',
  redirect_uri: 'https://bot.example/login',
}

function run(
  input: Partial<GoogleSignupInput>,
  options: {
    login?: () => Promise<GoogleLoginResponse>
    config?: () => Promise<GoogleConfigResponse>
  } = {},
) {
  const calls: string[] = []
  const addCodes: GoogleAddCodeRequest[] = []
  const attempts: GoogleAttempt[] = []
  const machine = googleSignupMachine.provide({
    actors: {
      loadConfig: fromPromise(() => options.config?.() ?? Promise.resolve(configured)),
      googleLogin: fromPromise(
        () => options.login?.() ?? Promise.resolve({ is_new_user: false as const, token: 'tok' }),
      ),
      googleAddCode: fromPromise(
        async ({ input: body }) => (addCodes.push(body), { token: 'new-token' }),
      ),
      loadProfile: fromPromise(async () => sampleUser),
    },
    actions: {
      rememberAttempt: (_, attempt) => void attempts.push(attempt),
      forgetAttempt: () => void calls.push('forget'),
      storeToken: (_, { token }) => void calls.push(`store ${token}`),
      cacheUser: () => void calls.push('cacheUser'),
      spendReferral: () => void calls.push('referral spent'),
    },
  })
  const actor = createActor(machine, {
    clock: new SimulatedClock(),
    input: { nonce: 'nonce-1', ...input },
  })
  actor.on('google.redirect', (e) => void calls.push(`go ${e.to}`))
  actor.on('google.authorize', (e) => void calls.push(`authorize ${e.url}`))
  actor.on(
    'google.challenge',
    (e) => void calls.push(`challenge ${e.challenge.challenge_token} ${e.redirectTo}`),
  )
  actor.start()
  return { actor, calls, addCodes, attempts }
}

const back = (redirectTo = '/bot?tab=running') => ({
  authCode: 'code-1',
  returnedState: 'state-1',
  attempt: { state: 'state-1', redirectTo },
})

describe('Google signup machine', () => {
  it('sends the browser to Google with a one-time state and remembers where to land', async () => {
    const { actor, calls, attempts } = run({ redirectTo: '/profile/edit?tab=x' })
    expect(actor.getSnapshot().value).toBe('idle')

    actor.send({ type: 'google.start' })
    await waitFor(actor, (s) => s.matches('authorizing'))

    expect(attempts).toEqual([{ state: 'nonce-1', redirectTo: '/profile/edit?tab=x' }])
    const url = new URL(calls[0]!.replace('authorize ', ''))
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-1.apps.googleusercontent.com',
      redirect_uri: 'https://bot.example/login',
      response_type: 'code',
      state: 'nonce-1',
    })
  })

  it('says so when the server has no Google credentials, and can try again', async () => {
    const { actor, calls } = run({}, { config: async () => ({ enabled: false }) })

    actor.send({ type: 'google.start' })
    await waitFor(actor, (s) => s.matches('failure'))

    expect(actor.getSnapshot().context.error).toMatchObject({ id: 'error.googleNotConfigured' })
    expect(calls).toEqual([])
    actor.send({ type: 'google.start' })
    expect(actor.getSnapshot().matches('configuring')).toBe(true)
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('logs a known user straight in and lands on the remembered page', async () => {
    const { actor, calls, addCodes } = run(back())

    await waitFor(actor, (s) => s.status === 'done')

    expect(actor.getSnapshot().value).toBe('loggedIn')
    expect(calls).toEqual(['forget', 'store tok', 'cacheUser', 'go /bot?tab=running'])
    expect(addCodes).toEqual([])
  })

  it('hands a two-factor account’s challenge to the code step, storing no token', async () => {
    const { actor, calls } = run(back(), {
      login: async () => ({
        is_new_user: false,
        two_factor_required: true,
        challenge_token: 'chal',
        expires_at: '2026-01-01T00:05:00.000Z',
      }),
    })
    await waitFor(actor, (s) => s.status === 'done')

    expect(actor.getSnapshot().value).toBe('challenged')
    expect(calls).toEqual(['forget', 'challenge chal /bot?tab=running'])
  })

  it('creates a new user with the stored referral code, then logs in', async () => {
    const { actor, calls, addCodes } = run(
      { ...back('/'), referralCode: 'REF12345' },
      { login: async () => ({ is_new_user: true }) },
    )

    await waitFor(actor, (s) => s.status === 'done')

    expect(addCodes).toEqual([{ auth_code: 'code-1', invitation_code: 'REF12345' }])
    expect(calls).toEqual(['forget', 'referral spent', 'store new-token', 'cacheUser', 'go /'])
  })

  it('refuses a code that came back with a state this tab did not send', async () => {
    const { actor, calls } = run({ ...back(), returnedState: 'forged' })

    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context.error).toMatchObject({ id: 'error.googleFailed' })
    expect(calls).toEqual(['forget'])
  })

  it('ends in failure with the translated server message and stores nothing', async () => {
    const { actor, calls } = run(back(), {
      login: () => Promise.reject(apiFailure('google_failed')),
    })

    await waitFor(actor, (s) => s.matches('failure'))

    expect(actor.getSnapshot().context.error).toMatchObject({ id: 'error.googleFailed' })
    expect(calls).toEqual(['forget'])
  })

  it('never lands on another site, whatever was remembered', async () => {
    const { actor, calls } = run(back('//evil.example/'))
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls.at(-1)).toBe('go /')
  })
})
