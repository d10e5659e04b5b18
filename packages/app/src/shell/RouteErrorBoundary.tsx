import { Component, lazy, Suspense, type ReactNode } from 'react'
import type { Location } from 'react-router'

// The error screen is rare; it should not weigh on every first page.
const RouteError = lazy(() => import('./RouteError').then((m) => ({ default: m.RouteError })))

interface Props {
  /** The page's location: moving to another page clears the error. */
  location: Location
  children: ReactNode
}

interface State {
  failure: { error: unknown } | null
  location: Location
}

/** Catches what a page throws while rendering and shows the error screen in its place. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, location: this.props.location }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { failure: null, location: props.location }
  }

  override render() {
    if (!this.state.failure) return this.props.children
    return (
      <Suspense fallback={null}>
        <RouteError error={this.state.failure.error} />
      </Suspense>
    )
  }
}
