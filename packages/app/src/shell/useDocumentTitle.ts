import { useEffect } from 'react'
import { APP_NAME, TITLE_TEMPLATE } from '@atb/contract'
import { useRouteTitle } from './useRouteTitle'

/** Applies the title template '%s | Auto Trading Bot' with the deepest route's title. */
export function useDocumentTitle() {
  const routeTitle = useRouteTitle()
  const title = routeTitle ? TITLE_TEMPLATE.replace('%s', routeTitle) : APP_NAME
  useEffect(() => {
    document.title = title
  }, [title])
}
