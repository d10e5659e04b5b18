import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, toPromise } from 'xstate'
import type { GoogleAddCodeRequest, GoogleLoginResponse } from '@atb/contract'
import { sampleUser } from '../lib/fixtures'
import { googleSignupMachine, type GoogleSignupInput } from './googleSignup.machine'

function run(input: GoogleSignupInput, login: () => Promise<GoogleLoginResponse>) {
  const calls: string[] = []
  const addCodes: GoogleAddCodeRequest[] = []
  const machine = googleSignupMachine.provide({
    actors: {
      googleLogin: fromPromise(() => login()),
      googleAddCode: fromPromise(async ({ input: body }) => (addCodes.push(body), { token: 'new-token' })),
      loadProfile: fromPromise(async () => sampleUser),
    },
    actions: {
      storeToken: (_, { token }) => void calls.push(`store ${token}`),
      cacheUser: () => void calls.push('cacheUser'),
    },
  })
  const actor = createActor(machine, { clock: new SimulatedClock(), input })
  actor.on('google.redirect', (e) => void calls.push(`go ${e.to}`))
  actor.start()
  return { actor, calls, addCodes, done: toPromise(actor) }
}

describe('Google signup machine', () => {
  it('logs a known user straight in', async () => {
    const { actor, calls, addCodes, done } = run({ authCode: 'c' }, async () => ({ is_new_user: false, token: 'tok' }))

    await done

    expect(actor.getSnapshot().value).toBe('loggedIn')
    expect(calls).toEqual(['store tok', 'cacheUser', 'go /'])
    expect(addCodes).toEqual([])
  })

  it('creates a new user with the stored referral code, then logs in', async () => {
    const { calls, addCodes, done } = run({ authCode: 'c', referralCode: 'REF12345' }, async () => ({ is_new_user: true }))

    await done

    expect(addCodes).toEqual([{ auth_code: 'c', invitation_code: 'REF12345' }])
    expect(calls).toEqual(['store new-token', 'cacheUser', 'go /'])
  })

  it('ends in failure with the server description and stores nothing', async () => {
    const { actor, calls, done } = run({ authCode: 'c' }, () =>
      Promise.reject({ status: 'error', description: 'Google sign-in is not configured' }),
    )

    await done

    expect(actor.getSnapshot().value).toBe('failure')
    expect(actor.getSnapshot().context.error).toBe('Google sign-in is not configured')
    expect(calls).toEqual([])
  })
})
