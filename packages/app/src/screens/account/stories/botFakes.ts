import { fromPromise, type AnyActorLogic } from 'xstate'
import { botWizardMachine, type StoredWizard } from '@atb/machines'
import { heldActor } from '../../../services/heldActor'

/** A bot as POST /robot/create answers it. */
export const storyBot = {
  id: 'bot-story-1',
  kind: 'spot_grid',
  exchange_name: 'paper',
  market: 'crypto',
  symbols: ['BTCUSDT'],
  status: 'running',
  reason: null,
  config_version: 1,
  allocation: { USDT: '500' },
  realized_pnl: '0',
  fees: '0',
  trades: 0,
  stop_mode: null,
  created_at: '2030-01-01T00:00:00.000Z',
  stopped_at: null,
}

export interface FakeWizard {
  stored?: Partial<StoredWizard> | null
  create?: AnyActorLogic
  /** A quick start's preparation (decision 089); by default it fails, opening the setup form. */
  prepare?: AnyActorLogic
  /** Create was pressed on the stored review before the page opens (to show what came back). */
  created?: boolean
}

/** The bot wizard with its stored copy given and nothing written to session storage. */
export function fakeBotWizard({ stored = null, create, prepare, created = false }: FakeWizard) {
  const held = heldActor(
    botWizardMachine.provide({
      actors: {
        create: (create ?? fromPromise(async () => storyBot)) as never,
        prepare: (prepare ??
          fromPromise(async () => {
            throw new Error('no market in this story')
          })) as never,
      },
      actions: { persist: () => undefined, forget: () => undefined },
    }),
  )
  return {
    start: () => {
      const running = held.current()
      if (running) return running
      const actor = held.start({ stored })
      if (created && stored?.kind) {
        const { market, theme, kind } = stored
        actor.send({ type: 'wizard.open', market, theme, strategy: kind, step: 'review' } as never)
        actor.send({ type: 'wizard.create' })
      }
      return actor
    },
  }
}
