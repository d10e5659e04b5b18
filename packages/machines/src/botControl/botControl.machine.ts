import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { BotStatusName, BotSummary, StopMode } from '@atb/contract'
import { errorCodeOf, errorMessageOf, type FormMessage } from '../lib/errors'

/** What the last action did, for the page to announce. */
export type BotControlOutcome = 'paused' | 'resumed' | 'stopped'

export interface BotControlContext {
  botId: string
  status: BotStatusName
  /** The stop choice being made; null each time the stop dialog opens, so it is asked every time. */
  mode: StopMode | null
  /** Confirm was pressed without a choice: the dialog asks for one. */
  needsChoice: boolean
  /** The last action's refusal, translated by the screen. */
  error: FormMessage | null
  /** Which action failed, so the page says which one. */
  failed: 'pause' | 'resume' | 'stop' | null
  done: BotControlOutcome | null
  /** The bot as the server answered after the last action. */
  bot: BotSummary | null
}

export interface BotControlInput {
  botId: string
  status: BotStatusName
}

export type BotControlEvent =
  | { type: 'control.pause' }
  | { type: 'control.resume' }
  | { type: 'control.stop' }
  | { type: 'stop.choose'; mode: StopMode }
  | { type: 'stop.confirm' }
  | { type: 'stop.cancel' }
  /** The page loaded the bot again: its status may have moved (live, another tab). */
  | { type: 'control.sync'; status: BotStatusName }

export type BotControlEmitted = { type: 'control.done'; outcome: BotControlOutcome }

export const canPauseBot = (s: BotStatusName) => s === 'running' || s === 'out_of_balance'
// The server pauses running and out-of-balance bots (decision 035) and resumes paused ones only.
export const canResumeBot = (s: BotStatusName) => s === 'paused'

/**
 * The bot page's pause, resume and stop (issue 12). Stop always goes through a confirmation in
 * which the user picks keep or sell; nothing is preselected, because selling at market cannot be
 * undone. The app provides `pause`, `resume` and `stop` (the API calls).
 */
export const botControlMachine = setup({
  types: {
    context: {} as BotControlContext,
    events: {} as BotControlEvent,
    input: {} as BotControlInput,
    emitted: {} as BotControlEmitted,
  },
  actors: {
    pause: fromPromise<BotSummary, { id: string }>(() => {
      throw new Error("botControl: provide 'pause'")
    }),
    resume: fromPromise<BotSummary, { id: string }>(() => {
      throw new Error("botControl: provide 'resume'")
    }),
    stop: fromPromise<BotSummary, { id: string; mode: StopMode }>(() => {
      throw new Error("botControl: provide 'stop'")
    }),
  },
  guards: {
    canPause: ({ context }) => canPauseBot(context.status),
    canResume: ({ context }) => canResumeBot(context.status),
    canStop: ({ context }) => context.status !== 'stopped',
    hasMode: ({ context }) => context.mode !== null,
    // Spec §8: the exchange's clock check ('request is outside of the recvWindow') is not shown.
    isSilent: (_, { error }: { error: unknown }) => errorCodeOf(error) === 'recv_window',
  },
  actions: {
    clear: assign({ error: null, failed: null, done: null }),
    succeeded: assign((_, { bot, outcome }: { bot: BotSummary; outcome: BotControlOutcome }) => ({
      bot,
      status: bot.status,
      done: outcome,
      error: null,
      failed: null,
    })),
    refused: assign(
      (_, { error, action }: { error: unknown; action: 'pause' | 'resume' | 'stop' }) => ({
        error: errorMessageOf(error),
        failed: action,
      }),
    ),
    announce: emit((_, { outcome }: { outcome: BotControlOutcome }) => ({
      type: 'control.done' as const,
      outcome,
    })),
  },
}).createMachine({
  id: 'botControl',
  context: ({ input }) => ({
    botId: input.botId,
    status: input.status,
    mode: null,
    needsChoice: false,
    error: null,
    failed: null,
    done: null,
    bot: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'control.pause': { guard: 'canPause', target: 'pausing', actions: 'clear' },
        'control.resume': { guard: 'canResume', target: 'resuming', actions: 'clear' },
        'control.stop': {
          guard: 'canStop',
          target: 'confirmingStop',
          actions: ['clear', assign({ mode: null, needsChoice: false })],
        },
        'control.sync': { actions: assign(({ event }) => ({ status: event.status })) },
      },
    },
    pausing: {
      invoke: {
        src: 'pause',
        input: ({ context }) => ({ id: context.botId }),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'succeeded',
              params: ({ event }) => ({ bot: event.output, outcome: 'paused' }),
            },
            { type: 'announce', params: { outcome: 'paused' } },
          ],
        },
        onError: [
          {
            guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
          },
          {
            target: 'idle',
            actions: {
              type: 'refused',
              params: ({ event }) => ({ error: event.error, action: 'pause' }),
            },
          },
        ],
      },
    },
    resuming: {
      invoke: {
        src: 'resume',
        input: ({ context }) => ({ id: context.botId }),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'succeeded',
              params: ({ event }) => ({ bot: event.output, outcome: 'resumed' }),
            },
            { type: 'announce', params: { outcome: 'resumed' } },
          ],
        },
        onError: [
          {
            guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
          },
          {
            target: 'idle',
            actions: {
              type: 'refused',
              params: ({ event }) => ({ error: event.error, action: 'resume' }),
            },
          },
        ],
      },
    },
    confirmingStop: {
      on: {
        'stop.choose': {
          actions: assign(({ event }) => ({ mode: event.mode, needsChoice: false })),
        },
        'stop.confirm': [
          { guard: 'hasMode', target: 'stopping', actions: 'clear' },
          { actions: assign({ needsChoice: true }) },
        ],
        'stop.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    stopping: {
      invoke: {
        src: 'stop',
        input: ({ context }) => ({ id: context.botId, mode: context.mode as StopMode }),
        onDone: {
          target: 'done',
          actions: [
            {
              type: 'succeeded',
              params: ({ event }) => ({ bot: event.output, outcome: 'stopped' }),
            },
            { type: 'announce', params: { outcome: 'stopped' } },
          ],
        },
        onError: [
          {
            guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) },
            target: 'stopFailed',
          },
          {
            target: 'stopFailed',
            actions: {
              type: 'refused',
              params: ({ event }) => ({ error: event.error, action: 'stop' }),
            },
          },
        ],
      },
    },
    // The dialog stays open with the refusal and the choice made: retry or cancel.
    stopFailed: {
      on: {
        'stop.choose': {
          target: 'confirmingStop',
          actions: assign(({ event }) => ({ mode: event.mode })),
        },
        'stop.confirm': { target: 'stopping', actions: 'clear' },
        'stop.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    done: { type: 'final' },
  },
})

export type BotControlActor = ActorRefFrom<typeof botControlMachine>
export type BotControlSnapshot = SnapshotFrom<typeof botControlMachine>
