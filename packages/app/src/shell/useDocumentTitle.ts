import { useEffect } from 'react'
import { useMatches } from 'react-router'
import { useLingui } from '@lingui/react'
import { APP_NAME, TITLE_TEMPLATE } from '@atb/contract'
import type { RouteHandle } from '../router/routes'

/** Applies the title template '%s | Auto Trading Bot' with the deepest route's title. */
export function useDocumentTitle() {
  const matches = useMatches()
  const { i18n } = useLingui()
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)
    ?.handle as RouteHandle | undefined
  const title = handle?.title ? TITLE_TEMPLATE.replace('%s', i18n._(handle.title)) : APP_NAME
  useEffect(() => {
    document.title = title
  }, [title])
}
