import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { apiErrors, type ExchangeConnectionView } from '@atb/contract'
import { apiFailure } from '../lib/fixtures'
import { okxCallbackMachine, type OkxCallbackInput } from './okxCallback.machine'

const connected: ExchangeConnectionView = {
  exchange_name: 'okx',
  status: 'connected',
  masked_key: '••••9f3a',
  permissions: ['read', 'trade'],
  checked_at: '2030-01-01T00:00:00.000Z',
  reason: null,
  source: 'oauth',
}

function run(input: OkxCallbackInput, answer: () => Promise<ExchangeConnectionView>) {
  const calls: unknown[] = []
  const machine = okxCallbackMachine.provide({
    actors: { callback: fromPromise(({ input: sent }) => (calls.push(sent), answer())) },
  })
  const actor = createActor(machine, { clock: new SimulatedClock(), input }).start()
  return { actor, calls }
}

describe('OKX callback', () => {
  it('posts the code and state, then holds the connection', async () => {
    const { actor, calls } = run({ code: 'c1', state: 's1' }, async () => connected)

    const end = await waitFor(actor, (s) => s.status === 'done')

    expect(end.value).toBe('connected')
    expect(calls).toEqual([{ code: 'c1', state: 's1' }])
    expect(end.context.connection?.source).toBe('oauth')
  })

  it('fails without calling when OKX sent no code', async () => {
    const { actor, calls } = run({ code: null, state: 's1' }, async () => connected)

    const end = await waitFor(actor, (s) => s.status === 'done')

    expect(end.value).toBe('failed')
    expect(end.context.missing).toBe(true)
    expect(calls).toEqual([])
  })

  it('keeps the server’s reason when the state is refused', async () => {
    const { actor } = run({ code: 'c1', state: 'old' }, () =>
      Promise.reject(apiFailure('okx_oauth_state_invalid')),
    )

    const end = await waitFor(actor, (s) => s.status === 'done')

    expect(end.value).toBe('failed')
    expect(end.context.errorCode).toBe('okx_oauth_state_invalid')
    expect(end.context.missing).toBe(false)
  })

  it('with two-factor on, asks for a code first, and goes back to it when the code is refused', async () => {
    let answers = 0
    const { actor, calls } = run({ code: 'c1', state: 's1', twoFactor: true }, async () => {
      if (++answers === 1)
        throw apiFailure('two_factor_code_wrong', [
          {
            path: 'totp_code',
            message: apiErrors.two_factor_code_wrong.message,
            text: apiErrors.two_factor_code_wrong.description,
          },
        ])
      return connected
    })
    expect(actor.getSnapshot().value).toBe('askingCode')
    expect(calls).toEqual([])

    actor.send({ type: 'form.change', field: 'totp_code', value: '111 111' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('askingCode') && calls.length === 1)
    const form = actor.getSnapshot().children.form
    expect(form?.getSnapshot().context.errors.totp_code).toEqual(
      apiErrors.two_factor_code_wrong.message,
    )

    actor.send({ type: 'form.change', field: 'totp_code', value: '222222' })
    actor.send({ type: 'form.submit' })
    const end = await waitFor(actor, (s) => s.status === 'done')

    expect(end.value).toBe('connected')
    expect(calls).toEqual([
      { code: 'c1', state: 's1', totp_code: '111111' },
      { code: 'c1', state: 's1', totp_code: '222222' },
    ])
  })
})
