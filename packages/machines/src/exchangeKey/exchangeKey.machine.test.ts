import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { ExchangeConnectionView } from '@atb/contract'
import { fillAndSubmit } from '../form/fillAndSubmit'
import { apiFailure } from '../lib/fixtures'
import { exchangeKeyMachine } from './exchangeKey.machine'

const connected: ExchangeConnectionView = {
  exchange_name: 'okx',
  status: 'connected',
  masked_key: '••••9f3a',
  permissions: ['read', 'trade'],
  checked_at: '2030-01-01T00:00:00.000Z',
  reason: null,
  source: 'key',
}

describe('exchange key form', () => {
  it('sends a Binance key without a passphrase', async () => {
    const result = await fillAndSubmit(
      exchangeKeyMachine,
      connected,
      { api_key: ' abc123 ', secret_key: 'secret' },
      { values: { exchange_name: 'binance' } },
    )

    expect(result.state).toBe('success')
    expect(result.sent[0]).toMatchObject({ exchange_name: 'binance', api_key: 'abc123' })
  })

  it('asks OKX for its passphrase', async () => {
    const result = await fillAndSubmit(
      exchangeKeyMachine,
      connected,
      { api_key: 'abc123', secret_key: 'secret' },
      { values: { exchange_name: 'okx' } },
    )

    expect(result.state).toEqual({ editing: 'idle' })
    expect(Object.keys(result.errors)).toEqual(['passphrase'])
    expect(result.sent).toEqual([])
  })

  it('shows a refused key on the API key field, and a withdrawal key above the form', async () => {
    const refusal = (error: unknown) =>
      exchangeKeyMachine.provide({
        actors: { submit: fromPromise(() => Promise.reject(error)) },
      })
    const run = async (error: unknown) => {
      const actor = createActor(refusal(error), {
        clock: new SimulatedClock(),
        input: { values: { exchange_name: 'binance', api_key: 'k', secret_key: 's' } },
      }).start()
      actor.send({ type: 'form.submit' })
      return (await waitFor(actor, (s) => s.matches('failure'))).context
    }
    const invalid = await run(
      apiFailure('exchange_key_invalid', [
        {
          path: 'api_key',
          message: { id: 'error.exchangeKeyInvalid', message: 'refused' },
          text: 'refused',
        },
      ]),
    )
    const withdrawal = await run(apiFailure('exchange_key_withdrawal'))

    expect(Object.keys(invalid.errors)).toEqual(['api_key'])
    expect(invalid.formError).toBeNull()
    expect(withdrawal.formError).toMatchObject({ id: 'error.exchangeKeyWithdrawal' })
  })
})
