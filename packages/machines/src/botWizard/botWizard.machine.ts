import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type {
  BotCreateRequest,
  BotSummary,
  ConfigurableKind,
  ExchangeName,
  Market,
  Message,
  StrategyKind,
  Theme,
} from '@atb/contract'
import { isFollowableSignalId } from '@atb/contract'
import { errorMessageOf, type FormMessage } from '../lib/errors'
import {
  isChoosable,
  isMarket,
  isRefusal,
  isThemeOf,
  refusalOf,
  resolveParams,
  type Resolved,
  type StoredWizard,
  type WizardParams,
  type WizardStep,
  wizardSteps,
} from './wizardSteps'
import type { WizardBacktest } from './wizardBacktest'
import { createRequestOf } from './wizardRequest'
import {
  isValidPrepared,
  quickStartOf,
  type PrepareInput,
  type PreparedSetup,
  type QuickStart,
  type QuickStartParams,
} from './wizardQuickStart'

export * from './wizardSteps'
export * from './wizardBacktest'
export * from './wizardQuickStart'
export { createRequestOf } from './wizardRequest'

/** The kinds that follow a signal: a signal chosen elsewhere starts either on it. */
const signalKinds = [
  'spot_signal',
  'future_signal',
  'forex_signal',
] as const satisfies readonly ConfigurableKind[]

export interface BotWizardContext extends StoredWizard {
  /** A server refusal for the setup form: on its fields (without `config.`) and at the top. */
  fieldErrors: Partial<Record<string, Message>>
  formError: FormMessage | null
  /** Counts refusals, so the page starts the setup form afresh with the new errors. */
  refusals: number
  /** The bot the server created. */
  bot: BotSummary | null
  /** The backtest last run, for the review to show while its config is the one under review. */
  backtest: WizardBacktest | null
}

export type BotWizardEvent =
  | ({ type: 'wizard.open' } & WizardParams)
  | { type: 'wizard.prefill'; symbol: string; market: Market }
  | { type: 'wizard.prefillSignal'; signalId: string }
  | { type: 'wizard.chooseMarket'; market: Market }
  | { type: 'wizard.chooseTheme'; theme: Theme }
  | { type: 'wizard.chooseStrategy'; kind: StrategyKind }
  | { type: 'wizard.chooseExchange'; exchange: ExchangeName }
  | { type: 'wizard.chooseSymbol'; symbol: string | null }
  | { type: 'wizard.keepValues'; values: Record<string, unknown> }
  /** A backtest finished: the setup's panel or the review's run reports it with its config. */
  | { type: 'wizard.backtested'; backtest: WizardBacktest }
  | { type: 'wizard.review'; values: Record<string, unknown> }
  /** "Try a Paper grid": the kind's review on the venue, prepared from the market (decision 089). */
  | ({ type: 'wizard.quickStart' } & QuickStartParams)
  | { type: 'wizard.back' }
  /** Create; `agreeRisk` is the review's own confirmation, for values that come without it. */
  | { type: 'wizard.create'; agreeRisk?: true }

/** The machine moved on its own (a review, a refusal, a created bot): the page follows in the URL. */
export type BotWizardEmitted = { type: 'wizard.moved' }

export interface BotWizardInput {
  /** The copy `persist` kept in this tab, restored after a reload. */
  stored?: Partial<StoredWizard> | null
}

const fresh: StoredWizard = {
  market: null,
  theme: null,
  kind: null,
  exchange: 'paper',
  symbol: null,
  symbolMarket: null,
  values: {},
  reviewed: null,
}

/** What `persist` writes: the choices and values, never the server's answers. */
const storedOf = (c: BotWizardContext): StoredWizard => ({
  market: c.market,
  theme: c.theme,
  kind: c.kind,
  exchange: c.exchange,
  symbol: c.symbol,
  symbolMarket: c.symbolMarket,
  values: c.values,
  reviewed: c.reviewed,
})

/** A new market keeps the pair only if it came with that market; Paper serves every market. */
function marketChange(c: BotWizardContext, market: Market | null): Partial<BotWizardContext> {
  if (market === c.market) return {}
  return {
    market,
    exchange: 'paper',
    symbol: market !== null && c.symbolMarket === market ? c.symbol : null,
  }
}

const noRefusal = { fieldErrors: {}, formError: null }

const persist = {
  type: 'persist',
  params: ({ context }: { context: BotWizardContext }) => storedOf(context),
} as const

/** `wizard.open` to one step: taken when the address resolves to it. */
const openTo = (at: WizardStep) => ({
  guard: {
    type: 'opensAt' as const,
    params: ({ context, event }: { context: BotWizardContext; event: WizardParams }) => ({
      at,
      resolved: resolveParams(event, context.reviewed),
    }),
  },
  target: `.${at}`,
  actions: [
    {
      type: 'openAt' as const,
      params: ({ context, event }: { context: BotWizardContext; event: WizardParams }) =>
        resolveParams(event, context.reviewed),
    },
    persist,
  ],
})

/**
 * The bot wizard (issue 11): market → theme → strategy → setup → review → creating → created,
 * or a quick start: preparing → review (decision 089).
 * The address is the source of truth for the step: the page sends `wizard.open` with the route's
 * parameters on every navigation and the machine goes to the deepest step they make valid. Moves
 * the machine makes itself (review, refusal, created) emit `wizard.moved` for the page to follow.
 */
export const botWizardMachine = setup({
  types: {
    context: {} as BotWizardContext,
    events: {} as BotWizardEvent,
    input: {} as BotWizardInput,
    emitted: {} as BotWizardEmitted,
  },
  actors: {
    create: fromPromise<BotSummary, BotCreateRequest>(() => {
      throw new Error("botWizard: provide 'create'")
    }),
    /** The kind's starting values on the pair, from the market (the app's setup defaults). */
    prepare: fromPromise<PreparedSetup, PrepareInput>(() => {
      throw new Error("botWizard: provide 'prepare'")
    }),
  },
  actions: {
    /** The app writes the choices to the tab's session storage. */
    persist: (_, _stored: StoredWizard) => undefined,
    /** The app drops the stored copy once the bot exists. */
    forget: () => undefined,
    moved: emit({ type: 'wizard.moved' } as const),
    openAt: assign(({ context }, r: Resolved) => ({
      ...marketChange(context, r.market),
      theme: r.theme,
      kind: r.kind,
      // A refusal stays with the setup form it concerns.
      ...(r.step === 'setup' && r.kind === context.kind ? {} : noRefusal),
    })),
    chooseMarket: assign(({ context }, { market }: { market: Market }) => ({
      ...marketChange(context, market),
      theme: null,
      kind: null,
    })),
    keepValues: assign(({ context }, { values }: { values: Record<string, unknown> }) => {
      const kind = context.kind as ConfigurableKind
      if (JSON.stringify(context.values[kind]) === JSON.stringify(values)) return {}
      // Changed values have not passed the checks yet: a reload opens the form, not the review.
      return { values: { ...context.values, [kind]: values }, reviewed: null }
    }),
    reviewed: assign(({ context }, { values }: { values: Record<string, unknown> }) => ({
      values: { ...context.values, [context.kind as ConfigurableKind]: values },
      reviewed: context.kind,
      ...noRefusal,
    })),
    // Refused values need another look: the review opens again only after the form's checks.
    refused: assign(({ context }, { error }: { error: unknown }) => ({
      ...refusalOf(error),
      refusals: context.refusals + 1,
      reviewed: null,
    })),
    quickStart: assign((_, q: QuickStart) => ({
      market: q.market,
      theme: q.theme,
      kind: q.kind,
      exchange: q.exchange,
      symbol: q.symbol,
      symbolMarket: q.market,
      reviewed: null,
      backtest: null,
      ...noRefusal,
    })),
    prepared: assign(
      ({ context }, { values, valid }: { values: Record<string, unknown>; valid: boolean }) => ({
        values: { ...context.values, [context.kind as ConfigurableKind]: values },
        reviewed: valid ? context.kind : null,
      }),
    ),
    // The review's confirmation stands for the risk agreement the setup form would have asked.
    agree: assign(({ context }, { agreeRisk }: { agreeRisk?: true }) => {
      const kind = context.kind as ConfigurableKind
      if (!agreeRisk) return {}
      return {
        values: { ...context.values, [kind]: { ...context.values[kind], agree_risk: true } },
      }
    }),
    failed: assign((_, { error }: { error: unknown }) => ({
      fieldErrors: {},
      formError: errorMessageOf(error),
    })),
  },
  guards: {
    opensAt: (_, { at, resolved }: { at: WizardStep; resolved: Resolved }) => resolved.step === at,
    isMarket: (_, { market }: { market: unknown }) => isMarket(market),
    isSignalSource: (_, { signalId }: { signalId: string }) => isFollowableSignalId(signalId),
    isTheme: ({ context }, { theme }: { theme: unknown }) =>
      context.market !== null && isThemeOf(context.market, theme),
    isChoosable: ({ context }, { kind }: { kind: unknown }) =>
      context.market !== null &&
      context.theme !== null &&
      isChoosable(context.market, context.theme, kind),
    isRefusal: (_, { error }: { error: unknown }) => isRefusal(error),
    isQuickStart: (_, params: QuickStartParams) => quickStartOf(params) !== null,
    isValidPrepared: ({ context }, prepared: PreparedSetup) =>
      isValidPrepared(context.kind as ConfigurableKind, prepared),
    /** The values carry the risk agreement, or the review's confirmation gives it. */
    hasAgreed: ({ context }, { agreeRisk }: { agreeRisk?: true }) =>
      agreeRisk === true || context.values[context.kind as ConfigurableKind]?.agree_risk === true,
  },
}).createMachine({
  id: 'botWizard',
  context: ({ input }) => ({
    ...fresh,
    ...input.stored,
    values: { ...input.stored?.values },
    ...noRefusal,
    refusals: 0,
    bot: null,
    backtest: null,
  }),
  initial: 'market',
  on: {
    'wizard.open': wizardSteps.map(openTo),
    // "Follow with a bot" on a signal's page (decision 073): both signal bots start on that signal.
    'wizard.prefillSignal': {
      guard: { type: 'isSignalSource', params: ({ event }) => event },
      actions: [
        assign(({ context, event }) => ({
          values: {
            ...context.values,
            ...Object.fromEntries(
              signalKinds.map((kind) => [
                kind,
                { ...context.values[kind], signal_id: event.signalId },
              ]),
            ),
          },
          reviewed: null,
        })),
        persist,
      ],
    },
    // The page follows to the review's address itself; the machine prepares it meanwhile.
    'wizard.quickStart': {
      guard: { type: 'isQuickStart', params: ({ event }) => event },
      target: '.preparing',
      actions: [{ type: 'quickStart', params: ({ event }) => quickStartOf(event)! }, persist],
    },
    // Kept in memory only: `persist` stores choices, never the server's answers.
    'wizard.backtested': { actions: assign(({ event }) => ({ backtest: event.backtest })) },
    'wizard.prefill': {
      guard: { type: 'isMarket', params: ({ event }) => event },
      actions: [
        assign(({ event }) => ({ symbol: event.symbol, symbolMarket: event.market })),
        persist,
      ],
    },
  },
  states: {
    market: {
      on: {
        'wizard.chooseMarket': {
          guard: { type: 'isMarket', params: ({ event }) => event },
          target: 'theme',
          actions: [{ type: 'chooseMarket', params: ({ event }) => event }, persist, 'moved'],
        },
      },
    },
    theme: {
      on: {
        'wizard.chooseTheme': {
          guard: { type: 'isTheme', params: ({ event }) => event },
          target: 'strategy',
          actions: [assign(({ event }) => ({ theme: event.theme, kind: null })), persist, 'moved'],
        },
        'wizard.back': { target: 'market', actions: 'moved' },
      },
    },
    strategy: {
      on: {
        'wizard.chooseStrategy': {
          guard: { type: 'isChoosable', params: ({ event }) => event },
          target: 'setup',
          actions: [
            assign(({ event }) => ({ kind: event.kind as ConfigurableKind, ...noRefusal })),
            persist,
            'moved',
          ],
        },
        'wizard.back': { target: 'theme', actions: 'moved' },
      },
    },
    setup: {
      on: {
        'wizard.chooseExchange': {
          actions: [assign(({ event }) => ({ exchange: event.exchange })), persist],
        },
        'wizard.chooseSymbol': {
          actions: [assign(({ event }) => ({ symbol: event.symbol, symbolMarket: null })), persist],
        },
        'wizard.keepValues': {
          actions: [{ type: 'keepValues', params: ({ event }) => event }, persist],
        },
        'wizard.review': {
          target: 'review',
          actions: [{ type: 'reviewed', params: ({ event }) => event }, persist, 'moved'],
        },
        'wizard.back': { target: 'strategy', actions: [assign(noRefusal), 'moved'] },
      },
    },
    // A quick start's values come from the market; valid ones open the review, others the form.
    preparing: {
      on: { 'wizard.open': {}, 'wizard.back': {}, 'wizard.quickStart': {} },
      invoke: {
        src: 'prepare',
        input: ({ context }) => ({
          market: context.market!,
          kind: context.kind!,
          exchange: context.exchange,
          symbol: context.symbol!,
        }),
        onDone: [
          {
            guard: { type: 'isValidPrepared', params: ({ event }) => event.output },
            target: 'review',
            actions: [
              { type: 'prepared', params: ({ event }) => ({ ...event.output, valid: true }) },
              persist,
              'moved',
            ],
          },
          {
            target: 'setup',
            actions: [
              { type: 'prepared', params: ({ event }) => ({ ...event.output, valid: false }) },
              persist,
              'moved',
            ],
          },
        ],
        onError: { target: 'setup', actions: 'moved' },
      },
    },
    review: {
      on: {
        'wizard.create': {
          guard: { type: 'hasAgreed', params: ({ event }) => event },
          target: 'creating',
          actions: [{ type: 'agree', params: ({ event }) => event }, assign(noRefusal), persist],
        },
        'wizard.back': { target: 'setup', actions: 'moved' },
      },
    },
    creating: {
      // The address stays on the review while the server answers; navigation waits for it.
      on: { 'wizard.open': {}, 'wizard.back': {}, 'wizard.quickStart': {} },
      invoke: {
        src: 'create',
        input: ({ context }) => createRequestOf(context),
        onDone: {
          target: 'created',
          actions: [assign(({ event }) => ({ bot: event.output })), 'forget', 'moved'],
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'setup',
            actions: [
              { type: 'refused', params: ({ event }) => ({ error: event.error }) },
              persist,
              'moved',
            ],
          },
          {
            target: 'review',
            actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    created: { type: 'final' },
  },
})

export type BotWizardActor = ActorRefFrom<typeof botWizardMachine>
export type BotWizardSnapshot = SnapshotFrom<typeof botWizardMachine>
