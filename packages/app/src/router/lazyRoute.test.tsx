import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import type { RouteMatch } from 'react-router'
import { lazyRoute, loadMatches, matchesLoaded, type RouteModule } from './lazyRoute'

function deferred() {
  let resolve!: (module: RouteModule | undefined) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<RouteModule | undefined>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** A lazy route whose import the test settles, counting how often it was asked for. */
function controlled() {
  const calls: ReturnType<typeof deferred>[] = []
  const Component = lazyRoute(() => {
    calls.push(deferred())
    return calls.at(-1)!.promise
  })
  return { Component, calls }
}

const matchOf = (Component: RouteMatch['route']['Component']) =>
  ({ route: { Component } }) as RouteMatch

describe('lazy route modules', () => {
  it('load once, in parallel, and count as loaded only when every one is in', async () => {
    const layout = controlled()
    const screenRoute = controlled()
    const matches = [
      matchOf(layout.Component),
      { route: {} } as RouteMatch,
      matchOf(screenRoute.Component),
    ]
    expect(matchesLoaded(matches)).toBe(false)

    const done = loadMatches(matches)
    void loadMatches(matches)
    expect([layout.calls.length, screenRoute.calls.length]).toEqual([1, 1])
    layout.calls[0]!.resolve({ Component: () => <p>layout</p> })
    await act(() => layout.calls[0]!.promise)
    expect(matchesLoaded(matches)).toBe(false)
    screenRoute.calls[0]!.resolve({ Component: () => <p>screen</p> })
    await act(() => done)
    expect(matchesLoaded(matches)).toBe(true)
  })

  it('render their module’s Component once loaded, and suspend before', async () => {
    const page = controlled()
    // Awaited, so React's retry after the suspension runs inside act.
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <page.Component />
        </Suspense>,
      )
    })
    expect(screen.getByText('waiting')).toBeInTheDocument()
    await act(async () => page.calls[0]!.resolve({ Component: () => <p>the page</p> }))
    expect(await screen.findByText('the page')).toBeInTheDocument()
    expect(page.calls).toHaveLength(1)
  })

  it('try again after a failed import', async () => {
    const page = controlled()
    const matches = [matchOf(page.Component)]
    const first = loadMatches(matches)
    page.calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module'))
    await expect(first).rejects.toThrow('Failed to fetch')
    const second = loadMatches(matches)
    expect(page.calls).toHaveLength(2)
    page.calls[1]!.resolve({ Component: () => null })
    await second
    expect(matchesLoaded(matches)).toBe(true)
  })

  it('stay pending when the import resolves to nothing, while the chunk recovery reloads the page', async () => {
    const page = controlled()
    let settled = false
    void loadMatches([matchOf(page.Component)]).finally(() => (settled = true))
    page.calls[0]!.resolve(undefined)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    expect(matchesLoaded([matchOf(page.Component)])).toBe(false)
  })
})
