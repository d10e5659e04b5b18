import { useEffect, useSyncExternalStore } from 'react'
import { endpoints as E } from '@atb/contract'
import { api } from '../services/api'
import { live } from '../services/live'
import { session } from '../services/session'

/**
 * The header bell's unread count (decision 068): read from the API when the bell mounts and each
 * time the socket (re)connects, so nothing missed while offline stays missed, then kept by the
 * socket's `notification.unread` messages. The notification screens set it after their own calls.
 */
let unread = 0
const listeners = new Set<() => void>()

export function setUnread(next: number) {
  if (next === unread) return
  unread = next
  for (const listener of [...listeners]) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

function refresh(signal?: AbortSignal) {
  // Signed out (or a story): there is no count to read.
  if (!session.get().token) return
  api
    .call(E.notificationUnread, {}, { signal, inline: true })
    .then((reply) => setUnread(reply.unread))
    // A failed count keeps the last one; the next (re)connect reads it again.
    .catch(() => undefined)
}

/** The count, live, for as long as the caller is mounted (the signed-in layout). */
export function useUnreadNotifications(): number {
  useEffect(() => {
    const controller = new AbortController()
    refresh(controller.signal)
    let wasLive = live.getStatus() === 'live'
    const offStatus = live.onStatus(() => {
      const isLive = live.getStatus() === 'live'
      if (isLive && !wasLive) refresh(controller.signal)
      wasLive = isLive
    })
    const offUnread = live.subscribeUnread(setUnread)
    return () => {
      controller.abort()
      offStatus()
      offUnread()
    }
  }, [])
  return useSyncExternalStore(subscribe, () => unread)
}
