import { assign, setup } from 'xstate'

export const colorModes = ['system', 'light', 'dark'] as const
export type ColorMode = (typeof colorModes)[number]
/** A page may force light or dark; forcing 'system' is unsupported (spec section 2). */
export type ForcedColorMode = Exclude<ColorMode, 'system'>

export interface ColorModeContext {
  preference: ColorMode
  forced: ForcedColorMode | null
}

export type ColorModeEvent =
  | { type: 'colorMode.set'; mode: ColorMode }
  | { type: 'colorMode.force'; mode: ForcedColorMode }
  | { type: 'colorMode.unforce' }

const isColorMode = (value: unknown): value is ColorMode =>
  typeof value === 'string' && (colorModes as readonly string[]).includes(value)

/** The mode on screen: a forced page mode wins over the stored preference. */
export const appliedColorMode = (context: ColorModeContext): ColorMode =>
  context.forced ?? context.preference

/**
 * Colour mode (spec section 4): system, light or dark, persisted through the injected
 * `persistColorMode`; `applyColorMode` puts the applied mode on the page.
 */
export const colorModeMachine = setup({
  types: {
    context: {} as ColorModeContext,
    events: {} as ColorModeEvent,
    input: {} as { stored?: string | null; forced?: string | null },
  },
  actions: {
    persistColorMode: (_, _params: { mode: ColorMode }) => undefined,
    applyColorMode: (_, _params: { mode: ColorMode }) => undefined,
    prefer: assign(({ event }) =>
      event.type === 'colorMode.set' ? { preference: event.mode } : {},
    ),
    force: assign(({ event }) => (event.type === 'colorMode.force' ? { forced: event.mode } : {})),
    unforce: assign({ forced: null }),
  },
  guards: {
    isKnownMode: ({ event }) => event.type === 'colorMode.set' && isColorMode(event.mode),
    // Types keep 'system' out, but a route's metadata is data; refuse it at run time too.
    isForceable: ({ event }) =>
      event.type === 'colorMode.force' && (event.mode === 'light' || event.mode === 'dark'),
  },
}).createMachine({
  id: 'colorMode',
  context: ({ input }) => ({
    preference: isColorMode(input.stored) ? input.stored : 'system',
    forced: input.forced === 'light' || input.forced === 'dark' ? input.forced : null,
  }),
  entry: { type: 'applyColorMode', params: ({ context }) => ({ mode: appliedColorMode(context) }) },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'colorMode.set': {
          guard: 'isKnownMode',
          actions: [
            'prefer',
            { type: 'persistColorMode', params: ({ context }) => ({ mode: context.preference }) },
            {
              type: 'applyColorMode',
              params: ({ context }) => ({ mode: appliedColorMode(context) }),
            },
          ],
        },
        'colorMode.force': {
          guard: 'isForceable',
          actions: [
            'force',
            {
              type: 'applyColorMode',
              params: ({ context }) => ({ mode: appliedColorMode(context) }),
            },
          ],
        },
        'colorMode.unforce': {
          actions: [
            'unforce',
            {
              type: 'applyColorMode',
              params: ({ context }) => ({ mode: appliedColorMode(context) }),
            },
          ],
        },
      },
    },
  },
})
