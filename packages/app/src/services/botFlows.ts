import { fromPromise } from 'xstate'
import { endpoints as E, type ConfigurableKind } from '@atb/contract'
import {
  botWizardMachine,
  storedFrom,
  type PreparedSetup,
  type PrepareInput,
  type StoredWizard,
} from '@atb/machines'
import { loadKindSetup } from '../screens/bots/create/setup/kinds'
import type { KindSetup } from '../screens/bots/create/setup/types'
import { call } from './calls'
import { heldActor } from './heldActor'
import { listFlows } from './bots/listFlows'
import { updateFlows } from './bots/updateFlows'
import { viewFlows } from './bots/viewFlows'
import { exchangeFlows } from './exchangeFlows'
import { profitFlows } from './profitFlows'
import { rankingFlows } from './rankingFlows'
import { marketFlows } from './marketFlows'
import { signalFlows } from './signalFlows'

/** The wizard's choices in this tab (session storage): they survive a reload, never a secret. */
const WIZARD_KEY = 'atb.botWizard'
export const wizardStorage = {
  get(): Partial<StoredWizard> | null {
    try {
      const raw = sessionStorage.getItem(WIZARD_KEY)
      return raw ? storedFrom(JSON.parse(raw)) : null
    } catch {
      return null
    }
  },
  set(stored: StoredWizard | null) {
    try {
      if (stored) sessionStorage.setItem(WIZARD_KEY, JSON.stringify(stored))
      else sessionStorage.removeItem(WIZARD_KEY)
    } catch {
      // Storage can be unavailable (private mode); the wizard then lasts as long as the page.
    }
  },
}

const wizard = heldActor(
  botWizardMachine.provide({
    actors: {
      create: call(E.botCreate),
      // Loaded with the first quick start: the dashboard does not carry the setup's data layer.
      prepare: fromPromise<PreparedSetup, PrepareInput>(async ({ input }) => {
        const [{ prepareSetup }, { apiSetupData }] = await Promise.all([
          import('../screens/bots/create/setup/prepare'),
          import('../screens/bots/create/parts/setupData'),
        ])
        return prepareSetup(apiSetupData, input)
      }),
    },
    actions: {
      persist: (_, stored) => wizardStorage.set(stored),
      forget: () => wizardStorage.set(null),
    },
  }),
)

/**
 * The bot screens' flows (issue 11). They load with the bot routes (routes.tsx), not with the
 * first page (decision 004); `flows` gains them then.
 */
export const botFlows = {
  /** The running wizard, shared by every step's page; a new one starts from this tab's copy. */
  botWizard: {
    start: () => wizard.start({ stored: wizardStorage.get() }),
  },
  /** A kind's setup form and its review, loaded with the setup step. */
  loadKindSetup: fromPromise<KindSetup, { kind: ConfigurableKind }>(({ input }) =>
    loadKindSetup(input.kind),
  ),
  // Issue 12: each screen family's flows in its own module.
  ...listFlows,
  ...viewFlows,
  ...updateFlows,
  ...exchangeFlows,
  ...profitFlows,
  // Issue 16: the public ranking, whose "Copy this bot" opens the wizard.
  ...rankingFlows,
  // Issue 13: the market screens and the home dashboard load with the bot flows.
  ...marketFlows,
  // Issue 16: the signal screens, whose charts use the market's candles.
  ...signalFlows,
}

export type BotFlows = typeof botFlows
