/**
 * How a provider widget's script gets onto the page. The default appends the provider's real
 * <script> to the widget's container; stories and tests inject a fake through
 * `WidgetLoaderContext` (or a widget's `loader` prop), because the sandbox and CI have no internet
 * and a baseline must not depend on a third party.
 */
import { createContext } from 'react'

/** The configuration handed to the provider: plain JSON, the widget's defaults merged with the options. */
export type WidgetConfig = Record<string, unknown>

/**
 * `embed`: an external-embedding script whose JSON configuration is the script's own text.
 * `chart`: tv.js, which defines `TradingView.widget`, constructed with the configuration.
 */
export type WidgetScriptKind = 'embed' | 'chart'

export interface WidgetLoadRequest {
  /** The empty element the widget draws into (for the chart it carries `container_id`). */
  container: HTMLElement
  /** The provider's script URL. */
  src: string
  kind: WidgetScriptKind
  config: WidgetConfig
  /** Call once the provider has drawn its widget (its frame is in the container). */
  onReady: () => void
  /** Call when the script cannot load or never draws a widget. */
  onError: () => void
}

/** Starts loading; returns a cleanup that stops waiting and empties the container. */
export type WidgetLoader = (request: WidgetLoadRequest) => (() => void) | void

/** How long the provider gets to draw its frame after the script is added. */
export const WIDGET_READY_TIMEOUT_MS = 15_000

interface TradingViewGlobal {
  widget: new (config: WidgetConfig) => unknown
}

/**
 * The real loader. Success means an iframe appeared in the container (both kinds of script draw
 * the widget as a frame); an error event (offline, blocked by the content security policy, a 404)
 * or no frame within WIDGET_READY_TIMEOUT_MS means failure.
 */
export const loadProviderScript: WidgetLoader = ({
  container,
  src,
  kind,
  config,
  onReady,
  onError,
}) => {
  const doc = container.ownerDocument
  const win = doc.defaultView as (Window & { TradingView?: TradingViewGlobal }) | null
  let settled = false
  const observer = new MutationObserver(() => {
    if (container.querySelector('iframe')) settle(onReady)
  })
  const timer = setTimeout(() => settle(onError), WIDGET_READY_TIMEOUT_MS)
  function settle(outcome: () => void) {
    if (settled) return
    settled = true
    observer.disconnect()
    clearTimeout(timer)
    outcome()
  }
  observer.observe(container, { childList: true, subtree: true })

  if (win?.navigator.onLine === false) {
    settle(onError)
    return () => container.replaceChildren()
  }

  const construct = () => {
    const TradingView = win?.TradingView
    if (!TradingView?.widget) return settle(onError)
    try {
      new TradingView.widget(config)
    } catch {
      settle(onError)
    }
  }

  if (kind === 'chart' && win?.TradingView?.widget) {
    // tv.js is already on the page (another visit to the pair page): no second download.
    construct()
  } else {
    const script = doc.createElement('script')
    script.type = 'text/javascript'
    script.src = src
    script.async = true
    script.addEventListener('error', () => settle(onError))
    if (kind === 'embed') {
      // The provider's embed code: the script replaces this slot with its frame.
      const slot = doc.createElement('div')
      slot.className = 'tradingview-widget-container__widget'
      container.append(slot)
      script.text = JSON.stringify(config)
    } else {
      script.addEventListener('load', construct)
    }
    container.append(script)
  }

  return () => {
    settled = true
    observer.disconnect()
    clearTimeout(timer)
    container.replaceChildren()
  }
}

/** The loader every widget below uses; provide a fake in stories and tests. */
export const WidgetLoaderContext = createContext<WidgetLoader>(loadProviderScript)
