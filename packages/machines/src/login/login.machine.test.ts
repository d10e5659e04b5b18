import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { errorMessages, type LoginResponse, type UserProfile } from '@atb/contract'
import { formChild, type FormValues } from '../form/createFormMachine'
import { apiFailure, sampleUser } from '../lib/fixtures'
import { loginFormMachine, loginMachine, type LoginInput } from './login.machine'

function start(
  input: LoginInput,
  login: (values: FormValues) => Promise<LoginResponse> = async () => ({ token: 'tok' }),
  loadProfile: () => Promise<UserProfile> = async () => sampleUser,
) {
  const calls: string[] = []
  const redirects: string[] = []
  const machine = loginMachine.provide({
    actors: {
      form: loginFormMachine.provide({
        actors: { submit: fromPromise(({ input: v }) => login(v)) },
      }),
      loadProfile: fromPromise(() => loadProfile()),
    },
    actions: {
      storeToken: (_, { token }) => void calls.push(`storeToken:${token}`),
      cacheUser: (_, { user }) => void calls.push(`cacheUser:${user.id}`),
    },
  })
  const actor = createActor(machine, { clock: new SimulatedClock(), input })
  actor.on('login.redirect', (e) => void redirects.push(e.to))
  actor.start()
  const submit = () => {
    actor.send({ type: 'form.change', field: 'username', value: 'bob@example.com' })
    actor.send({ type: 'form.change', field: 'password', value: 'secret1' })
    actor.send({ type: 'form.submit' })
  }
  return { actor, calls, redirects, submit }
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
})
