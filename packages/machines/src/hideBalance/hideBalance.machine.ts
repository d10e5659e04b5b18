import { setup } from 'xstate'

/** Hide-balance (spec section 4): a persisted toggle; the app provides `persistHideBalance`. */
export const hideBalanceMachine = setup({
  types: {
    input: {} as { hidden: boolean },
    events: {} as { type: 'balance.toggle' },
  },
  actions: {
    persistHideBalance: (_, _params: { hidden: boolean }) => undefined,
  },
  guards: {
    startsHidden: (_, params: { hidden: boolean }) => params.hidden,
  },
}).createMachine({
  id: 'hideBalance',
  initial: 'starting',
  context: ({ input }) => ({ startHidden: input.hidden }),
  states: {
    starting: {
      always: [
        {
          guard: {
            type: 'startsHidden',
            params: ({ context }) => ({ hidden: context.startHidden }),
          },
          target: 'hidden',
        },
        { target: 'shown' },
      ],
    },
    shown: {
      on: {
        'balance.toggle': {
          target: 'hidden',
          actions: { type: 'persistHideBalance', params: { hidden: true } },
        },
      },
    },
    hidden: {
      on: {
        'balance.toggle': {
          target: 'shown',
          actions: { type: 'persistHideBalance', params: { hidden: false } },
        },
      },
    },
  },
})
