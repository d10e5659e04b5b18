import { useContext, useEffect, useState } from 'react'
import type { BotView } from '@atb/contract'
import { ApiRequestError } from '../../../../api/errors'
import { useFlows } from '../../../../services/FlowsContext'
import { LiveContext } from '../../../../services/useTicker'
import { useResource } from '../../../account/useResource'

/** Fills and PnL come every second while a bot trades; the page reloads at most this often. */
export const LIVE_RELOAD_MS = 5_000

export type BotPage =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'error'; retry: () => void }
  | { state: 'done'; bot: BotView; reload: () => void; stale: boolean; refreshFailed: boolean }

/**
 * The bot as GET /robot/view answers it, reloaded when the socket reports an event of this bot:
 * a status change at once, fills and PnL at most every LIVE_RELOAD_MS. A reload keeps the last
 * answer on screen, so the page never flashes back to its skeleton.
 */
export function useBotPage(id: string): BotPage {
  const flows = useFlows()
  const live = useContext(LiveContext)
  const [resource, reload] = useResource(flows.loadBot, { id })
  const [kept, setKept] = useState<BotView | null>(null)

  // Kept during render (React's "storing information from previous renders"), not in an effect.
  if (resource.status === 'done' && kept !== resource.data) setKept(resource.data)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null
    const unsubscribe = live.subscribeBots((event) => {
      if (event.botId !== id) return
      if (event.type === 'bot.status') {
        if (timer) clearTimeout(timer)
        timer = null
        reload()
      } else if (!timer) {
        timer = setTimeout(() => {
          timer = null
          reload()
        }, LIVE_RELOAD_MS)
      }
    })
    return () => {
      unsubscribe()
      if (timer) clearTimeout(timer)
    }
  }, [live, id, reload])

  const previous = kept?.id === id ? kept : null
  if (resource.status === 'done')
    return { state: 'done', bot: resource.data, reload, stale: false, refreshFailed: false }
  if (resource.status === 'error') {
    if (isNotFound(resource.error)) return { state: 'notFound' }
    if (previous) return { state: 'done', bot: previous, reload, stale: true, refreshFailed: true }
    return { state: 'error', retry: reload }
  }
  if (previous) return { state: 'done', bot: previous, reload, stale: true, refreshFailed: false }
  return { state: 'loading' }
}

/** Another user's bot and an unknown id both answer 'record not found' (spec §8). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.body.code === 'record_not_found'
}
