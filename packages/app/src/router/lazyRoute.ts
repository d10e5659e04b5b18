import { createElement, use, type ComponentType } from 'react'
import type { RouteMatch } from 'react-router'

/** What a route module exports: its screen or layout as `Component`. */
export interface RouteModule {
  Component: ComponentType
}

interface Loader {
  loaded: () => boolean
  /** Starts loading (once); resolves when the module is in. */
  load: () => Promise<void>
}

const loaders = new WeakMap<ComponentType, Loader>()

/**
 * A route component whose module loads on demand. Unlike React.lazy it can be loaded ahead of
 * rendering, so every module a URL needs (gate, layout, screen) loads in parallel and the page
 * renders once, complete. Rendered before its module arrived, it suspends.
 */
export function lazyRoute(importModule: () => Promise<RouteModule | undefined>): ComponentType {
  let Loaded: ComponentType | undefined
  let loading: Promise<void> | undefined
  const loader: Loader = {
    loaded: () => Loaded !== undefined,
    load: () =>
      (loading ??= importModule().then(
        (module) => {
          // A failed chunk resolves to nothing once installChunkErrorRecovery has started a
          // reload: stay pending until the page is replaced.
          if (!module) return new Promise<void>(() => {})
          Loaded = module.Component
        },
        (error: unknown) => {
          // The next navigation tries again.
          loading = undefined
          throw error
        },
      )),
  }
  function LazyRoute() {
    if (!Loaded) use(loader.load())
    return Loaded ? createElement(Loaded) : null
  }
  loaders.set(LazyRoute, loader)
  return LazyRoute
}

const pendingLoaders = (matches: RouteMatch[] | null): Loader[] =>
  (matches ?? []).flatMap((match) => {
    const loader = match.route.Component ? loaders.get(match.route.Component) : undefined
    return loader && !loader.loaded() ? [loader] : []
  })

/** Whether every matched route can render at once. */
export function matchesLoaded(matches: RouteMatch[] | null): boolean {
  return pendingLoaders(matches).length === 0
}

/** Loads the modules of the matched routes that are not in yet, in parallel. */
export function loadMatches(matches: RouteMatch[] | null): Promise<unknown> {
  return Promise.all(pendingLoaders(matches).map((loader) => loader.load()))
}
