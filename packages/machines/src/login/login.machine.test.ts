import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  errorMessages,
  LOGIN_CHALLENGE_SECONDS,
  apiErrors,
  type LoginResponse,
  type TokenData,
  type UserProfile,
} from '@atb/contract'
import { formChild, type FormValues } from '../form/createFormMachine'
import { apiFailure, sampleUser } from '../lib/fixtures'
import {
  loginFormMachine,
  loginMachine,
  twoFactorLoginFormMachine,
  type LoginInput,
} from './login.machine'

const challenge = {
  two_factor_required: true as const,
  challenge_token: 'chal',
  expires_at: '2026-01-01T00:05:00.000Z',
}

function start(
  input: LoginInput,
  login: (values: FormValues) => Promise<LoginResponse> = async () => ({ token: 'tok' }),
  loadProfile: () => Promise<UserProfile> = async () => sampleUser,
  code: (values: FormValues) => Promise<TokenData> = async () => ({ token: 'tok2' }),
) {
  const calls: string[] = []
  const redirects: string[] = []
  const clock = new SimulatedClock()
  const machine = loginMachine.provide({
    actors: {
      form: loginFormMachine.provide({
        actors: { submit: fromPromise(({ input: v }) => login(v)) },
      }),
      codeForm: twoFactorLoginFormMachine.provide({
        actors: {
          submit: fromPromise(
            ({ input: v }) => (calls.push(`code:${v.challenge_token}:${v.totp_code}`), code(v)),
          ),
        },
      }),
      loadProfile: fromPromise(() => loadProfile()),
    },
    actions: {
      storeToken: (_, { token }) => void calls.push(`storeToken:${token}`),
      cacheUser: (_, { user }) => void calls.push(`cacheUser:${user.id}`),
    },
  })
  const actor = createActor(machine, { clock, input })
  actor.on('login.redirect', (e) => void redirects.push(e.to))
  actor.start()
  const submit = () => {
    actor.send({ type: 'form.change', field: 'username', value: 'bob@example.com' })
    actor.send({ type: 'form.change', field: 'password', value: 'secret1' })
    actor.send({ type: 'form.submit' })
  }
  const typeCode = (value = '123 456') => {
    actor.send({ type: 'form.change', field: 'totp_code', value })
    actor.send({ type: 'form.submit' })
  }
  return { actor, calls, redirects, submit, typeCode, clock }
}

describe('login machine', () => {
  it('stores the token, loads the profile, then redirects to the remembered path', async () => {
    const { actor, calls, redirects, submit } = start({ redirectTo: '/profile/edit?tab=x' })

    submit()
    await waitFor(actor, (s) => s.status === 'done')

    expect(calls).toEqual(['storeToken:tok', 'cacheUser:u1'])
    expect(redirects).toEqual(['/profile/edit?tab=x'])
  })

  it("redirects to '/' with nothing remembered, or an off-site path", async () => {
    const plain = start({})
    const offsite = start({ redirectTo: '//evil.example/x' })

    plain.submit()
    offsite.submit()
    await waitFor(plain.actor, (s) => s.status === 'done')
    await waitFor(offsite.actor, (s) => s.status === 'done')

    expect([...plain.redirects, ...offsite.redirects]).toEqual(['/', '/'])
  })

  it('stays on the form with the invalid-login message on bad credentials', async () => {
    const { actor, calls, redirects, submit } = start({}, () =>
      Promise.reject(apiFailure('invalid_credentials')),
    )

    submit()
    const form = formChild(actor.getSnapshot())
    const failed = form && (await waitFor(form, (s) => s.matches('failure')))

    expect(actor.getSnapshot().matches('form')).toBe(true)
    expect(failed?.context.formError).toEqual(errorMessages.invalidLogin)
    expect(calls).toEqual([])
    expect(redirects).toEqual([])
  })

  it('never submits invalid input', async () => {
    let called = false
    const { actor } = start({}, async () => ((called = true), { token: 't' }))

    actor.send({ type: 'form.submit' })
    const form = formChild(actor.getSnapshot())
    const snapshot = form && (await waitFor(form, (s) => s.matches('editing')))

    expect(Object.keys(snapshot?.context.errors ?? {})).toEqual(['username', 'password'])
    expect(called).toBe(false)
  })

  it('retries only the profile when it fails after the token was stored', async () => {
    let attempts = 0
    const { actor, calls, redirects, submit } = start({}, undefined, () =>
      ++attempts === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve(sampleUser),
    )
    submit()
    await waitFor(actor, (s) => s.matches('profileFailed'))

    actor.send({ type: 'login.retry' })
    await waitFor(actor, (s) => s.status === 'done')

    expect(calls).toEqual(['storeToken:tok', 'cacheUser:u1'])
    expect(redirects).toEqual(['/'])
  })

  describe('with two-factor sign-in', () => {
    it('asks for the code after the password, then signs in with the challenge and the code', async () => {
      const { actor, calls, redirects, submit, typeCode } = start(
        { redirectTo: '/assets' },
        async () => challenge,
      )

      submit()
      await waitFor(actor, (s) => s.matches('twoFactor'))
      expect(calls).toEqual([])
      typeCode()
      await waitFor(actor, (s) => s.status === 'done')

      expect(calls).toEqual(['code:chal:123456', 'storeToken:tok2', 'cacheUser:u1'])
      expect(redirects).toEqual(['/assets'])
    })

    it('stays on the code step with the wrong-code message', async () => {
      const { actor, submit, typeCode } = start(
        {},
        async () => challenge,
        undefined,
        () => Promise.reject(apiFailure('two_factor_code_wrong')),
      )
      submit()
      await waitFor(actor, (s) => s.matches('twoFactor'))

      typeCode('000000')
      const code = actor.getSnapshot().children.code
      const failed = code && (await waitFor(code, (s) => s.matches('failure')))

      expect(actor.getSnapshot().matches('twoFactor')).toBe(true)
      expect(failed?.context.formError).toEqual(apiErrors.two_factor_code_wrong.message)
    })

    it('says the challenge expired once its lifetime has passed, and leads back to the password', async () => {
      const { actor, submit, clock } = start({}, async () => challenge)
      submit()
      await waitFor(actor, (s) => s.matches('twoFactor'))

      clock.increment(LOGIN_CHALLENGE_SECONDS * 1000 - 1)
      expect(actor.getSnapshot().matches('twoFactor')).toBe(true)
      clock.increment(1)
      expect(actor.getSnapshot().matches('challengeExpired')).toBe(true)
      expect(actor.getSnapshot().context.challenge).toBeNull()

      actor.send({ type: 'login.back' })
      expect(actor.getSnapshot().matches('form')).toBe(true)
    })

    it('takes a Google sign-in’s challenge, with the page remembered before leaving for Google', async () => {
      const { actor, calls, redirects, typeCode } = start({})

      actor.send({ type: 'login.challenge', challenge, redirectTo: '/bots' })
      expect(actor.getSnapshot().matches('twoFactor')).toBe(true)
      typeCode('abcde-fghjk')
      await waitFor(actor, (s) => s.status === 'done')

      expect(calls[0]).toBe('code:chal:ABCDEFGHJK')
      expect(redirects).toEqual(['/bots'])
    })
  })
})
