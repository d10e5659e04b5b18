import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { validation } from '@atb/contract'
import type { FormInput, FormMachine, FormValues } from '../form/createFormMachine'
import {
  activationMachine,
  changePasswordMachine,
  forgotPasswordMachine,
  pinCreateMachine,
  pinUpdateMachine,
  profileEditMachine,
  resetPasswordMachine,
  transactionPasswordChangeMachine,
  transactionPasswordSetMachine,
} from './accountForms.machine'

async function submit<T>(machine: FormMachine<T>, values: FormValues, input: FormInput = {}) {
  const sent: FormValues[] = []
  const provided = machine.provide({
    actors: {
      submit: fromPromise<T, FormValues>(async ({ input: v }) => {
        sent.push(v)
        return {} as T
      }),
    },
  })
  const actor = createActor(provided, { clock: new SimulatedClock(), input }).start()
  for (const [field, value] of Object.entries(values))
    actor.send({ type: 'form.change', field, value })
  actor.send({ type: 'form.submit' })
  const end = await waitFor(actor, (s) => s.matches('success') || s.matches('editing'))
  return { state: end.value, errors: end.context.errors, sent }
}

describe('account forms', () => {
  it('forgot password sends a valid email only', async () => {
    expect((await submit(forgotPasswordMachine, { email: 'nope' })).errors.email).toMatchObject({
      id: validation.email.id,
    })
    expect((await submit(forgotPasswordMachine, { email: 'a@b.co' })).sent).toEqual([
      { email: 'a@b.co' },
    ])
  })

  it('reset password takes the URL token from input and needs a matching confirmation', async () => {
    const input = { values: { token: 'from-url' } }
    const mismatch = await submit(
      resetPasswordMachine,
      { password: 'secret1', confirm_password: 'secret2' },
      input,
    )
    const ok = await submit(
      resetPasswordMachine,
      { password: 'secret1', confirm_password: 'secret1' },
      input,
    )

    expect(mismatch.errors.confirm_password).toMatchObject({ id: validation.match.id })
    expect(ok.sent).toEqual([
      { token: 'from-url', password: 'secret1', confirm_password: 'secret1' },
    ])
  })

  it('change password needs a new password of at least 6 characters', async () => {
    const result = await submit(changePasswordMachine, {
      old_password: 'old',
      new_password: '123',
      confirm_new_password: '123',
    })

    expect(result.errors.new_password).toMatchObject({ id: validation.minLength.id })
    expect(result.sent).toEqual([])
  })

  it('profile edit starts from the profile and refuses special characters', async () => {
    const result = await submit(
      profileEditMachine,
      { nickname: 'bob<script>' },
      { values: { nickname: 'bob', signature: 'hi' } },
    )

    expect(Object.keys(result.errors)).toEqual(['nickname'])
    expect(result.errors.nickname).toMatchObject({ id: validation.specialCharacters.id })
  })

  it('PIN create needs 6 digits confirmed; PIN update needs the old one too', async () => {
    const created = await submit(pinCreateMachine, { pin: '123456', confirm_pin: '123456' })
    const updated = await submit(pinUpdateMachine, { new_pin: '654321', confirm_new_pin: '654321' })

    expect(created.state).toBe('success')
    expect(Object.keys(updated.errors)).toEqual(['old_pin'])
  })

  it('activation accepts exactly 8 characters, sent in capitals', async () => {
    const short = await submit(activationMachine, { code: 'abc' })
    const ok = await submit(activationMachine, { code: 'abcd2345' })

    expect(short.errors.code).toMatchObject({ id: validation.exactLength.id })
    expect(ok.sent).toEqual([{ code: 'ABCD2345' }])
  })

  it('transaction password: exactly 6 characters, confirmed; changing it needs the old one', async () => {
    const short = await submit(transactionPasswordSetMachine, {
      transaction_password: '12345',
      confirm_transaction_password: '12345',
    })
    const set = await submit(transactionPasswordSetMachine, {
      transaction_password: 'a1b2c3',
      confirm_transaction_password: 'a1b2c3',
    })
    const change = await submit(transactionPasswordChangeMachine, {
      new_transaction_password: 'z9y8x7',
      confirm_new_transaction_password: 'z9y8x6',
    })

    expect(short.errors.transaction_password).toMatchObject({ id: validation.exactLength.id })
    expect(set.sent).toEqual([
      { transaction_password: 'a1b2c3', confirm_transaction_password: 'a1b2c3' },
    ])
    expect(Object.keys(change.errors).sort()).toEqual([
      'confirm_new_transaction_password',
      'old_transaction_password',
    ])
  })
})
