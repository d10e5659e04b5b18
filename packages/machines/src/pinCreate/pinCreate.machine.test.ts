import { describe, expect, it } from 'vitest'
import { fillAndSubmit } from '../form/fillAndSubmit'
import { pinCreateMachine } from './pinCreate.machine'

const done = { done: true as const }

describe('PIN create', () => {
  it('needs 6 digits, confirmed', async () => {
    const created = await fillAndSubmit(pinCreateMachine, done, {
      pin: '123456',
      confirm_pin: '123456',
    })
    const letters = await fillAndSubmit(pinCreateMachine, done, {
      pin: '12345a',
      confirm_pin: '12345a',
    })

    expect(created.state).toBe('success')
    expect(Object.keys(letters.errors)).toEqual(['pin'])
  })
})
