import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { pullToRefreshMachine } from './pullToRefresh.machine'

function start() {
  let reloads = 0
  const clock = new SimulatedClock()
  const machine = pullToRefreshMachine.provide({ actions: { reload: () => void (reloads += 1) } })
  const actor = createActor(machine, { clock }).start()
  return { actor, clock, reloads: () => reloads, state: () => actor.getSnapshot() }
}

describe('pull-to-refresh machine', () => {
  it('pulls below the threshold and springs back without reloading', () => {
    const { actor, clock, reloads, state } = start()
    actor.send({ type: 'pull.start', y: 100 })

    actor.send({ type: 'pull.move', y: 159 })
    const pulled = state()
    actor.send({ type: 'pull.end' })
    clock.increment(1000)

    expect(pulled.value).toBe('pulling')
    expect(pulled.context.distance).toBe(59)
    expect(state().value).toBe('pending')
    expect(reloads()).toBe(0)
  })

  it('asks to release from 60 px and caps the pull at 80 px', () => {
    const { actor, state } = start()
    actor.send({ type: 'pull.start', y: 100 })

    actor.send({ type: 'pull.move', y: 160 })
    const atThreshold = state().value
    actor.send({ type: 'pull.move', y: 400 })

    expect(atThreshold).toBe('releasing')
    expect(state().context.distance).toBe(80)
  })

  it('goes back to pulling when moved up under the threshold', () => {
    const { actor, state } = start()
    actor.send({ type: 'pull.start', y: 0 })
    actor.send({ type: 'pull.move', y: 70 })

    actor.send({ type: 'pull.move', y: 30 })

    expect(state().value).toBe('pulling')
  })

  it('on release refreshes at the 50 px reload distance and reloads after 500 ms', () => {
    const { actor, clock, reloads, state } = start()
    actor.send({ type: 'pull.start', y: 0 })
    actor.send({ type: 'pull.move', y: 75 })

    actor.send({ type: 'pull.end' })
    const refreshing = state()
    clock.increment(499)
    const early = reloads()
    clock.increment(1)

    expect(refreshing.value).toBe('refreshing')
    expect(refreshing.context.distance).toBe(50)
    expect(early).toBe(0)
    expect(reloads()).toBe(1)
  })
})
