import { describe, expect, it } from 'vitest'
import { validation } from '@atb/contract'
import { fillAndSubmit } from '../form/fillAndSubmit'
import { resetPasswordMachine } from './resetPassword.machine'

const done = { done: true as const }

describe('reset password', () => {
  it('takes the URL token from input and needs a matching confirmation', async () => {
    const input = { values: { token: 'from-url' } }
    const mismatch = await fillAndSubmit(
      resetPasswordMachine,
      done,
      { password: 'secret1', confirm_password: 'secret2' },
      input,
    )
    const ok = await fillAndSubmit(
      resetPasswordMachine,
      done,
      { password: 'secret1', confirm_password: 'secret1' },
      input,
    )

    expect(mismatch.errors.confirm_password).toMatchObject({ id: validation.match.id })
    expect(ok.sent).toEqual([
      { token: 'from-url', password: 'secret1', confirm_password: 'secret1' },
    ])
  })
})
