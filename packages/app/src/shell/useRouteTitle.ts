import { useMatches } from 'react-router'
import { useLingui } from '@lingui/react'
import type { RouteHandle } from '../router/routes'

/** The deepest matched route's translated title, or undefined. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches()
  const { i18n } = useLingui()
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined
  return handle?.title ? i18n._(handle.title.id, undefined, { message: handle.title.message }) : undefined
}
