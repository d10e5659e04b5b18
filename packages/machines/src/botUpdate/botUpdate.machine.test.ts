import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { BotEditPlan, BotUpdateResponse, BotView } from '@atb/contract'
import { botUpdateMachine } from './botUpdate.machine'
import { updateFixtureBot, updateFixturePlan, updateFixtureResult } from './botUpdate.fixtures'

const refusal = (code: string, errors?: { path: string; message: unknown }[]) => ({
  status: 'error',
  description: code,
  code,
  ...(errors ? { errors } : {}),
})

type Sent = { config: Record<string, unknown>; plan: string }

function start(
  bot: BotView | Error,
  save?: (config: Record<string, unknown>) => unknown,
  preview: () => BotEditPlan = () => updateFixturePlan(),
) {
  const sent: Record<string, unknown>[] = []
  const saves: Sent[] = []
  const previews: Record<string, unknown>[] = []
  const machine = botUpdateMachine.provide({
    actors: {
      load: fromPromise<BotView, { id: string }>(async () => {
        if (bot instanceof Error) throw bot
        return bot
      }),
      preview: fromPromise<BotEditPlan, { id: string; config: Record<string, unknown> }>(
        async ({ input }) => {
          previews.push(input.config)
          return preview()
        },
      ),
      save: fromPromise<BotUpdateResponse, { id: string } & Sent>(async ({ input }) => {
        sent.push(input.config)
        saves.push({ config: input.config, plan: input.plan })
        if (save) return save(input.config) as BotUpdateResponse
        return updateFixtureResult(bot as BotView, input.config)
      }),
    },
  })
  const actor = createActor(machine, { input: { id: 'bot-1' } }).start()
  return { actor, sent, saves, previews }
}

/** Reviews `values` and waits for the review's plan. */
async function review(actor: ReturnType<typeof start>['actor'], values: Record<string, unknown>) {
  await waitFor(actor, (s) => s.matches('editing'))
  actor.send({ type: 'update.review', values })
  return waitFor(actor, (s) => !s.matches({ reviewing: 'planning' }))
}

const changed = { ...updateFixtureBot().config, upper_price: 64000 }

describe('bot update', () => {
  it('loads, reviews the changes and the orders they send, and saves them with that plan', async () => {
    const { actor, saves, previews } = start(updateFixtureBot())
    const reviewed = await review(actor, changed)
    expect(reviewed.value).toEqual({ reviewing: 'ready' })
    expect(reviewed.context.changes).toEqual([{ field: 'upper_price', from: 63000, to: 64000 }])
    expect(reviewed.context.plan).toEqual(updateFixturePlan())
    expect(previews).toEqual([changed])
    actor.send({ type: 'update.confirm' })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.value).toBe('saved')
    expect(done.context.result?.config_version).toBe(4)
    expect(saves).toEqual([{ config: changed, plan: '0123456789abcdef' }])
  })

  it('cannot save before the plan is there, and asks for it again after it failed', async () => {
    let calls = 0
    const { actor, sent } = start(updateFixtureBot(), undefined, () => {
      calls += 1
      if (calls === 1) throw new TypeError('fetch failed')
      return updateFixturePlan()
    })
    const failed = await review(actor, changed)
    expect(failed.value).toEqual({ reviewing: 'planFailed' })
    expect(failed.context.planError).toMatchObject({ id: expect.any(String) })
    actor.send({ type: 'update.confirm' })
    expect(sent).toEqual([])
    actor.send({ type: 'update.retry' })
    const ready = await waitFor(actor, (s) => s.matches({ reviewing: 'ready' }))
    expect([ready.context.plan?.fingerprint, ready.context.planError]).toEqual([
      '0123456789abcdef',
      null,
    ])
  })

  it('shows the new plan when the save was refused because the plan changed', async () => {
    let plans = 0
    const { actor, saves } = start(
      updateFixtureBot(),
      (config) => {
        if (saves.length === 1) throw refusal('edit_plan_changed')
        return updateFixtureResult(updateFixtureBot(), config)
      },
      () => updateFixturePlan(plans++ === 0 ? 'aaaaaaaaaaaaaaaa' : 'bbbbbbbbbbbbbbbb'),
    )
    await review(actor, changed)
    actor.send({ type: 'update.confirm' })
    const again = await waitFor(actor, (s) => s.matches({ reviewing: 'ready' }) && plans === 2)
    expect(again.context.planChanged).toBe(true)
    expect(again.context.plan?.fingerprint).toBe('bbbbbbbbbbbbbbbb')
    actor.send({ type: 'update.confirm' })
    expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('saved')
    expect(saves.map((s) => s.plan)).toEqual(['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb'])
  })

  it('takes a dry run refused on the settings back to the form', async () => {
    const { actor } = start(updateFixtureBot(), undefined, () => {
      throw refusal('insufficient_balance')
    })
    const back = await review(actor, changed)
    expect(back.value).toBe('editing')
    expect(back.context.formError).toMatchObject({ id: 'error.insufficientBalance' })
  })

  it('will not plan or save when nothing changed', async () => {
    const { actor, sent, previews } = start(updateFixtureBot())
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'update.review', values: { ...updateFixtureBot().config } })
    actor.send({ type: 'update.confirm' })
    expect(actor.getSnapshot().value).toEqual({ reviewing: 'unchanged' })
    expect(actor.getSnapshot().context.changes).toEqual([])
    actor.send({ type: 'update.back' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect([sent, previews]).toEqual([[], []])
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
    await review(actor, changed)
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
    await review(actor, changed)
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
    await review(actor, changed)
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
