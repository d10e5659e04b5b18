import { useEffect } from 'react'
import { APP_NAME, TITLE_TEMPLATE } from '@atb/contract'
import { useRouteTitle } from './useRouteTitle'

/** Applies the title template '%s | Auto Trading Bot' with the title of the page on screen. */
export function useDocumentTitle(pathname: string) {
  const routeTitle = useRouteTitle(pathname)
  const title = routeTitle ? TITLE_TEMPLATE.replace('%s', routeTitle) : APP_NAME
  useEffect(() => {
    document.title = title
  }, [title])
}
