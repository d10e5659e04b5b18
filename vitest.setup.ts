import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { afterEach } from 'vitest'

i18n.loadAndActivate({ locale: 'en', messages: {} })

afterEach(() => {
  cleanup()
})

// jsdom lacks these; React Aria and charts probe them.
const hasWindow = typeof window !== 'undefined'
if (hasWindow && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
if (hasWindow && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  ;(window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub
}
