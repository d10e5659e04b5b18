import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { appliedColorMode, colorModeMachine, type ForcedColorMode } from './colorMode.machine'

function start(stored: string | null, forced: string | null = null) {
  const applied: string[] = []
  const persisted: string[] = []
  const machine = colorModeMachine.provide({
    actions: {
      applyColorMode: (_, { mode }) => void applied.push(mode),
      persistColorMode: (_, { mode }) => void persisted.push(mode),
    },
  })
  const actor = createActor(machine, { input: { stored, forced } }).start()
  return { actor, applied, persisted, mode: () => appliedColorMode(actor.getSnapshot().context) }
}

describe('colour mode machine', () => {
  it('follows the stored preference, or system when none or unknown', () => {
    expect(start('dark').applied).toEqual(['dark'])
    expect(start(null).applied).toEqual(['system'])
    expect(start('purple').applied).toEqual(['system'])
  })

  it('persists and applies a new preference', () => {
    const { actor, applied, persisted } = start('system')

    actor.send({ type: 'colorMode.set', mode: 'light' })

    expect(persisted).toEqual(['light'])
    expect(applied.at(-1)).toBe('light')
  })

  it('lets a forced page mode override the preference, and restores it after', () => {
    const { actor, mode } = start('light', 'dark')
    const forced = mode()

    actor.send({ type: 'colorMode.set', mode: 'system' })
    const stillForced = mode()
    actor.send({ type: 'colorMode.unforce' })

    expect(forced).toBe('dark')
    expect(stillForced).toBe('dark')
    expect(mode()).toBe('system')
  })

  it("refuses to force 'system'", () => {
    const { actor, mode } = start('light')

    actor.send({ type: 'colorMode.force', mode: 'system' as ForcedColorMode })

    expect(mode()).toBe('light')
  })
})
