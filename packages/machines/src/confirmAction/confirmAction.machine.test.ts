import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { apiFailure } from '../lib/fixtures'
import { confirmActionMachine } from './confirmAction.machine'

function start(answers: (() => Promise<unknown>)[]) {
  const calls: unknown[] = []
  const machine = confirmActionMachine.provide({
    actors: {
      act: fromPromise(({ input }) => {
        calls.push(input)
        const next = answers.shift()
        return next ? next() : Promise.resolve({ done: true })
      }),
    },
  })
  const actor = createActor(machine, {
    clock: new SimulatedClock(),
    input: { request: { exchange_name: 'binance' } },
  }).start()
  return { actor, calls }
}

describe('confirm action', () => {
  it('calls nothing until confirmed, and nothing after a cancel', () => {
    const { actor, calls } = start([])

    actor.send({ type: 'confirm.open' })
    actor.send({ type: 'confirm.cancel' })

    expect(actor.getSnapshot().value).toBe('idle')
    expect(calls).toEqual([])
  })

  it('calls the server with the request once confirmed', async () => {
    const { actor, calls } = start([])

    actor.send({ type: 'confirm.open' })
    actor.send({ type: 'confirm.accept' })
    const end = await waitFor(actor, (s) => s.matches('done'))

    expect(calls).toEqual([{ exchange_name: 'binance' }])
    expect(end.context.result).toEqual({ done: true })
  })

  it('keeps the refusal code, and a retry clears it', async () => {
    const { actor } = start([() => Promise.reject(apiFailure('exchange_in_use'))])

    actor.send({ type: 'confirm.accept' })
    const refused = await waitFor(actor, (s) => s.matches('failed'))
    const code = refused.context.errorCode
    actor.send({ type: 'confirm.accept' })
    const retried = await waitFor(actor, (s) => s.matches('done'))

    expect(code).toBe('exchange_in_use')
    expect(retried.context.errorCode).toBeNull()
  })

  it('can be asked again after it worked', async () => {
    const { actor } = start([])
    actor.send({ type: 'confirm.accept' })
    await waitFor(actor, (s) => s.matches('done'))

    actor.send({ type: 'confirm.open' })

    expect(actor.getSnapshot().value).toBe('asking')
  })
})
