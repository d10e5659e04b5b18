import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useRouteError,
  type RouteObject,
} from 'react-router'
import type { Decorator } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { productLocaleOf, type LinguiLocale } from '@atb/contract'
import { fakeWidgetLoader, WidgetLoaderContext } from '@atb/ui'
import { FlowsContext } from '../../../services/FlowsContext'
import { routes, type RouteHandle } from '../../../router/routes'
import { AriaRouter } from '../../../router/AriaRouter'
import { withLocale } from '../../../router/locale'
import { Component as AuthRoute } from '../../../shell/layouts/AuthRoute'
import { Component as BlankRoute } from '../../../shell/layouts/BlankRoute'
import { Component as DefaultRoute } from '../../../shell/layouts/DefaultRoute'
import { fakeFlows, type FakeOptions } from './fakes'

export * from './fakes'
export * from './botFakes'
export * from './walletFakes'
export * from './communityFakes'
export * from './twoFactorFakes'

const layouts = { auth: AuthRoute, blank: BlankRoute, default: DefaultRoute } satisfies Record<
  string,
  ComponentType
>

export interface ScreenRoute {
  /** The route pattern as routes.tsx spells it, e.g. 'recovery-password/:token'. */
  path: string
  /** The page opened first, without the language prefix, e.g. '/recovery-password/abc'. */
  url?: string
  /** The layout route module that wraps the screen in the app. */
  layout: keyof typeof layouts
}

/** The route's handle (title, access) from the real route table, so the layout shows the real title. */
function handleOf(path: string, tree: RouteObject[] = routes): RouteHandle | undefined {
  for (const route of tree) {
    if (route.path === path) return route.handle as RouteHandle
    const found = route.children ? handleOf(path, route.children) : undefined
    if (found) return found
  }
  return undefined
}

// The story is rendered through this slot, so the router is built once and the story stays live.
const Slot = createContext<ReactNode>(null)
const StorySlot = () => <>{useContext(Slot)}</>

/** What AppShell gives every page: RAC links routed through React Router. */
function Frame() {
  return (
    <AriaRouter>
      <Outlet />
    </AriaRouter>
  )
}

function Failed() {
  return <pre role="alert">{String(useRouteError())}</pre>
}

function ScreenRouter({
  route,
  locale,
  children,
}: {
  route: ScreenRoute
  locale: LinguiLocale
  children: ReactNode
}) {
  const [router] = useState(() => {
    const product = productLocaleOf(locale)
    const base = withLocale('/', product)
    return createMemoryRouter(
      [
        {
          path: base,
          Component: Frame,
          errorElement: <Failed />,
          children: [
            {
              Component: layouts[route.layout],
              children: [
                { path: route.path, handle: handleOf(route.path), element: <StorySlot /> },
              ],
            },
            // Where a screen sends the user next (after login, signup, …): shown as a marker.
            { index: true, element: <p data-testid="navigated">navigated</p> },
            { path: '*', element: <p data-testid="navigated">navigated</p> },
          ],
        },
      ],
      { initialEntries: [withLocale(route.url ?? `/${route.path}`, product)] },
    )
  })
  // RAC announces a pending button by reference (aria-labelledby) for 7 s. Once the story is gone
  // the reference dangles, and axe would blame the next story the runner opens in this page.
  useEffect(
    () => () => {
      for (const node of document.querySelectorAll('[role="log"] > [aria-labelledby]'))
        node.remove()
    },
    [],
  )
  return (
    <Slot.Provider value={children}>
      <RouterProvider router={router} />
    </Slot.Provider>
  )
}

/** A 390 px phone that keeps the layout's fixed parts (the bottom bar) inside it. */
function Phone({ children }: { children: ReactNode }) {
  return (
    <div
      data-phone
      style={{
        width: 390,
        height: 780,
        overflow: 'auto',
        transform: 'translateZ(0)',
        border: '1px solid var(--color-border)',
      }}
    >
      {children}
    </div>
  )
}

/**
 * Screens never reach the charting provider in stories: its widgets stay in their loading state,
 * which holds still for pictures (the widgets' own stories show them loaded and failed).
 */
const storyWidgetLoader = fakeWidgetLoader('pending')

/**
 * Meta decorator: the screen as the element of its real route, inside its real layout, in the
 * toolbar's language. A story opens another address with `parameters.route: {url}`, and shows
 * the whole page on a 390 px phone with `parameters.phone: true`.
 */
export function withRoute(route: ScreenRoute): Decorator {
  return (Story, context) => {
    const page = (
      <WidgetLoaderContext.Provider value={storyWidgetLoader}>
        <ScreenRouter
          route={{ ...route, ...(context.parameters.route as Partial<ScreenRoute> | undefined) }}
          locale={String(context.globals.locale ?? 'en') as LinguiLocale}
        >
          <Story />
        </ScreenRouter>
      </WidgetLoaderContext.Provider>
    )
    return context.parameters.phone ? <Phone>{page}</Phone> : page
  }
}

function FakeFlows({ options, children }: { options: FakeOptions; children: ReactNode }) {
  const [flows] = useState(() => fakeFlows(options))
  return <FlowsContext.Provider value={flows}>{children}</FlowsContext.Provider>
}

/** Story (or meta) decorator: the screen's flows, real machines with canned I/O. The innermost one wins. */
export function withFlows(options: FakeOptions = {}): Decorator {
  return (Story) => (
    <FakeFlows options={options}>
      <Story />
    </FakeFlows>
  )
}

/** Types digits into a PinInput found by its group label. */
export async function typePin(group: HTMLElement, digits: string) {
  const first = group.querySelector('input')
  if (!first) throw new Error('no PIN cell')
  await userEvent.click(first)
  await userEvent.keyboard(digits)
}

/** The submit button by name, once it shows the pending spinner. */
export async function expectPending(button: HTMLElement) {
  await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'))
}

/**
 * When a pending button unmounts (the form is replaced by its success note), RAC's pending
 * announcement keeps pointing at the removed label until it expires after 7 s, and axe flags it.
 * Success stories empty the announcer's logs, as those 7 s would, so the runner checks the page a
 * user is left with without waiting them out (issue 30: they were most of these stories' time).
 * A page's first announcement is added 100 ms after it is made (React Aria waits for Safari), so
 * the logs are emptied once more after that.
 */
export async function settleAnnouncements() {
  const empty = () => {
    for (const log of document.querySelectorAll('[data-live-announcer] > [role="log"]'))
      log.replaceChildren()
  }
  empty()
  await new Promise((resolve) => setTimeout(resolve, 150))
  empty()
  await expect(document.querySelector('[role="log"] > [role="img"]')).toBeNull()
}

/** No scroll container in the element scrolls sideways (the phone layout fits, the desktop one wraps). */
export async function expectNoSidewaysScroll(element: Element) {
  // Only a scroll container can scroll sideways; clipped or hidden overflow (a visually hidden
  // header kept for screen readers) is not something a user scrolls.
  const scrolls = (node: Element) => ['auto', 'scroll'].includes(getComputedStyle(node).overflowX)
  for (const node of [element, ...element.querySelectorAll('*')].filter(scrolls)) {
    await expect(node.scrollWidth, node.className.toString()).toBeLessThanOrEqual(
      node.clientWidth + 1,
    )
  }
}
