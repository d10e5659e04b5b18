import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { errorMessages } from '@atb/contract'
import { logoutMachine } from '../logout/logout.machine'
import { sessionInvalidMachine } from './sessionInvalid.machine'

function start() {
  const calls: string[] = []
  const clock = new SimulatedClock()
  const logout = logoutMachine.provide({
    actions: {
      clearToken: () => void calls.push('clearToken'),
      clearUser: () => void calls.push('clearUser'),
    },
  })
  const machine = sessionInvalidMachine.provide({
    actors: { logout },
    actions: { showToast: (_, { message }) => void calls.push(`toast ${message.id}`) },
  })
  const actor = createActor(machine, { clock })
  actor.on('session.redirect', (e) => void calls.push(`go ${e.to}`))
  actor.start()
  return { actor, calls, clock }
}

describe('session-invalid machine', () => {
  it('shows the dual-login toast at once, and logs out only after 2000 ms', () => {
    const { actor, calls, clock } = start()

    actor.send({ type: 'session.invalid' })
    clock.increment(1999)
    const before = [...calls]
    clock.increment(1)

    expect(before).toEqual([`toast ${errorMessages.dualLogin.id}`])
    expect(calls).toEqual([
      `toast ${errorMessages.dualLogin.id}`,
      'clearToken',
      'clearUser',
      'go /login',
    ])
  })

  it('shows one toast however many calls fail while it waits', () => {
    const { actor, calls, clock } = start()

    actor.send({ type: 'session.invalid' })
    clock.increment(500)
    actor.send({ type: 'session.invalid' })
    clock.increment(1500)

    expect(calls.filter((c) => c.startsWith('toast'))).toHaveLength(1)
    expect(calls.at(-1)).toBe('go /login')
  })
})
