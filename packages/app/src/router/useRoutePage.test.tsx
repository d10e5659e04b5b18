import { Suspense } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, MemoryRouter, useLocation, type RouteObject } from 'react-router'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { createMachine } from 'xstate'
import { session } from '../services/session'
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary'
import { lazyRoute, type RouteModule } from './lazyRoute'
import { useRoutePage } from './useRoutePage'

// The real startup check fetches the profile; these tests only need the guard's decisions.
vi.mock('../services/sessionCheck', async (original) => ({
  ...(await original<object>()),
  sessionFlow: createMachine({}),
}))

/** A lazy route module the test delivers (or fails) when it wants, counting the imports. */
function controlled(name: string) {
  const imports: { resolve: (m: RouteModule) => void; reject: (e: unknown) => void }[] = []
  const Component = lazyRoute(
    () => new Promise<RouteModule>((resolve, reject) => imports.push({ resolve, reject })),
  )
  function Screen() {
    return (
      <p>
        {name} at {useLocation().pathname}
      </p>
    )
  }
  const deliver = () => act(async () => imports.at(-1)?.resolve({ Component: Screen }))
  const fail = (error: unknown) => act(async () => imports.at(-1)?.reject(error))
  return { Component, imports, deliver, fail }
}

function setup(url: string) {
  const pages = {
    home: controlled('home'),
    other: controlled('other'),
    private: controlled('private'),
    login: controlled('login'),
  }
  const routes: RouteObject[] = [
    { path: '/', handle: { access: 'open' }, Component: pages.home.Component },
    { path: '/other', handle: { access: 'open' }, Component: pages.other.Component },
    { path: '/private', Component: pages.private.Component },
    { path: '/login', handle: { access: 'public' }, Component: pages.login.Component },
  ]
  function Shell() {
    const page = useRoutePage(routes)
    const { pathname, search } = useLocation()
    return (
      <>
        <RouteErrorBoundary location={page.location}>
          <Suspense fallback={null}>{page.element}</Suspense>
        </RouteErrorBoundary>
        <output aria-label="url">{pathname + search}</output>
        <output aria-label="pending">{String(page.pending)}</output>
        <Link to="/">home link</Link>
        <Link to="/other">other link</Link>
      </>
    )
  }
  const view = render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Shell />
      </MemoryRouter>
    </I18nProvider>,
  )
  const pending = () => screen.getByLabelText('pending').textContent
  const urlNow = () => screen.getByLabelText('url').textContent
  return { ...view, pages, pending, urlNow }
}

describe('the page for the URL', () => {
  beforeEach(() => session.clear())

  it('is pending until the modules of the URL arrive, then shows', async () => {
    const { pages, pending } = setup('/')
    expect(pending()).toBe('true')
    expect(screen.queryByText(/home at/)).toBeNull()
    await pages.home.deliver()
    expect(screen.getByText('home at /')).toBeInTheDocument()
    expect(pending()).toBe('false')
  })

  it('keeps the previous page, at its own location, while the next one loads', async () => {
    const { pages, pending, urlNow } = setup('/')
    await pages.home.deliver()
    await userEvent.click(screen.getByRole('link', { name: 'other link' }))
    expect(urlNow()).toBe('/other')
    expect(pending()).toBe('true')
    expect(screen.getByText('home at /')).toBeInTheDocument()
    await pages.other.deliver()
    expect(screen.getByText('other at /other')).toBeInTheDocument()
    expect(screen.queryByText('home at /')).toBeNull()
    expect(pending()).toBe('false')
    // Modules load once: going back shows home at once.
    await userEvent.click(screen.getByRole('link', { name: 'home link' }))
    expect(screen.getByText('home at /')).toBeInTheDocument()
    expect(pages.home.imports).toHaveLength(1)
  })

  it('guards before it loads: a logged-out visitor never loads a protected page', async () => {
    const { pages, urlNow } = setup('/private?tab=x')
    expect(urlNow()).toBe('/login?redirect=%2Fprivate%3Ftab%3Dx')
    expect(pages.private.imports).toHaveLength(0)
    await pages.login.deliver()
    expect(screen.getByText('login at /login')).toBeInTheDocument()
  })

  it('shows the error screen when a module fails to load, and a new navigation clears it', async () => {
    // React reports the error it caught; the test looks at the screen instead.
    const report = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { pages, pending } = setup('/other')
    await pages.other.fail(new Error('the module threw'))
    // The error screen is itself a lazy chunk.
    await act(() => import('../shell/RouteError'))
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument()
    expect(pending()).toBe('false')
    await userEvent.click(screen.getByRole('link', { name: 'home link' }))
    await pages.home.deliver()
    expect(screen.getByText('home at /')).toBeInTheDocument()
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull()
    report.mockRestore()
  })
})
