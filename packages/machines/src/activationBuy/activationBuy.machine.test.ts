import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  apiErrors,
  validation,
  walletErrorMessages,
  type ActivationBuyResponse,
} from '@atb/contract'
import { fillAndSubmit } from '../form/fillAndSubmit'
import { activationBuyMachine } from './activationBuy.machine'

const bought: ActivationBuyResponse = {
  id: 'm1',
  plan: '90d',
  quantity: 2,
  amount: '80',
  codes: ['ABCD2345', 'WXYZ6789'],
  balance: {
    asset: 'USDT',
    available: '20',
    held: '0',
    total: '20',
    user_id: 'u1',
    hold_until: null,
  },
  time: '2030-01-01T00:00:00.000Z',
}
const input = { values: { request_id: 'req-1' } }

describe('activation buy form', () => {
  it('sends the plan, the quantity, the transaction password and the request id', async () => {
    const done = await fillAndSubmit(
      activationBuyMachine,
      bought,
      { plan: '90d', quantity: 2, transaction_password: '123456' },
      input,
    )

    expect(done.state).toBe('success')
    expect(done.sent).toEqual([
      { plan: '90d', quantity: 2, transaction_password: '123456', request_id: 'req-1' },
    ])
    expect(done.output?.result).toEqual(bought)
  })

  it('buys 1 to 20 whole codes', async () => {
    const none = await fillAndSubmit(
      activationBuyMachine,
      bought,
      { quantity: 0, transaction_password: '123456' },
      input,
    )
    const many = await fillAndSubmit(
      activationBuyMachine,
      bought,
      { quantity: 21, transaction_password: '123456' },
      input,
    )
    const half = await fillAndSubmit(
      activationBuyMachine,
      bought,
      { quantity: 1.5, transaction_password: '123456' },
      input,
    )

    expect(none.errors.quantity).toMatchObject({ id: validation.min.id })
    expect(many.errors.quantity).toMatchObject({ id: validation.max.id })
    expect(half.errors.quantity).toMatchObject({ id: validation.integer.id })
    expect([none.sent, many.sent, half.sent]).toEqual([[], [], []])
  })

  it('asks for a transaction password of exactly 6 characters', async () => {
    const empty = await fillAndSubmit(activationBuyMachine, bought, {}, input)
    const short = await fillAndSubmit(
      activationBuyMachine,
      bought,
      { transaction_password: '123' },
      input,
    )

    expect(Object.keys(empty.errors)).toEqual(['transaction_password'])
    expect(short.errors.transaction_password).toMatchObject({ id: validation.exactLength.id })
  })

  it('shows an empty wallet on the quantity until the quantity changes', async () => {
    const refusal = {
      status: 'error' as const,
      code: 'wallet_insufficient' as const,
      description: apiErrors.wallet_insufficient.description,
      errors: [
        {
          path: 'quantity',
          message: walletErrorMessages.walletInsufficient,
          text: 'Your wallet does not hold enough USDT for this.',
        },
      ],
    }
    const machine = activationBuyMachine.provide({
      actors: { submit: fromPromise(() => Promise.reject(refusal)) },
    })
    const actor = createActor(machine, { input, clock: new SimulatedClock() }).start()
    actor.send({ type: 'form.change', field: 'quantity', value: 5 })
    actor.send({ type: 'form.change', field: 'transaction_password', value: '123456' })
    actor.send({ type: 'form.submit' })

    const refused = await waitFor(actor, (s) => s.matches('failure'))
    expect(refused.context.errors.quantity).toEqual(walletErrorMessages.walletInsufficient)
    expect(refused.context.formError).toBeNull()

    actor.send({ type: 'form.change', field: 'quantity', value: 1 })
    const edited = await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    expect(edited.context.errors.quantity).toBeUndefined()
  })
})
