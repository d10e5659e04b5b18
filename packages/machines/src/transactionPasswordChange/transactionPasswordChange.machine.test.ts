import { describe, expect, it } from 'vitest'
import { validation } from '@atb/contract'
import { fillAndSubmit } from '../form/fillAndSubmit'
import { transactionPasswordChangeMachine } from './transactionPasswordChange.machine'

const done = { done: true as const }

describe('transaction password change', () => {
  it('needs the old one and a matching confirmation', async () => {
    const change = await fillAndSubmit(transactionPasswordChangeMachine, done, {
      new_transaction_password: 'z9y8x7',
      confirm_new_transaction_password: 'z9y8x6',
    })

    expect(Object.keys(change.errors).sort()).toEqual([
      'confirm_new_transaction_password',
      'old_transaction_password',
    ])
    expect(change.errors.confirm_new_transaction_password).toMatchObject({
      id: validation.match.id,
    })
    expect(change.sent).toEqual([])
  })
})
