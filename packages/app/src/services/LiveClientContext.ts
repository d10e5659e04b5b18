import { createContext, useCallback, useContext, useSyncExternalStore } from 'react'
import { live, type LiveClient, type LiveInfo } from './live'

/**
 * The live client for the /ws page: the tab's own unless a provider (a story) passes a fake.
 * Separate from LiveContext, whose screens only need the LiveSource part.
 */
export const LiveClientContext = createContext<LiveClient>(live)

/** The connection's info, following every change; listening keeps the socket open. */
export function useLiveInfo(): { client: LiveClient; info: LiveInfo } {
  const client = useContext(LiveClientContext)
  // A stable subscribe: a new one each render would drop the last listener and close the socket.
  const subscribe = useCallback((listener: () => void) => client.onInfo(listener), [client])
  const info = useSyncExternalStore(subscribe, () => client.getInfo())
  return { client, info }
}
