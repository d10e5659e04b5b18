import { describe, expect, it } from 'vitest'
import { validation } from '@atb/contract'
import { fillAndSubmit } from '../form/fillAndSubmit'
import { changePasswordMachine } from './changePassword.machine'

const done = { done: true as const }

describe('change password', () => {
  it('needs a new password of at least 6 characters', async () => {
    const result = await fillAndSubmit(changePasswordMachine, done, {
      old_password: 'old',
      new_password: '123',
      confirm_new_password: '123',
    })

    expect(result.errors.new_password).toMatchObject({ id: validation.minLength.id })
    expect(result.sent).toEqual([])
  })

  it('sends the old password with the confirmed new one', async () => {
    const values = { old_password: 'old', new_password: 'secret2', confirm_new_password: 'secret2' }

    const result = await fillAndSubmit(changePasswordMachine, done, values)

    expect(result.state).toBe('success')
    expect(result.sent).toEqual([values])
  })
})
