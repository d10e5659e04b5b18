import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { apiErrors, botErrorMessages, type BotSellResponse } from '@atb/contract'
import { fillAndSubmit } from '../form/fillAndSubmit'
import { botSellMachine } from './botSell.machine'

const sold: BotSellResponse = {
  bot: { id: 'b1' } as BotSellResponse['bot'],
  sold: { qty: '0.01', price: '60000', quote: '600' },
}
const context = { minQuantity: 0.001, needsTransactionPassword: false }
const input = { values: { id: 'b1' }, context }

describe('bot sell form', () => {
  it('sells a percent from 1 to 100', async () => {
    const half = await fillAndSubmit(botSellMachine, sold, { percent: 50 }, input)
    const none = await fillAndSubmit(botSellMachine, sold, { percent: 0 }, input)

    expect(half.state).toBe('success')
    expect(half.sent[0]).toMatchObject({ id: 'b1', type: 'PERCENT', percent: 50, sell_all: false })
    expect(Object.keys(none.errors)).toEqual(['percent'])
  })

  it('sells at least the pair’s minimum quantity', async () => {
    const small = await fillAndSubmit(
      botSellMachine,
      sold,
      { type: 'COIN_BASE', quantity: 0.0005 },
      input,
    )
    const enough = await fillAndSubmit(
      botSellMachine,
      sold,
      { type: 'COIN_BASE', quantity: 0.001 },
      input,
    )

    expect(Object.keys(small.errors)).toEqual(['quantity'])
    expect(enough.state).toBe('success')
  })

  it('sells 20 to 100,000 of the quote', async () => {
    const low = await fillAndSubmit(botSellMachine, sold, { type: 'COIN_QUOTE', amount: 19 }, input)
    const high = await fillAndSubmit(
      botSellMachine,
      sold,
      { type: 'COIN_QUOTE', amount: 100_001 },
      input,
    )
    const ok = await fillAndSubmit(botSellMachine, sold, { type: 'COIN_QUOTE', amount: 20 }, input)

    expect(Object.keys(low.errors)).toEqual(['amount'])
    expect(Object.keys(high.errors)).toEqual(['amount'])
    expect(ok.state).toBe('success')
  })

  it('sells everything with no amount', async () => {
    const all = await fillAndSubmit(botSellMachine, sold, { sell_all: true }, input)

    expect(all.state).toBe('success')
  })

  it('asks for the transaction password when the account has one', async () => {
    const locked = { ...input, context: { ...context, needsTransactionPassword: true } }
    const missing = await fillAndSubmit(botSellMachine, sold, { percent: 10 }, locked)
    const given = await fillAndSubmit(
      botSellMachine,
      sold,
      { percent: 10, transaction_password: '123456' },
      locked,
    )

    expect(Object.keys(missing.errors)).toEqual(['transaction_password'])
    expect(given.state).toBe('success')
  })

  it('shows the server’s refusal on its field until that field changes', async () => {
    const refusal = {
      status: 'error' as const,
      code: 'below_minimum_quantity' as const,
      description: apiErrors.below_minimum_quantity.description,
      errors: [
        {
          path: 'quantity',
          message: botErrorMessages.belowMinimumQuantity,
          text: 'This is less than the smallest quantity',
        },
      ],
    }
    const machine = botSellMachine.provide({
      actors: { submit: fromPromise(() => Promise.reject(refusal)) },
    })
    const actor = createActor(machine, { input, clock: new SimulatedClock() }).start()
    actor.send({ type: 'form.change', field: 'type', value: 'COIN_BASE' })
    actor.send({ type: 'form.change', field: 'quantity', value: 0.002 })
    actor.send({ type: 'form.submit' })

    const refused = await waitFor(actor, (s) => s.matches('failure'))
    expect(refused.context.errors.quantity).toEqual(botErrorMessages.belowMinimumQuantity)
    expect(refused.context.formError).toBeNull()

    actor.send({ type: 'form.change', field: 'quantity', value: 0.003 })
    const edited = await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    expect(edited.context.errors.quantity).toBeUndefined()
  })
})
