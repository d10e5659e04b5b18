import { useEffect } from 'react'
import { useMachine } from '@xstate/react'
import { pullToRefreshMachine } from '@atb/machines'
import { PullToRefreshIndicator, type PullToRefreshState } from '@atb/ui'

const refreshable = pullToRefreshMachine.provide({
  actions: { reload: () => window.location.reload() },
})

/**
 * Pull down to refresh on touch devices (spec section 2): touches feed the machine only while the
 * page is scrolled to the top, so ordinary scrolling never turns into a reload.
 */
export function PullToRefresh() {
  const [snapshot, send] = useMachine(refreshable)
  useEffect(() => {
    if (!window.matchMedia('(pointer: coarse)').matches) return
    const y = (event: TouchEvent) => event.touches[0]?.clientY ?? 0
    const start = (event: TouchEvent) => {
      if (window.scrollY <= 0) send({ type: 'pull.start', y: y(event) })
    }
    const move = (event: TouchEvent) => send({ type: 'pull.move', y: y(event) })
    const end = () => send({ type: 'pull.end' })
    window.addEventListener('touchstart', start, { passive: true })
    window.addEventListener('touchmove', move, { passive: true })
    window.addEventListener('touchend', end)
    window.addEventListener('touchcancel', end)
    return () => {
      window.removeEventListener('touchstart', start)
      window.removeEventListener('touchmove', move)
      window.removeEventListener('touchend', end)
      window.removeEventListener('touchcancel', end)
    }
  }, [send])
  const state = String(snapshot.value) as PullToRefreshState
  if (state === 'pending') return null
  return <PullToRefreshIndicator state={state} distance={snapshot.context.distance} />
}
