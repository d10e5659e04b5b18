import { describe, expect, it } from 'vitest'
import { validation } from '@atb/contract'
import { fillAndSubmit } from '../form/fillAndSubmit'
import { pinUpdateMachine } from './pinUpdate.machine'

const done = { done: true as const }

describe('PIN update', () => {
  it('needs the old PIN too', async () => {
    const updated = await fillAndSubmit(pinUpdateMachine, done, {
      new_pin: '654321',
      confirm_new_pin: '654321',
    })

    expect(Object.keys(updated.errors)).toEqual(['old_pin'])
    expect(updated.errors.old_pin).toMatchObject({ id: validation.required.id })
    expect(updated.sent).toEqual([])
  })
})
