import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { BotUpdateResponse, BotView } from '@atb/contract'
import { botUpdateMachine } from './botUpdate.machine'
import { updateFixtureBot, updateFixtureResult } from './botUpdate.fixtures'

const refusal = (code: string, errors?: { path: string; message: unknown }[]) => ({
  status: 'error',
  description: code,
  code,
  ...(errors ? { errors } : {}),
})

function start(bot: BotView | Error, save?: (config: Record<string, unknown>) => unknown) {
  const sent: Record<string, unknown>[] = []
  const machine = botUpdateMachine.provide({
    actors: {
      load: fromPromise<BotView, { id: string }>(async () => {
        if (bot instanceof Error) throw bot
        return bot
      }),
      save: fromPromise<BotUpdateResponse, { id: string; config: Record<string, unknown> }>(
        async ({ input }) => {
          sent.push(input.config)
          if (save) return save(input.config) as BotUpdateResponse
          return updateFixtureResult(bot as BotView, input.config)
        },
      ),
    },
  })
  const actor = createActor(machine, { input: { id: 'bot-1' } }).start()
  return { actor, sent }
}

const changed = { ...updateFixtureBot().config, upper_price: 64000 }

describe('bot update', () => {
  it('loads, reviews the changes and saves them as the next version', async () => {
    const { actor, sent } = start(updateFixtureBot())
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'update.review', values: changed })
    expect(actor.getSnapshot().value).toBe('reviewing')
    expect(actor.getSnapshot().context.changes).toEqual([
      { field: 'upper_price', from: 63000, to: 64000 },
    ])
    actor.send({ type: 'update.confirm' })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.value).toBe('saved')
    expect(done.context.result?.config_version).toBe(4)
    expect(sent).toEqual([changed])
  })

  it('will not save when nothing changed', async () => {
    const { actor, sent } = start(updateFixtureBot())
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'update.review', values: { ...updateFixtureBot().config } })
    actor.send({ type: 'update.confirm' })
    expect(actor.getSnapshot().value).toBe('reviewing')
    expect(actor.getSnapshot().context.changes).toEqual([])
    actor.send({ type: 'update.back' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(sent).toEqual([])
  })

  it('locks kinds that cannot change and stopped bots', async () => {
    const dca = start(updateFixtureBot({ kind: 'dca' })).actor
    const stopped = start(updateFixtureBot({ status: 'stopped' })).actor
    expect((await waitFor(dca, (s) => s.status === 'done')).context.lock).toBe('kind_not_updatable')
    expect((await waitFor(stopped, (s) => s.status === 'done')).context.lock).toBe('bot_stopped')
  })

  it('puts validation refusals on the fields and back into editing', async () => {
    const message = { id: 'validation.max', message: 'too big' }
    const { actor } = start(updateFixtureBot(), () => {
      throw refusal('validation_failed', [{ path: 'config.upper_price', message }])
    })
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'update.review', values: changed })
    actor.send({ type: 'update.confirm' })
    const back = await waitFor(actor, (s) => s.context.refusals === 1)
    expect(back.value).toBe('editing')
    expect(back.context.fieldErrors).toEqual({ upper_price: message })
    expect(back.context.draft).toEqual(changed)
  })

  it('locks when the server says the bot stopped meanwhile', async () => {
    const { actor } = start(updateFixtureBot(), () => {
      throw refusal('bot_stopped')
    })
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'update.review', values: changed })
    actor.send({ type: 'update.confirm' })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect([done.value, done.context.lock]).toEqual(['locked', 'bot_stopped'])
  })

  it('offers a retry after a network failure, and after a failed load', async () => {
    let calls = 0
    const { actor } = start(updateFixtureBot(), (config) => {
      calls += 1
      if (calls === 1) throw new TypeError('fetch failed')
      return updateFixtureResult(updateFixtureBot(), config)
    })
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'update.review', values: changed })
    actor.send({ type: 'update.confirm' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.formError).toMatchObject({ id: expect.any(String) })
    actor.send({ type: 'update.retry' })
    expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('saved')

    const lost = start(new Error('offline')).actor
    await waitFor(lost, (s) => s.matches('loadFailed'))
    expect(lost.getSnapshot().context.loadError).not.toBeNull()
  })
})
