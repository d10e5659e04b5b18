import { assign, not, setup } from 'xstate'
import { PULL_TO_REFRESH } from '@atb/contract'

export type PullEvent =
  { type: 'pull.start'; y: number } | { type: 'pull.move'; y: number } | { type: 'pull.end' }

export interface PullContext {
  startY: number
  /** How far the indicator is pulled down, in px, capped at the maximum pull. */
  distance: number
}

const { threshold, maxPull, reloadDistance, refreshDelayMs } = PULL_TO_REFRESH

/**
 * Pull to refresh (spec sections 2 and 9). The app sends touch positions only when the page is
 * scrolled to the top; the machine decides what the indicator says and when to reload.
 */
export const pullToRefreshMachine = setup({
  types: { context: {} as PullContext, events: {} as PullEvent },
  actions: {
    reload: () => undefined,
    begin: assign(({ event }) =>
      event.type === 'pull.start' ? { startY: event.y, distance: 0 } : {},
    ),
    follow: assign(({ context, event }) =>
      event.type === 'pull.move'
        ? { distance: Math.min(maxPull, Math.max(0, event.y - context.startY)) }
        : {},
    ),
    holdAtReloadDistance: assign({ distance: reloadDistance }),
    rest: assign({ distance: 0 }),
  },
  guards: {
    pastThreshold: ({ context }) => context.distance >= threshold,
  },
  delays: { refreshDelay: refreshDelayMs },
}).createMachine({
  id: 'pullToRefresh',
  context: { startY: 0, distance: 0 },
  initial: 'pending',
  states: {
    pending: {
      on: { 'pull.start': { target: 'pulling', actions: 'begin' } },
    },
    // 'Pull down to refresh'
    pulling: {
      always: { guard: 'pastThreshold', target: 'releasing' },
      on: {
        'pull.move': { actions: 'follow' },
        'pull.end': { target: 'pending', actions: 'rest' },
      },
    },
    // 'Release to refresh'
    releasing: {
      always: { guard: not('pastThreshold'), target: 'pulling' },
      on: {
        'pull.move': { actions: 'follow' },
        'pull.end': { target: 'refreshing', actions: 'holdAtReloadDistance' },
      },
    },
    // 'Refreshing': the indicator holds at the reload distance, then the page reloads.
    refreshing: {
      after: { refreshDelay: { target: 'pending', actions: ['reload', 'rest'] } },
    },
  },
})
