import { useEffect } from 'react'
import { TITLE_TEMPLATE } from '@atb/contract'

/**
 * A title of this page's own (the pair, or that it is not listed) instead of the route's generic
 * "Market". The shell sets the route's title on navigation; this runs after it (the page mounts
 * once its data is in) and puts the shell's title back when the page goes.
 */
export function usePageTitle(title: string) {
  useEffect(() => {
    const before = document.title
    document.title = TITLE_TEMPLATE.replace('%s', title)
    return () => {
      document.title = before
    }
  }, [title])
}
