import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { parseMarketQuery, toMarketParams, type MarketQuery } from './query'

/** The search box writes the address once typing pauses; the rows filter at once. */
const SEARCH_WRITE_MS = 300

export interface MarketQueryState {
  query: MarketQuery
  /** Moves to another market, sort or filter: a new history entry, so Back returns. */
  change: (change: Partial<MarketQuery>) => void
  /** The search box's text, ahead of the address while the user types. */
  search: string
  setSearch: (text: string) => void
}

/** /market's view, kept in `?market=&q=&sort=&fav=` so reload and Back restore it. */
export function useMarketQuery(): MarketQueryState {
  const [params, setParams] = useSearchParams()
  const query = useMemo(() => parseMarketQuery(params), [params])
  const change = useCallback(
    (next: Partial<MarketQuery>) => setParams(toMarketParams({ ...query, ...next })),
    [query, setParams],
  )

  const [search, setSearchText] = useState(query.q)
  const typing = useRef(false)
  // Back and forward change the address under the box; the box follows unless the user is typing.
  useEffect(() => {
    if (!typing.current) setSearchText(query.q)
  }, [query.q])
  useEffect(() => {
    if (!typing.current) return
    const timer = setTimeout(() => {
      typing.current = false
      // Each keystroke is not a page to go Back to: the search replaces the entry.
      if (search.trim() !== query.q)
        setParams(toMarketParams({ ...query, q: search }), { replace: true })
    }, SEARCH_WRITE_MS)
    return () => clearTimeout(timer)
  }, [search, query, setParams])
  const setSearch = useCallback(
    (text: string) => {
      typing.current = true
      setSearchText(text)
      // Clearing is a deliberate act (the Clear button, Escape): the address follows at once.
      if (text === '') {
        typing.current = false
        setParams(toMarketParams({ ...query, q: '' }), { replace: true })
      }
    },
    [query, setParams],
  )
  return { query, change, search, setSearch }
}
