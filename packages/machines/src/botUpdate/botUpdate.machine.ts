import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import {
  configChanges,
  updatableKinds,
  type BotEditPlan,
  type BotUpdateResponse,
  type BotView,
  type ConfigChange,
  type Message,
} from '@atb/contract'
import { errorCodeOf, errorMessageOf, type FormMessage } from '../lib/errors'
import { isRefusal, refusalOf } from '../botWizard/wizardSteps'

/** Why a bot's settings cannot be edited here: its kind is created anew, or it has stopped. */
export type BotLock = 'kind_not_updatable' | 'bot_stopped'

export interface BotUpdateContext {
  id: string
  bot: BotView | null
  /** Set when the bot cannot be edited (known on load, or learnt from the server on save). */
  lock: BotLock | null
  /** The checked values of the form, sent on confirm; kept when going back to edit. */
  draft: Record<string, unknown> | null
  /** What the draft changes against the bot's config, shown before saving. */
  changes: ConfigChange[]
  /** What saving sends (decision 088): the server's dry run of the draft, shown before saving. */
  plan: BotEditPlan | null
  /** Why the dry run failed (no answer, trading unavailable): it can be asked again. */
  planError: FormMessage | null
  /** The last save was refused because the plan had changed: the review shows the new one. */
  planChanged: boolean
  result: BotUpdateResponse | null
  /** A server refusal for the form: on its fields (without `config.`) and at the top. */
  fieldErrors: Partial<Record<string, Message>>
  formError: FormMessage | null
  /** Counts refusals, so the page starts the form afresh with the new errors. */
  refusals: number
  /** Why loading the bot failed. */
  loadError: FormMessage | null
}

export type BotUpdateEvent =
  | { type: 'update.review'; values: Record<string, unknown> }
  | { type: 'update.back' }
  | { type: 'update.confirm' }
  | { type: 'update.retry' }

export interface BotUpdateInput {
  id: string
}

const lockOf = (bot: BotView): BotLock | null => {
  if (!(updatableKinds as readonly string[]).includes(bot.kind)) return 'kind_not_updatable'
  return bot.status === 'stopped' ? 'bot_stopped' : null
}

const locks: readonly string[] = ['kind_not_updatable', 'bot_stopped']
/** Refusals of the settings themselves: the form shows them. */
const settingRefusals: readonly string[] = ['validation_failed', 'insufficient_balance']
const lockedBy = (error: unknown): BotLock | null => {
  const code = errorCodeOf(error)
  return code && locks.includes(code) ? (code as BotLock) : null
}

type SaveInput = { id: string; config: Record<string, unknown>; plan: string }

/**
 * /bot/update/{robot}: load the bot, edit its settings with the kind's form, review what changes
 * and the orders saving sends, save. The app provides `load` (GET /robot/view), `preview`
 * (POST /robot/update/preview) and `save` (POST /robot/update, with the plan's fingerprint).
 */
export const botUpdateMachine = setup({
  types: {
    context: {} as BotUpdateContext,
    events: {} as BotUpdateEvent,
    input: {} as BotUpdateInput,
  },
  actors: {
    load: fromPromise<BotView, { id: string }>(async () => {
      throw new Error('load not provided')
    }),
    preview: fromPromise<BotEditPlan, { id: string; config: Record<string, unknown> }>(async () => {
      throw new Error('preview not provided')
    }),
    save: fromPromise<BotUpdateResponse, SaveInput>(async () => {
      throw new Error('save not provided')
    }),
  },
  guards: {
    locked: ({ context }) => context.lock !== null,
    hasChanges: ({ context }) => context.changes.length > 0,
    lockedByServer: (_, { error }: { error: unknown }) => lockedBy(error) !== null,
    refused: (_, { error }: { error: unknown }) => isRefusal(error),
    settingsRefused: (_, { error }: { error: unknown }) =>
      settingRefusals.includes(errorCodeOf(error) ?? ''),
    planChanged: (_, { error }: { error: unknown }) => errorCodeOf(error) === 'edit_plan_changed',
  },
  actions: {
    review: assign(({ context }, { values }: { values: Record<string, unknown> }) => ({
      draft: values,
      changes: configChanges(context.bot?.config ?? {}, values),
    })),
    refused: assign(({ context }, { error }: { error: unknown }) => ({
      ...refusalOf(error),
      refusals: context.refusals + 1,
    })),
  },
}).createMachine({
  id: 'botUpdate',
  context: ({ input }) => ({
    id: input.id,
    bot: null,
    lock: null,
    draft: null,
    changes: [],
    plan: null,
    planError: null,
    planChanged: false,
    result: null,
    fieldErrors: {},
    formError: null,
    refusals: 0,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'checking',
          actions: assign(({ event }) => ({ bot: event.output, lock: lockOf(event.output) })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ loadError: errorMessageOf(event.error) })),
        },
      },
    },
    checking: {
      always: [{ guard: 'locked', target: 'locked' }, { target: 'editing' }],
    },
    loadFailed: {
      on: { 'update.retry': 'loading' },
    },
    locked: { type: 'final' },
    editing: {
      on: {
        'update.review': {
          target: 'reviewing',
          actions: [
            { type: 'review', params: ({ event }) => ({ values: event.values }) },
            assign({ fieldErrors: {}, formError: null, planChanged: false }),
          ],
        },
      },
    },
    reviewing: {
      initial: 'checking',
      on: { 'update.back': 'editing' },
      states: {
        checking: {
          always: [{ guard: 'hasChanges', target: 'planning' }, { target: 'unchanged' }],
        },
        unchanged: {},
        planning: {
          entry: assign({ plan: null, planError: null }),
          invoke: {
            src: 'preview',
            input: ({ context }) => ({ id: context.id, config: context.draft ?? {} }),
            onDone: { target: 'ready', actions: assign(({ event }) => ({ plan: event.output })) },
            onError: [
              {
                guard: { type: 'lockedByServer', params: ({ event }) => ({ error: event.error }) },
                target: '#botUpdate.locked',
                actions: assign(({ event }) => ({ lock: lockedBy(event.error) })),
              },
              {
                guard: { type: 'settingsRefused', params: ({ event }) => ({ error: event.error }) },
                target: '#botUpdate.editing',
                actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'planFailed',
                actions: assign(({ event }) => ({ planError: errorMessageOf(event.error) })),
              },
            ],
          },
        },
        planFailed: { on: { 'update.retry': 'planning' } },
        ready: { on: { 'update.confirm': '#botUpdate.saving' } },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          id: context.id,
          config: context.draft ?? {},
          // Saving is reached only from a shown plan (ready): its fingerprint goes with it.
          plan: context.plan?.fingerprint ?? '',
        }),
        onDone: { target: 'saved', actions: assign(({ event }) => ({ result: event.output })) },
        onError: [
          {
            guard: { type: 'lockedByServer', params: ({ event }) => ({ error: event.error }) },
            target: 'locked',
            actions: assign(({ event }) => ({ lock: lockedBy(event.error) })),
          },
          {
            // Nothing was sent: the review asks for the plan again and says why.
            guard: { type: 'planChanged', params: ({ event }) => ({ error: event.error }) },
            target: '#botUpdate.reviewing.planning',
            actions: assign({ planChanged: true }),
          },
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: assign(({ event }) => ({ formError: errorMessageOf(event.error) })),
          },
        ],
      },
    },
    // The call got no answer (network): the same changes can be sent again.
    failed: {
      on: { 'update.retry': 'saving', 'update.back': 'editing' },
    },
    saved: { type: 'final' },
  },
})

export type BotUpdateActor = ActorRefFrom<typeof botUpdateMachine>
export type BotUpdateSnapshot = SnapshotFrom<typeof botUpdateMachine>
