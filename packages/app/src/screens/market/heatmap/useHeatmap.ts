import { useCallback, useEffect, useState } from 'react'
import { createActor } from 'xstate'
import type { MarketHeatmapResponse } from '@atb/contract'
import { useFlows } from '../../../services/FlowsContext'
import { heatmapRequest, type HeatmapQuery } from './heatmapQuery'

/** How often the map refreshes while the page is visible: volumes and changes move slowly. */
export const REFRESH_MS = 60_000

/**
 * Where "Updated …" reads the time. Stories set a fixed clock so their screenshots do not change
 * with the minute they were taken.
 */
export const heatmapClock = { now: () => Date.now() }

export interface HeatmapState {
  /** The last answer for this choice, kept while a refresh runs or after a refresh fails. */
  data?: MarketHeatmapResponse
  /** When `data` arrived (epoch ms). */
  updatedAt?: number
  /** The last attempt failed. */
  error?: unknown
}

/**
 * Loads the heatmap for a choice and refreshes it every minute while the page is visible (and at
 * once when it becomes visible again after a minute away). A refresh keeps the map on screen;
 * only a new choice starts from the skeleton. `retry` loads again now.
 */
export function useHeatmap(query: HeatmapQuery): [HeatmapState, () => void] {
  const { loadHeatmap } = useFlows()
  const key = `${query.market}/${query.period}`
  const [state, setState] = useState<HeatmapState & { key?: string; failed?: number }>({})
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  useEffect(() => {
    const [market, period] = key.split('/') as [HeatmapQuery['market'], HeatmapQuery['period']]
    const actor = createActor(loadHeatmap, { input: heatmapRequest({ market, period }) })
    const sub = actor.subscribe({
      next: (snapshot) => {
        if (snapshot.status === 'done')
          setState({ key, data: snapshot.output, updatedAt: heatmapClock.now() })
      },
      error: (error) =>
        setState((s) =>
          s.key === key ? { ...s, error, failed: attempt } : { key, error, failed: attempt },
        ),
    })
    actor.start()
    return () => {
      sub.unsubscribe()
      actor.stop()
    }
  }, [loadHeatmap, key, attempt])

  const updatedAt = state.key === key ? state.updatedAt : undefined
  useEffect(() => {
    const visible = () => document.visibilityState === 'visible'
    const timer = window.setInterval(() => visible() && retry(), REFRESH_MS)
    const onVisibility = () => {
      if (visible() && updatedAt !== undefined && Date.now() - updatedAt >= REFRESH_MS) retry()
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [retry, updatedAt])

  if (state.key !== key) return [{}, retry]
  // An error belongs to its attempt: after Try again the page shows loading (or the kept map).
  const { data, error, failed } = state
  return [{ data, updatedAt, error: failed === attempt ? error : undefined }, retry]
}
