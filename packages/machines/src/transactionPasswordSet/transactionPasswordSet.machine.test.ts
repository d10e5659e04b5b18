import { describe, expect, it } from 'vitest'
import { validation } from '@atb/contract'
import { fillAndSubmit } from '../form/fillAndSubmit'
import { transactionPasswordSetMachine } from './transactionPasswordSet.machine'

const done = { done: true as const }

describe('transaction password set', () => {
  it('takes exactly 6 characters, confirmed', async () => {
    const short = await fillAndSubmit(transactionPasswordSetMachine, done, {
      transaction_password: '12345',
      confirm_transaction_password: '12345',
    })
    const set = await fillAndSubmit(transactionPasswordSetMachine, done, {
      transaction_password: 'a1b2c3',
      confirm_transaction_password: 'a1b2c3',
    })

    expect(short.errors.transaction_password).toMatchObject({ id: validation.exactLength.id })
    expect(set.sent).toEqual([
      { transaction_password: 'a1b2c3', confirm_transaction_password: 'a1b2c3' },
    ])
  })
})
