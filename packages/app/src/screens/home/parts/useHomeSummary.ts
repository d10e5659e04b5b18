import { useContext, useEffect, useState } from 'react'
import type { HomeSummaryResponse } from '@atb/contract'
import { useFlows } from '../../../services/FlowsContext'
import { LiveContext } from '../../../services/useTicker'
import { useResource } from '../../account/useResource'
import { createReloadScheduler } from '../../bots/list/liveReload'

/** Fills and PnL reload the summary at most this often; a status change reloads at once. */
export const HOME_RELOAD_MS = 5_000

export interface HomeSummaryState {
  /** The newest answer; kept on screen while a live reload runs, so the page never flashes. */
  data: HomeSummaryResponse | null
  /** The first load failed: nothing to show. */
  failed: boolean
  /** A reload failed while older figures stay on screen. */
  stale: boolean
  retry: () => void
}

/** GET /home/summary, reloaded by the user's bot events over the socket. */
export function useHomeSummary(): HomeSummaryState {
  const flows = useFlows()
  const live = useContext(LiveContext)
  const [resource, reload] = useResource(flows.loadHomeSummary, {})
  useEffect(() => {
    const scheduler = createReloadScheduler({ reload, intervalMs: HOME_RELOAD_MS })
    const unsubscribe = live.subscribeBots((event) => scheduler.push(event))
    return () => {
      unsubscribe()
      scheduler.stop()
    }
  }, [live, reload])

  const answer = resource.status === 'done' ? resource.data : null
  const [kept, setKept] = useState<HomeSummaryResponse | null>(null)
  // Remembered while rendering (React's pattern for state derived from a changing value).
  if (answer && kept !== answer) setKept(answer)
  const data = answer ?? kept
  const error = resource.status === 'error'
  return { data, failed: error && !data, stale: error && !!data, retry: reload }
}
