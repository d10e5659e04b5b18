import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, toPromise } from 'xstate'
import type { UserProfile } from '@atb/contract'
import { sampleUser, tokenWithExp } from '../lib/fixtures'
import { sessionMachine, type SessionInput } from './session.machine'

function run(
  input: SessionInput,
  loadProfile: () => Promise<UserProfile> = async () => sampleUser,
) {
  const calls: string[] = []
  const clock = new SimulatedClock()
  clock.set(1_000_000_000)
  const machine = sessionMachine.provide({
    actors: { loadProfile: fromPromise(() => (calls.push('loadProfile'), loadProfile())) },
    actions: {
      clearSession: () => void calls.push('clearSession'),
      cacheUser: (_, params) => void calls.push(`cacheUser:${params.user.nickname}`),
    },
  })
  const actor = createActor(machine, { clock, input: { ...input, now: clock.now() } }).start()
  return { actor, calls, done: toPromise(actor) }
}

const future = tokenWithExp(2_000_000)
const past = tokenWithExp(999_999)

describe('startup session check', () => {
  it('stays logged out with no token, without clearing anything', async () => {
    const { done, calls } = run({ token: null, loggedIn: false, user: null })

    expect(await done).toEqual({ loggedIn: false, user: null })
    expect(calls).toEqual([])
  })

  it('logs out when logged in but no user is cached', async () => {
    const { done, calls } = run({ token: future, loggedIn: true, user: null })

    expect(await done).toEqual({ loggedIn: false, user: null })
    expect(calls).toEqual(['clearSession'])
  })

  it('logs out when the token exp has passed', async () => {
    const { done, calls } = run({ token: past, loggedIn: true, user: sampleUser })

    expect((await done).loggedIn).toBe(false)
    expect(calls).toEqual(['clearSession'])
  })

  it('logs out when the token exp is exactly now', async () => {
    const { done } = run({ token: tokenWithExp(1_000_000), loggedIn: true, user: sampleUser })

    expect((await done).loggedIn).toBe(false)
  })

  it('loads and caches the profile when logged in with a live token', async () => {
    const fresh = { ...sampleUser, nickname: 'Fresh' }
    const { done, calls } = run(
      { token: future, loggedIn: true, user: sampleUser },
      async () => fresh,
    )

    expect(await done).toEqual({ loggedIn: true, user: fresh })
    expect(calls).toEqual(['loadProfile', 'cacheUser:Fresh'])
  })

  it('keeps the cached user when the profile cannot be loaded', async () => {
    const { done } = run({ token: future, loggedIn: true, user: sampleUser }, () =>
      Promise.reject(new TypeError('offline')),
    )

    expect(await done).toEqual({ loggedIn: true, user: sampleUser })
  })
})
