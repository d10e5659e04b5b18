import type { ReactNode } from 'react'
import { useHref, useNavigate } from 'react-router'
import { RouterProvider } from 'react-aria-components'

// A scheme ("https:", "mailto:") or a protocol-relative "//": the address leaves the app.
const LEAVES_APP = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i

/**
 * React Router resolves every href against the current route, so an external address would
 * become "/login/https:/line.me/…". Addresses that leave the app are passed through unchanged.
 */
export function useLinkHref(href: string): string {
  const leaves = LEAVES_APP.test(href)
  const routed = useHref(leaves ? '.' : href)
  return leaves ? href : routed
}

/** RAC links and menus routed through React Router, as every page and screen story needs. */
export function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useLinkHref}>
      {children}
    </RouterProvider>
  )
}
