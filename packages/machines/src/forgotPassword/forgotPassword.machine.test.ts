import { describe, expect, it } from 'vitest'
import { validation } from '@atb/contract'
import { fillAndSubmit } from '../form/fillAndSubmit'
import { forgotPasswordMachine } from './forgotPassword.machine'

const sent = { sent: true as const }

describe('forgot password', () => {
  it('sends a valid email only', async () => {
    const invalid = await fillAndSubmit(forgotPasswordMachine, sent, { email: 'nope' })
    const valid = await fillAndSubmit(forgotPasswordMachine, sent, { email: 'a@b.co' })

    expect(invalid.errors.email).toMatchObject({ id: validation.email.id })
    expect(valid.sent).toEqual([{ email: 'a@b.co' }])
  })

  it('ends with what the server answered as its output', async () => {
    const { output } = await fillAndSubmit(forgotPasswordMachine, sent, { email: ' a@b.co ' })

    expect(output).toEqual({ values: { email: 'a@b.co' }, result: sent })
  })
})
