import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  errorMessages,
  messageForCode,
  validation,
  walletErrorMessages,
  type TransferResponse,
  type WalletBalanceResponse,
} from '@atb/contract'
import { formChild } from '../form/createFormMachine'
import { apiFailure } from '../lib/fixtures'
import { transferMachine, type TransferRequest } from './transfer.machine'

const balance: WalletBalanceResponse = {
  asset: 'USDT',
  available: '1250.5',
  held: '20',
  total: '1270.5',
  user_id: 'me-0001',
  hold_until: null,
}
const until = '2030-01-03T03:04:05.000Z'
const bob = { user_id: 'bob-0002', nickname: 'Bob' }

type Answer<T> = (input: never) => Promise<T>

function start(
  options: {
    hasTransactionPassword?: boolean
    load?: Answer<WalletBalanceResponse>
    lookup?: Answer<typeof bob>
    submit?: (input: TransferRequest) => Promise<TransferResponse>
  } = {},
) {
  const calls: string[] = []
  const sent: TransferRequest[] = []
  const machine = transferMachine.provide({
    actors: {
      loadBalance: fromPromise(async () => {
        calls.push('load')
        return (options.load ?? (async () => balance))(undefined as never)
      }),
      lookupRecipient: fromPromise(async ({ input }) => {
        calls.push(`lookup ${input.destination_user_id}`)
        return (options.lookup ?? (async () => bob))(undefined as never)
      }),
      submit: fromPromise(async ({ input }) => {
        sent.push(input)
        if (options.submit) return options.submit(input)
        return done(input)
      }),
    },
  })
  const actor = createActor(machine, {
    clock: new SimulatedClock(),
    input: { hasTransactionPassword: options.hasTransactionPassword ?? true },
  }).start()
  const fill = (values: { to?: string; amount?: number; password?: string }) => {
    if (values.to !== undefined)
      actor.send({ type: 'form.change', field: 'destination_user_id', value: values.to })
    if (values.amount !== undefined)
      actor.send({ type: 'form.change', field: 'amount', value: values.amount })
    if (values.password !== undefined)
      actor.send({ type: 'form.change', field: 'transaction_password', value: values.password })
  }
  const next = () => actor.send({ type: 'form.submit' })
  type State = Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]
  const at = (state: State) => waitFor(actor, (s) => s.matches(state))
  /** Back on the form with a refusal on a field. */
  const refused = () =>
    waitFor(actor, (s) => s.matches('filling') && Object.keys(s.context.fieldErrors).length > 0)
  const form = () => formChild(actor.getSnapshot())?.getSnapshot().context
  /** The form once its live check of the last edit has settled. */
  const settledForm = async () => {
    const child = formChild(actor.getSnapshot())
    if (!child) throw new Error('no form')
    return (await waitFor(child, (s) => s.matches({ editing: 'idle' }))).context
  }
  return { actor, calls, sent, fill, next, at, refused, form, settledForm }
}

const done = (input: TransferRequest): TransferResponse => ({
  id: 'move-1',
  amount: String(input.amount),
  recipient: bob,
  balance: { ...balance, available: '1225.5', total: '1245.5' },
  time: '2030-01-02T03:04:05.000Z',
})

const filled = { to: 'bob-0002', amount: 25, password: 'a1b2c3' }

describe('transfer machine', () => {
  it('without a transaction password shows no form and calls nothing', async () => {
    const { actor, calls } = start({ hasTransactionPassword: false })

    const end = await waitFor(actor, (s) => s.status === 'done')

    expect(end.matches('needsTransactionPassword')).toBe(true)
    expect(calls).toEqual([])
  })

  it('loads the balance, and after a failed load tries again on retry', async () => {
    let attempts = 0
    const { actor, at } = start({
      load: async () => {
        attempts += 1
        if (attempts === 1) throw new TypeError('offline')
        return balance
      },
    })
    const failed = await at('loadFailed')
    expect(failed.context.loadError).toBe(errorMessages.network)

    actor.send({ type: 'transfer.retry' })

    const filling = await at('filling')
    expect(filling.context.balance).toEqual(balance)
    expect(filling.context.loadError).toBeNull()
  })

  it('shows the schema’s messages on an invalid form and looks nobody up', async () => {
    const { fill, next, at, calls, settledForm } = start()
    await at('filling')
    fill({ amount: 5, password: '123' })

    next()
    const errors = (await settledForm()).errors

    expect(errors.destination_user_id).toMatchObject({ id: validation.required.id })
    expect(errors.amount).toMatchObject({ id: validation.min.id, values: { min: 10 } })
    expect(errors.transaction_password).toMatchObject({ id: validation.exactLength.id })
    expect(calls).toEqual(['load'])
  })

  it('Max fills the whole available balance', async () => {
    const { actor, at, form } = start()
    await at('filling')

    actor.send({ type: 'transfer.max' })

    expect(form()?.values.amount).toBe(1250.5)
  })

  it('refuses more than the available balance on the amount, before any call', async () => {
    const { fill, next, at, refused, calls, settledForm } = start()
    await at('filling')
    fill({ ...filled, amount: 1250.6 })

    next()
    await refused()
    const context = await settledForm()

    expect(context.errors.amount).toEqual(walletErrorMessages.walletInsufficient)
    expect(context.values.destination_user_id).toBe('bob-0002')
    expect(calls).toEqual(['load'])
  })

  it('looks the recipient up and confirms with their nickname and the exact balance after', async () => {
    const { fill, next, at, calls } = start()
    await at('filling')
    fill({ ...filled, amount: 0.3 + 10 })

    next()
    const confirming = await at('confirming')

    expect(calls).toEqual(['load', 'lookup bob-0002'])
    expect(confirming.context.recipient).toEqual(bob)
    // 1250.5 − 10.3 in decimals, not 1240.1999999….
    expect(confirming.context.balanceAfter).toBe('1240.2')
    expect(confirming.context.requestId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('puts an unknown recipient on its field and keeps what was typed', async () => {
    const { fill, next, at, refused, settledForm } = start({
      lookup: () => Promise.reject(apiFailure('recipient_not_found')),
    })
    await at('filling')
    fill(filled)

    next()
    await refused()
    const context = await settledForm()

    expect(context.errors.destination_user_id).toEqual(walletErrorMessages.recipientNotFound)
    expect(context.formError).toBeNull()
    expect(context.values).toMatchObject({ destination_user_id: 'bob-0002', amount: 25 })
  })

  it('confirms: sends the filled transfer with its request id and ends with the new balance', async () => {
    const { actor, fill, next, at, sent } = start()
    await at('filling')
    fill(filled)
    next()
    const { context } = await at('confirming')

    actor.send({ type: 'transfer.confirm' })
    const end = await at('done')

    expect(sent).toEqual([
      {
        destination_user_id: 'bob-0002',
        amount: 25,
        transaction_password: 'a1b2c3',
        request_id: context.requestId,
      },
    ])
    expect(end.context.result?.recipient.nickname).toBe('Bob')
    expect(end.context.balance?.available).toBe('1225.5')
  })

  it('a retry after an unknown outcome resends the same request id, so money moves once', async () => {
    let attempts = 0
    const { actor, fill, next, at, sent } = start({
      submit: async (input) => {
        attempts += 1
        if (attempts === 1) throw new TypeError('connection reset')
        return done(input)
      },
    })
    await at('filling')
    fill(filled)
    next()
    await at('confirming')

    actor.send({ type: 'transfer.confirm' })
    const failed = await waitFor(actor, (s) => s.matches('confirming') && attempts === 1)
    expect(failed.context.error).toBe(errorMessages.network)
    actor.send({ type: 'transfer.confirm' })
    await at('done')

    expect(sent).toHaveLength(2)
    expect(sent[1]?.request_id).toBe(sent[0]?.request_id)
  })

  it('a wrong transaction password goes back to its field; the same transfer keeps its id, a new amount gets a new one', async () => {
    const wrong = messageForCode('transaction_password_wrong')
    let attempts = 0
    const { actor, fill, next, at, refused, sent, settledForm } = start({
      submit: async (input) => {
        attempts += 1
        if (attempts === 1)
          throw apiFailure('transaction_password_wrong', [
            { path: 'transaction_password', message: wrong!, text: 'wrong' },
          ])
        return done(input)
      },
    })
    await at('filling')
    fill(filled)
    next()
    await at('confirming')
    actor.send({ type: 'transfer.confirm' })
    await refused()
    const onField = await settledForm()
    expect(onField.errors.transaction_password).toEqual(wrong)
    expect(onField.formError).toBeNull()

    fill({ password: 'z9y8x7' })
    next()
    await at('confirming')
    actor.send({ type: 'transfer.back' })
    await at('filling')
    fill({ amount: 30 })
    next()
    await at('confirming')
    actor.send({ type: 'transfer.confirm' })
    await at('done')

    expect(sent.map((s) => s.transaction_password)).toEqual(['a1b2c3', 'z9y8x7'])
    expect(sent[1]?.amount).toBe(30)
    expect(sent[1]?.request_id).not.toBe(sent[0]?.request_id)
  })

  it('keeps the request id when the user goes back and confirms the same transfer again', async () => {
    const { actor, fill, next, at } = start()
    await at('filling')
    fill(filled)
    next()
    const first = (await at('confirming')).context.requestId

    actor.send({ type: 'transfer.back' })
    await at('filling')
    next()
    const again = (await at('confirming')).context.requestId

    expect(again).toBe(first)
  })

  it('maps a refusal named only by its code onto the field the endpoint declares', async () => {
    const { actor, fill, next, at, refused, settledForm } = start({
      submit: () => Promise.reject(apiFailure('wallet_insufficient')),
    })
    await at('filling')
    fill(filled)
    next()
    await at('confirming')

    actor.send({ type: 'transfer.confirm' })
    await refused()
    const context = await settledForm()

    expect(context.errors.amount).toEqual(walletErrorMessages.walletInsufficient)
    expect(context.formError).toBeNull()
  })

  it('a server that finds no transaction password ends the flow where the page offers to set one', async () => {
    const { actor, fill, next, at } = start({
      submit: () => Promise.reject(apiFailure('transaction_password_missing')),
    })
    await at('filling')
    fill(filled)
    next()
    await at('confirming')

    actor.send({ type: 'transfer.confirm' })
    const end = await waitFor(actor, (s) => s.status === 'done')

    expect(end.matches('needsTransactionPassword')).toBe(true)
  })

  it('another transfer starts empty with a fresh balance', async () => {
    const { actor, fill, next, at, calls, form } = start()
    await at('filling')
    fill(filled)
    next()
    await at('confirming')
    actor.send({ type: 'transfer.confirm' })
    await at('done')

    actor.send({ type: 'transfer.again' })
    const filling = await at('filling')

    expect(calls.filter((c) => c === 'load')).toHaveLength(2)
    expect(filling.context).toMatchObject({ details: null, requestId: null, result: null })
    expect(form()?.values.destination_user_id).toBe('')
  })

  it('a held account shows no form until the hold ends; retry looks again', async () => {
    let hold: string | null = until
    const { actor, at, calls } = start({ load: async () => ({ ...balance, hold_until: hold }) })

    const held = await at('held')
    expect(held.context.balance?.hold_until).toBe(until)
    expect(formChild(held)).toBeUndefined()

    hold = null
    actor.send({ type: 'transfer.retry' })
    await at('filling')
    expect(calls.filter((c) => c === 'load')).toHaveLength(2)
  })

  it('a hold met on sending (a password changed elsewhere) loads again to say until when', async () => {
    let hold: string | null = null
    const { actor, fill, next, at } = start({
      load: async () => ({ ...balance, hold_until: hold }),
      submit: () => {
        hold = until
        return Promise.reject(apiFailure('security_hold'))
      },
    })
    await at('filling')
    fill(filled)
    next()
    await at('confirming')

    actor.send({ type: 'transfer.confirm' })

    expect((await at('held')).context.balance?.hold_until).toBe(until)
  })
})
