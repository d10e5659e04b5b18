import { createContext, useContext } from 'react'
import type { Flows } from './flows'

/**
 * The provided flows a screen binds to. The app uses the real ones (the default); stories wrap a
 * screen in a provider with fakes so nothing reaches the network.
 */
export const FlowsContext = createContext<Flows | null>(null)

/** Real flows unless a provider (a story) passes others. */
export function useFlows(): Flows {
  const provided = useContext(FlowsContext)
  if (!provided) throw new Error('useFlows needs a FlowsContext provider (SessionGate or a story)')
  return provided
}
