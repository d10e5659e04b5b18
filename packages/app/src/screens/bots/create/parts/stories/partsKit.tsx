import { createContext, useContext, useState, type ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useInRouterContext } from 'react-router'
import type { Decorator } from '@storybook/react-vite'
import { productLocaleOf, type LinguiLocale } from '@atb/contract'
import { AriaRouter } from '../../../../../router/AriaRouter'
import { withLocale } from '../../../../../router/locale'
import { LiveContext } from '../../../../../services/useTicker'
import type { LiveSource } from '../../../../../services/live'
import { SetupDataContext, type SetupData } from '../setupData'
import { fakeLive, fakeSetupData } from './fakes'

export * from './fakes'

export interface PartsOptions {
  /** Calls that differ from the canned answers. */
  data?: Partial<SetupData>
  /** The socket's state; live with the story tickers by default. */
  live?: LiveSource
}

// The story renders through this slot, so the router is built once and the story stays live.
const Slot = createContext<ReactNode>(null)
function StorySlot() {
  return <div style={{ maxWidth: 560 }}>{useContext(Slot)}</div>
}

function PartsFrame({
  options,
  locale,
  children,
}: {
  options: PartsOptions
  locale: LinguiLocale
  children: ReactNode
}) {
  // One data source per story: the session cache is per source, so stories never share answers.
  const [data] = useState(() => fakeSetupData(options.data))
  // A story's own withParts sits inside the meta's: it swaps the data, the meta's router stays.
  const nested = useInRouterContext()
  const [router] = useState(() => {
    const base = withLocale('/bot/create/crypto/grid/spot_grid/setup', productLocaleOf(locale))
    return createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <AriaRouter>
              <StorySlot />
            </AriaRouter>
          ),
        },
      ],
      { initialEntries: [base] },
    )
  })
  return (
    <SetupDataContext.Provider value={data}>
      <LiveContext.Provider value={options.live ?? fakeLive()}>
        {nested ? (
          children
        ) : (
          <Slot.Provider value={children}>
            <RouterProvider router={router} />
          </Slot.Provider>
        )}
      </LiveContext.Provider>
    </SetupDataContext.Provider>
  )
}

/** The part on the setup page's address (for localised links), with canned data and socket. */
export function withParts(options: PartsOptions = {}): Decorator {
  return (Story, context) => (
    <PartsFrame options={options} locale={String(context.globals.locale ?? 'en') as LinguiLocale}>
      <Story />
    </PartsFrame>
  )
}

/**
 * Only the pickers' data and live prices, for page stories that bring their own router (the
 * setup and review steps): the canned answers instead of a server.
 */
function PartsData({
  overrides,
  children,
}: {
  overrides?: Partial<SetupData>
  children: ReactNode
}) {
  const [data] = useState(() => fakeSetupData(overrides))
  const [live] = useState(() => fakeLive())
  return (
    <SetupDataContext.Provider value={data}>
      <LiveContext.Provider value={live}>{children}</LiveContext.Provider>
    </SetupDataContext.Provider>
  )
}

export const withPartsData: Decorator = (Story) => (
  <PartsData>
    <Story />
  </PartsData>
)

/** As withPartsData, with some calls answering differently (a story's own, inside the meta's). */
export const withPartsDataOf =
  (overrides: Partial<SetupData>): Decorator =>
  (Story) => (
    <PartsData overrides={overrides}>
      <Story />
    </PartsData>
  )
