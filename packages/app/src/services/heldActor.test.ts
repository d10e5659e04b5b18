import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { heldActor } from './heldActor'

const flow = createMachine({
  types: {} as { input: { name: string }; context: { name: string } },
  context: ({ input }) => ({ name: input.name }),
  initial: 'open',
  states: { open: { on: { finish: 'done' } }, done: { type: 'final' } },
})

describe('heldActor', () => {
  it('hands every caller the same running actor until it finishes', () => {
    const held = heldActor(flow)
    expect(held.current()).toBeNull()

    const first = held.start({ name: 'a' })
    expect(held.start({ name: 'b' })).toBe(first)
    expect(held.current()?.getSnapshot().context.name).toBe('a')

    first.send({ type: 'finish' })
    expect(held.current()).toBeNull()
    expect(held.start({ name: 'c' }).getSnapshot().context.name).toBe('c')
  })

  it('starts over after clear', () => {
    const held = heldActor(flow)
    const first = held.start({ name: 'a' })
    held.clear()
    expect(first.getSnapshot().status).toBe('stopped')
    expect(held.start({ name: 'b' })).not.toBe(first)
  })
})
