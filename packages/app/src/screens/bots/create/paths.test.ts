import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { BotSummary } from '@atb/contract'
import { botWizardMachine, type BotWizardEvent, type PreparedSetup } from '@atb/machines'
import { pathOf, pathOfStep, stepOf } from './paths'

function wizardAfter(...events: BotWizardEvent[]) {
  const actor = createActor(
    botWizardMachine.provide({
      actors: {
        create: fromPromise(async () => ({ id: 'b1' }) as BotSummary),
        // A quick start is still reading the market.
        prepare: fromPromise(() => new Promise<PreparedSetup>(() => undefined)),
      },
    }),
    { input: {} },
  )
  actor.start()
  for (const event of events) actor.send(event)
  return actor
}

const gridSetup = {
  type: 'wizard.open',
  market: 'crypto',
  theme: 'grid',
  strategy: 'spot_grid',
} as const

describe('wizard addresses', () => {
  it('gives each step its address', () => {
    expect(pathOf(wizardAfter().getSnapshot())).toBe('/bot/create')
    expect(pathOf(wizardAfter({ type: 'wizard.open', market: 'gold' }).getSnapshot())).toBe(
      '/bot/create/gold',
    )
    expect(
      pathOf(wizardAfter({ type: 'wizard.open', market: 'crypto', theme: 'dca' }).getSnapshot()),
    ).toBe('/bot/create/crypto/dca')
    expect(pathOf(wizardAfter(gridSetup).getSnapshot())).toBe(
      '/bot/create/crypto/grid/spot_grid/setup',
    )
    const review = wizardAfter(gridSetup, { type: 'wizard.review', values: { agree_risk: true } })
    expect(pathOf(review.getSnapshot())).toBe('/bot/create/crypto/grid/spot_grid/setup?step=review')
  })

  it('replaces an address that is not a step by the one it leads to', () => {
    const snapshot = wizardAfter({ ...gridSetup, market: 'moon' }).getSnapshot()
    expect(stepOf(snapshot)).toBe('market')
    expect(pathOf(snapshot)).toBe('/bot/create')
  })

  it('links completed steps back with the choices made', () => {
    const snapshot = wizardAfter(gridSetup).getSnapshot()
    expect(pathOfStep('theme', snapshot)).toBe('/bot/create/crypto')
    expect(pathOfStep('strategy', snapshot)).toBe('/bot/create/crypto/grid')
  })

  it('leads to the new bot once it exists, and shows the review while it is made', async () => {
    const actor = wizardAfter(gridSetup, { type: 'wizard.review', values: { agree_risk: true } })
    actor.send({ type: 'wizard.create' })
    expect(stepOf(actor.getSnapshot())).toBe('review')
    await waitFor(actor, (s) => s.status === 'done')
    expect(pathOf(actor.getSnapshot())).toBe('/bot/view/b1')
  })

  it('keeps a quick start on its review’s address while it is prepared', () => {
    const actor = wizardAfter({
      type: 'wizard.quickStart',
      market: 'crypto',
      theme: 'grid',
      strategy: 'spot_grid',
      exchange: 'paper',
    })
    expect(actor.getSnapshot().matches('preparing')).toBe(true)
    expect(pathOf(actor.getSnapshot())).toBe('/bot/create/crypto/grid/spot_grid/setup?step=review')
  })
})
