import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { BotListResponse } from '@atb/contract'
import { ApiRequestError } from '../../../api/errors'
import { useFlows } from '../../../services/FlowsContext'
import { LiveContext } from '../../../services/useTicker'
import { useResource } from '../../account/useResource'
import { createReloadScheduler } from './liveReload'
import {
  PAGE_SIZE,
  parseListQuery,
  toRequest,
  toSearchParams,
  withChange,
  type ListPage,
  type ListQuery,
} from './query'

/** Fills and PnL reload the list at most this often; status changes reload at once. */
export const LIVE_RELOAD_MS = 5_000

const SEARCH_DEBOUNCE_MS = 350

export interface BotListState {
  query: ListQuery
  /** Moves to another filter, sort or page; every change is a new entry in the history. */
  change: (change: Partial<ListQuery>) => void
  /** The search box's text, sent to the server once typing pauses. */
  search: string
  setSearch: (text: string) => void
  /** The newest answer; kept on screen while a newer one loads. */
  data: BotListResponse | null
  /** A new filter or page is on its way (the rows shown are the previous ones). */
  loading: boolean
  /** A failed load with nothing to show instead. */
  failed: boolean
  /** A failed refresh while older figures stay on screen. */
  stale: boolean
  retry: () => void
}

const empty = (page: number): BotListResponse => ({
  items: [],
  total: 0,
  page,
  page_size: PAGE_SIZE,
  totals: [],
})

/** Spec §8: the client toasts 'record not found' on the list; the screen shows no bots, not an error. */
const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.body.code === 'record_not_found'

export function useBotList(page: ListPage): BotListState {
  const flows = useFlows()
  const live = useContext(LiveContext)
  const [params, setParams] = useSearchParams()
  const query = useMemo(() => parseListQuery(params, page), [params, page])
  const [resource, reload] = useResource(flows.loadBots, toRequest(query))

  const change = useCallback(
    (next: Partial<ListQuery>) => setParams(toSearchParams(withChange(query, next), page)),
    [query, page, setParams],
  )

  const [search, setSearchText] = useState(query.search)
  const typed = useRef(false)
  // Back and forward change the address under the box; the box follows unless the user is typing.
  useEffect(() => {
    if (!typed.current) setSearchText(query.search)
  }, [query.search])
  useEffect(() => {
    if (!typed.current) return
    const timer = setTimeout(() => {
      typed.current = false
      if (search.trim() !== query.search)
        setParams(toSearchParams(withChange(query, { search: search.trim() }), page), {
          replace: true,
        })
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [search, query, page, setParams])
  const setSearch = useCallback((text: string) => {
    typed.current = true
    setSearchText(text)
  }, [])

  useEffect(() => {
    const scheduler = createReloadScheduler({ reload, intervalMs: LIVE_RELOAD_MS })
    const unsubscribe = live.subscribeBots((event) => scheduler.push(event))
    return () => {
      unsubscribe()
      scheduler.stop()
    }
  }, [live, reload])

  const request = toRequest(query)
  const key = JSON.stringify(request)
  const answer = useMemo(
    () =>
      resource.status === 'done'
        ? resource.data
        : resource.status === 'error' && isNotFound(resource.error)
          ? empty(request.page)
          : null,
    [resource, request.page],
  )
  const [kept, setKept] = useState<{ key: string; data: BotListResponse } | null>(null)
  // Remembered while rendering (React's pattern for state derived from a changing value).
  if (answer && kept?.data !== answer) setKept({ key, data: answer })

  const data = answer ?? kept?.data ?? null
  const error = resource.status === 'error' && !answer
  // A failed refresh of the same list keeps its figures; a failed new filter must not show old rows.
  const stale = error && kept?.key === key
  return {
    query,
    change,
    search,
    setSearch,
    data: error && !stale ? null : data,
    // A live refresh of the same list keeps it as it is; only a new filter or page dims it.
    loading: resource.status === 'loading' && kept?.key !== key,
    failed: error && !stale,
    stale,
    retry: reload,
  }
}
