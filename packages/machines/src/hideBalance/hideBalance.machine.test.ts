import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { hideBalanceMachine } from './hideBalance.machine'

function start(hidden: boolean) {
  const persisted: boolean[] = []
  const machine = hideBalanceMachine.provide({
    actions: { persistHideBalance: (_, { hidden: h }) => void persisted.push(h) },
  })
  return { actor: createActor(machine, { input: { hidden } }).start(), persisted }
}

describe('hide-balance machine', () => {
  it('starts from the stored flag', () => {
    expect(start(true).actor.getSnapshot().value).toBe('hidden')
    expect(start(false).actor.getSnapshot().value).toBe('shown')
  })

  it('toggles and persists each change', () => {
    const { actor, persisted } = start(false)

    actor.send({ type: 'balance.toggle' })
    const afterOne = actor.getSnapshot().value
    actor.send({ type: 'balance.toggle' })

    expect(afterOne).toBe('hidden')
    expect(actor.getSnapshot().value).toBe('shown')
    expect(persisted).toEqual([true, false])
  })
})
