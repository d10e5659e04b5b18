import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  errorMessages,
  messageForCode,
  validation,
  withdrawalErrorMessages,
  type WalletBalanceResponse,
  type WithdrawalInfoResponse,
  type WithdrawalResponse,
} from '@atb/contract'
import { formChild } from '../form/createFormMachine'
import { apiFailure } from '../lib/fixtures'
import {
  withdrawMachine,
  withdrawMax,
  withdrawTotal,
  type WithdrawRequest,
  type WithdrawWallet,
} from './withdraw.machine'

const balance: WalletBalanceResponse = {
  asset: 'USDT',
  available: '120.5',
  held: '0',
  total: '120.5',
  user_id: 'me-0001',
  hold_until: null,
}
const info: WithdrawalInfoResponse = {
  network: 'BEP20',
  network_name: 'BNB Smart Chain',
  chain_id: 56,
  fee: '1',
  min: 10,
  max: 10_000,
  daily_limit: 20_000,
  used_today: '19950',
  remaining_today: '50',
  suspended_until: null,
}
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const filled = { amount: 20, to_address: ADDRESS, transaction_password: 'a1b2c3' }

function start(
  options: {
    hasTransactionPassword?: boolean
    twoFactor?: boolean
    load?: () => Promise<WithdrawWallet>
    submit?: (input: WithdrawRequest) => Promise<WithdrawalResponse>
  } = {},
) {
  const sent: WithdrawRequest[] = []
  let loads = 0
  const machine = withdrawMachine.provide({
    actors: {
      load: fromPromise(async () => {
        loads++
        return (options.load ?? (async () => ({ balance, info })))()
      }),
      submit: fromPromise(async ({ input }) => {
        sent.push(input)
        return options.submit ? options.submit(input) : result(input)
      }),
    },
  })
  const actor = createActor(machine, {
    clock: new SimulatedClock(),
    input: {
      hasTransactionPassword: options.hasTransactionPassword ?? true,
      twoFactor: options.twoFactor ?? false,
    },
  }).start()
  const fill = (values: Partial<typeof filled & { totp_code: string }>) => {
    for (const [field, value] of Object.entries(values))
      actor.send({
        type: 'form.change',
        field: field as keyof typeof filled | 'totp_code',
        value: value as never,
      })
  }
  type State = Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]
  const at = (state: State) => waitFor(actor, (s) => s.matches(state))
  const settledForm = async () => {
    const child = formChild(actor.getSnapshot())
    if (!child) throw new Error('no form')
    return (await waitFor(child, (s) => s.matches({ editing: 'idle' }))).context
  }
  const refused = () =>
    waitFor(actor, (s) => s.matches('filling') && Object.keys(s.context.fieldErrors).length > 0)
  return { actor, sent, fill, at, settledForm, refused, loads: () => loads }
}

const result = (input: WithdrawRequest): WithdrawalResponse => ({
  withdrawal: {
    id: 'w-1',
    amount: String(input.amount),
    fee: '1',
    total: withdrawTotal(input.amount, '1'),
    to_address: input.to_address,
    network: 'BEP20',
    status: 'requested',
    reason: null,
    tx_hash: null,
    confirmations: 0,
    required: 15,
    created_at: '2030-01-02T03:04:05.000Z',
    updated_at: '2030-01-02T03:04:05.000Z',
  },
  balance: { ...balance, available: '99.5', held: '21' },
})

describe('withdraw machine', () => {
  it('without a transaction password shows no form and loads nothing', async () => {
    const { actor, loads } = start({ hasTransactionPassword: false })
    const end = await waitFor(actor, (s) => s.status === 'done')
    expect(end.matches('needsTransactionPassword')).toBe(true)
    expect(loads()).toBe(0)
  })

  it('loads the balance and limits, and tries again after a failure', async () => {
    let first = true
    const { actor, at } = start({
      load: async () => {
        if (first) {
          first = false
          throw new TypeError('offline')
        }
        return { balance, info }
      },
    })
    expect((await at('loadFailed')).context.loadError).toBe(errorMessages.network)
    actor.send({ type: 'withdraw.retry' })
    expect((await at('filling')).context.info).toEqual(info)
  })

  it('stops at the pause after a password change, and looks again on retry', async () => {
    let until: string | null = '2030-01-03T00:00:00.000Z'
    const { actor, at } = start({
      load: async () => ({ balance, info: { ...info, suspended_until: until } }),
    })
    await at('suspended')
    until = null
    actor.send({ type: 'withdraw.retry' })
    await at('filling')
  })

  it('shows the spec’s messages on a bad form and sends nothing', async () => {
    const { actor, fill, at, settledForm, sent } = start()
    await at('filling')
    fill({ amount: 5, to_address: '0x1234', transaction_password: '1' })
    actor.send({ type: 'form.submit' })
    const { errors } = await settledForm()
    expect(errors.amount).toMatchObject({ id: validation.min.id, values: { min: 10 } })
    expect(errors.to_address).toMatchObject({ id: 'validation.bep20Address' })
    expect(errors.transaction_password).toMatchObject({ id: validation.exactLength.id })
    expect(sent).toEqual([])
  })

  it('Max is the balance less the fee, within what is left of today', async () => {
    expect(withdrawMax(balance, { ...info, remaining_today: '20000' })).toBe(119.5)
    expect(withdrawMax(balance, info)).toBe(50)
    expect(withdrawMax({ ...balance, available: '0.5' }, info)).toBe(0)
    const { actor, at } = start()
    await at('filling')
    actor.send({ type: 'withdraw.max' })
    const child = formChild(actor.getSnapshot())!
    expect(child.getSnapshot().context.values.amount).toBe(50)
  })

  it('refuses an amount the balance cannot cover with the fee, or over today’s limit', async () => {
    const { actor, fill, at, refused, settledForm } = start({
      load: async () => ({ balance: { ...balance, available: '20.5' }, info }),
    })
    await at('filling')
    fill({ ...filled, amount: 20 })
    actor.send({ type: 'form.submit' })
    await refused()
    expect((await settledForm()).errors.amount).toEqual(withdrawalErrorMessages.insufficient)

    const other = start()
    await other.at('filling')
    other.fill({ ...filled, amount: 50.5 })
    other.actor.send({ type: 'form.submit' })
    await other.refused()
    expect((await other.settledForm()).errors.amount).toEqual(withdrawalErrorMessages.dailyLimit)
  })

  it('confirms with the request id, keeps it on a retry, and ends with the new balance', async () => {
    let fail = true
    const { actor, fill, at, sent } = start({
      submit: async (input) => {
        if (fail) {
          fail = false
          throw new TypeError('offline')
        }
        return result(input)
      },
    })
    await at('filling')
    fill(filled)
    actor.send({ type: 'form.submit' })
    await at('confirming')
    actor.send({ type: 'withdraw.confirm' })
    const again = await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== null)
    expect(again.context.error).toBe(errorMessages.network)
    actor.send({ type: 'withdraw.confirm' })
    const end = await at('done')
    expect(sent).toHaveLength(2)
    expect(sent[0]!.request_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent[1]!.request_id).toBe(sent[0]!.request_id)
    expect(sent[0]).toMatchObject(filled)
    expect(end.context.balance?.available).toBe('99.5')

    actor.send({ type: 'withdraw.again' })
    const next = await at('filling')
    expect(next.context.details).toBeNull()
    expect(next.context.requestId).toBeNull()
  })

  it('puts a wrong transaction password on its field and keeps the rest', async () => {
    const { actor, fill, at, refused, settledForm } = start({
      submit: () => Promise.reject(apiFailure('transaction_password_wrong')),
    })
    await at('filling')
    fill(filled)
    actor.send({ type: 'form.submit' })
    await at('confirming')
    actor.send({ type: 'withdraw.confirm' })
    await refused()
    const context = await settledForm()
    expect(context.errors.transaction_password).toEqual(
      messageForCode('transaction_password_wrong'),
    )
    expect(context.values).toMatchObject({ amount: 20, to_address: ADDRESS })
  })

  it('with two-factor on, asks for the code, sends it, and puts a wrong one on its field', async () => {
    const { actor, fill, at, refused, settledForm, sent } = start({
      twoFactor: true,
      submit: () => Promise.reject(apiFailure('two_factor_code_wrong')),
    })
    await at('filling')
    fill(filled)
    actor.send({ type: 'form.submit' })
    const missing = await settledForm()
    expect(missing.errors.totp_code).toMatchObject({ id: validation.required.id })
    expect(actor.getSnapshot().matches('filling')).toBe(true)

    fill({ totp_code: '123 456' })
    actor.send({ type: 'form.submit' })
    await at('confirming')
    actor.send({ type: 'withdraw.confirm' })
    await refused()
    expect(sent[0]).toMatchObject({ ...filled, totp_code: '123456' })
    const context = await settledForm()
    expect(context.errors.totp_code).toEqual(messageForCode('two_factor_code_wrong'))
  })

  it('reloads into the pause when the server says withdrawals were suspended meanwhile', async () => {
    let suspended = false
    const { actor, fill, at } = start({
      load: async () => ({
        balance,
        info: { ...info, suspended_until: suspended ? '2030-01-03T00:00:00.000Z' : null },
      }),
      submit: () => {
        suspended = true
        return Promise.reject(apiFailure('security_hold'))
      },
    })
    await at('filling')
    fill(filled)
    actor.send({ type: 'form.submit' })
    await at('confirming')
    actor.send({ type: 'withdraw.confirm' })
    await at('suspended')
  })
})
