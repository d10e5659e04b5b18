import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { logoutMachine, type LogoutInput } from './logout.machine'
import { apiFailure } from '../lib/fixtures'

function start(input: LogoutInput, call: () => Promise<unknown> = async () => ({})) {
  const calls: string[] = []
  const record = (name: string) => () => void calls.push(name)
  const machine = logoutMachine.provide({
    actors: { logout: fromPromise(() => (calls.push('GET /logout'), call())) },
    actions: {
      clearToken: record('token'),
      clearUser: record('user'),
      clearHideBalance: record('hideBalance'),
      clearReferral: record('referral'),
      clearExchangeList: record('exchangeList'),
    },
  })
  const actor = createActor(machine, { clock: new SimulatedClock(), input })
  actor.on('logout.redirect', (e) => void calls.push(`go ${e.to}`))
  actor.start()
  return { actor, calls }
}

const cleared = ['token', 'user', 'hideBalance', 'referral', 'exchangeList', 'go /login']

describe('logout machine', () => {
  it('calls logout, then clears everything and goes to /login', async () => {
    const { actor, calls } = start({})

    await waitFor(actor, (s) => s.status === 'done')

    expect(calls).toEqual(['GET /logout', ...cleared])
  })

  it('keeps the session when the call fails, and can retry', async () => {
    let attempts = 0
    const { actor, calls } = start({}, () =>
      ++attempts === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve({}),
    )
    await waitFor(actor, (s) => s.matches('failure'))
    const afterFailure = [...calls]

    actor.send({ type: 'logout.retry' })
    await waitFor(actor, (s) => s.status === 'done')

    expect(afterFailure).toEqual(['GET /logout'])
    expect(calls).toEqual(['GET /logout', 'GET /logout', ...cleared])
  })

  it('clears anyway when the server says the session is already invalid', async () => {
    const { actor, calls } = start({}, () => Promise.reject(apiFailure('invalid_session')))

    await waitFor(actor, (s) => s.status === 'done')

    expect(calls).toEqual(['GET /logout', ...cleared])
  })

  it('skips the server call when asked to', () => {
    const { actor, calls } = start({ callServer: false })

    expect(actor.getSnapshot().status).toBe('done')
    expect(calls).toEqual(cleared)
  })
})
