import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createActor, toPromise } from 'xstate'
import {
  NOTIFICATION_PAGE_SIZE,
  type NotificationCategory,
  type NotificationView,
} from '@atb/contract'
import { useFlows } from '../../services/FlowsContext'

export interface NotificationFilters {
  category: NotificationCategory | null
  unread: boolean
}

export type PagesState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'done'
      items: NotificationView[]
      total: number
      unread: number
      /** 'more' while the next page loads; 'failed' when it could not. */
      more: 'idle' | 'more' | 'failed'
    }

/**
 * The list with "load more" (decision 068): page 1 on each filter change, later pages appended.
 * An older page's answer that arrives after a filter change is dropped.
 */
export function useNotificationPages(filters: NotificationFilters) {
  const flows = useFlows()
  const [attempt, setAttempt] = useState(0)
  const page = useRef(1)
  /** The request the shown state answers: a filter change or a retry starts a new one. */
  const current = `${filters.category ?? ''}|${filters.unread}#${attempt}`
  const [result, setResult] = useState<{ for: string; value: PagesState } | null>(null)
  const state: PagesState = useMemo(
    () => (result && result.for === current ? result.value : { status: 'loading' }),
    [result, current],
  )
  const latest = useRef(current)
  useEffect(() => {
    latest.current = current
  }, [current])
  /** Updates the state of the current request only; an older one's answers are dropped. */
  const setState = useCallback(
    (forRequest: string, update: (s: PagesState) => PagesState) =>
      setResult((r) => {
        if (forRequest !== latest.current) return r
        const before: PagesState = r && r.for === forRequest ? r.value : { status: 'loading' }
        return { for: forRequest, value: update(before) }
      }),
    [],
  )

  const fetchPage = useCallback(
    (n: number) =>
      toPromise(
        createActor(flows.loadNotifications, {
          input: {
            page: n,
            page_size: NOTIFICATION_PAGE_SIZE,
            unread: filters.unread,
            ...(filters.category ? { category: filters.category } : {}),
          },
        }).start(),
      ),
    [flows, filters.category, filters.unread],
  )

  useEffect(() => {
    const mine = current
    page.current = 1
    fetchPage(1).then(
      (data) =>
        setState(mine, () => ({
          status: 'done',
          items: data.items,
          total: data.total,
          unread: data.unread,
          more: 'idle',
        })),
      () => setState(mine, () => ({ status: 'error' })),
    )
  }, [fetchPage, current, setState])

  const loadMore = useCallback(() => {
    if (state.status !== 'done' || state.more === 'more') return
    const mine = current
    const next = page.current + 1
    setState(mine, (s) => (s.status === 'done' ? { ...s, more: 'more' } : s))
    fetchPage(next).then(
      (data) => {
        if (mine === latest.current) page.current = next
        setState(mine, (s) => {
          if (s.status !== 'done') return s
          const seen = new Set(s.items.map((n) => n.id))
          return {
            ...s,
            items: [...s.items, ...data.items.filter((n) => !seen.has(n.id))],
            total: data.total,
            unread: data.unread,
            more: 'idle',
          }
        })
      },
      () => setState(mine, (s) => (s.status === 'done' ? { ...s, more: 'failed' } : s)),
    )
  }, [fetchPage, state, current, setState])

  /** Marks items read here, after the server said so. */
  const markRead = useCallback(
    (ids: string[] | 'all', at: string) =>
      setState(latest.current, (s) => {
        if (s.status !== 'done') return s
        const items = s.items.map((n) =>
          n.read_at === null && (ids === 'all' || ids.includes(n.id)) ? { ...n, read_at: at } : n,
        )
        const unread = ids === 'all' ? 0 : Math.max(0, s.unread - ids.length)
        return { ...s, items, unread }
      }),
    [setState],
  )

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, loadMore, markRead, retry }
}
