import { assign, emit, setup } from 'xstate'
import {
  defaultProductLocale,
  isProductLocale,
  linguiLocaleOf,
  localeCookie,
  type LinguiLocale,
  type ProductLocale,
} from '@atb/contract'

export interface CookieWrite {
  name: string
  value: string
  maxAgeDays: number
  path: string
  sameSite: 'lax'
}

export type LocaleEmitted = { type: 'locale.changed'; locale: ProductLocale; lingui: LinguiLocale }

/**
 * Locale (spec sections 4 and 9): taken from the `i18n_redirected` cookie, default en; a change
 * writes the cookie for 365 days, path /, sameSite lax, through the injected `writeCookie`.
 */
export const localeMachine = setup({
  types: {
    context: {} as { locale: ProductLocale },
    events: {} as { type: 'locale.set'; locale: string },
    input: {} as { cookie?: string | null },
    emitted: {} as LocaleEmitted,
  },
  actions: {
    writeCookie: (_, _params: CookieWrite) => undefined,
    choose: assign(({ event }) => (isProductLocale(event.locale) ? { locale: event.locale } : {})),
  },
  guards: {
    isSupported: ({ event }) => isProductLocale(event.locale),
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({
    locale: isProductLocale(input.cookie) ? input.cookie : defaultProductLocale,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'locale.set': {
          guard: 'isSupported',
          actions: [
            'choose',
            {
              type: 'writeCookie',
              params: ({ context }) => ({
                name: localeCookie.name,
                value: context.locale,
                maxAgeDays: localeCookie.maxAgeDays,
                path: localeCookie.path,
                sameSite: localeCookie.sameSite,
              }),
            },
            emit(({ context }) => ({
              type: 'locale.changed' as const,
              locale: context.locale,
              lingui: linguiLocaleOf(context.locale),
            })),
          ],
        },
      },
    },
  },
})
