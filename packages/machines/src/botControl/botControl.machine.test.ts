import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  apiErrors,
  errorMessages,
  type BotStatusName,
  type BotSummary,
  type ErrorCode,
} from '@atb/contract'
import { botControlMachine, type BotControlOutcome } from './botControl.machine'

const bot = (status: BotStatusName) => ({ id: 'b1', status }) as BotSummary

const refusal = (code: ErrorCode) => ({
  status: 'error' as const,
  code,
  description: apiErrors[code].description,
})

function start(
  status: BotStatusName,
  calls: { pause?: () => Promise<BotSummary>; stop?: () => Promise<BotSummary> } = {},
) {
  const sent: unknown[] = []
  const announced: BotControlOutcome[] = []
  const machine = botControlMachine.provide({
    actors: {
      pause: fromPromise(async ({ input }) => {
        sent.push(['pause', input])
        return calls.pause ? calls.pause() : bot('paused')
      }),
      resume: fromPromise(async ({ input }) => {
        sent.push(['resume', input])
        return bot('running')
      }),
      stop: fromPromise(async ({ input }) => {
        sent.push(['stop', input])
        return calls.stop ? calls.stop() : bot('stopped')
      }),
    },
  })
  const actor = createActor(machine, {
    input: { botId: 'b1', status },
    clock: new SimulatedClock(),
  }).start()
  actor.on('control.done', (e) => void announced.push(e.outcome))
  return { actor, sent, announced }
}

describe('bot control', () => {
  it('pauses a running bot and resumes it, announcing each', async () => {
    const { actor, sent, announced } = start('running')

    actor.send({ type: 'control.resume' })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'control.pause' })
    await waitFor(actor, (s) => s.context.done === 'paused')
    actor.send({ type: 'control.resume' })
    const end = await waitFor(actor, (s) => s.context.done === 'resumed')

    expect(sent).toEqual([
      ['pause', { id: 'b1' }],
      ['resume', { id: 'b1' }],
    ])
    expect(announced).toEqual(['paused', 'resumed'])
    expect(end.context.status).toBe('running')
  })

  it('says why a pause was refused and stays usable', async () => {
    const { actor, announced } = start('running', {
      pause: () => Promise.reject(refusal('bot_not_running')),
    })

    actor.send({ type: 'control.pause' })
    const end = await waitFor(actor, (s) => s.context.failed === 'pause')

    expect(end.value).toBe('idle')
    expect(end.context.error).toEqual(apiErrors.bot_not_running.message)
    expect(announced).toEqual([])
  })

  it('says nothing of the exchange clock check (spec §8), and the stop can be tried again', async () => {
    const { actor } = start('running', {
      pause: () => Promise.reject(refusal('recv_window')),
      stop: () => Promise.reject(refusal('recv_window')),
    })

    actor.send({ type: 'control.pause' })
    const paused = await waitFor(actor, (s) => s.matches('idle'))
    actor.send({ type: 'control.stop' })
    actor.send({ type: 'stop.choose', mode: 'keep' })
    actor.send({ type: 'stop.confirm' })
    const stopped = await waitFor(actor, (s) => s.matches('stopFailed'))

    expect(paused.context.error).toBeNull()
    expect(stopped.context.error).toBeNull()
  })

  it('asks keep or sell every time, and stops only with a choice', async () => {
    const { actor, sent } = start('paused')

    actor.send({ type: 'control.stop' })
    actor.send({ type: 'stop.confirm' })
    expect(actor.getSnapshot().value).toBe('confirmingStop')
    expect(actor.getSnapshot().context.needsChoice).toBe(true)

    actor.send({ type: 'stop.choose', mode: 'sell' })
    actor.send({ type: 'stop.cancel' })
    actor.send({ type: 'control.stop' })
    expect(actor.getSnapshot().context.mode).toBeNull()

    actor.send({ type: 'stop.choose', mode: 'keep' })
    actor.send({ type: 'stop.confirm' })
    const end = await waitFor(actor, (s) => s.status === 'done')

    expect(sent).toEqual([['stop', { id: 'b1', mode: 'keep' }]])
    expect(end.context.done).toBe('stopped')
  })

  it('keeps the dialog and the choice after a failed stop, and retries', async () => {
    let answers = 0
    const { actor, sent } = start('running', {
      stop: () =>
        answers++ === 0
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(bot('stopped')),
    })

    actor.send({ type: 'control.stop' })
    actor.send({ type: 'stop.choose', mode: 'sell' })
    actor.send({ type: 'stop.confirm' })
    const failed = await waitFor(actor, (s) => s.matches('stopFailed'))
    expect(failed.context.error).toEqual(errorMessages.network)
    expect(failed.context.mode).toBe('sell')

    actor.send({ type: 'stop.confirm' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(sent).toHaveLength(2)
  })

  it('offers nothing for a stopped bot', () => {
    const { actor } = start('stopped')

    actor.send({ type: 'control.stop' })
    actor.send({ type: 'control.pause' })

    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('follows the status the page loads again', () => {
    const { actor } = start('running')

    actor.send({ type: 'control.sync', status: 'paused' })
    actor.send({ type: 'control.pause' })

    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'control.resume' })
    expect(actor.getSnapshot().value).toBe('resuming')
  })
})
