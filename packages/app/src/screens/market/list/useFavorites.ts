import { useCallback, useRef, useState } from 'react'
import { createActor, toPromise } from 'xstate'
import { useLingui } from '@lingui/react/macro'
import { pairNameOf, type MarketRow } from '@atb/contract'
import { useFlows } from '../../../services/FlowsContext'

/** The last star change, said under the toolbar: it worked, or it did not and was undone. */
export interface FavoriteNotice {
  tone: 'done' | 'failed'
  text: string
}

export interface FavoritesState {
  /** The star as the user sees it: their last click, until the server says otherwise. */
  isFavorite: (row: MarketRow) => boolean
  toggle: (row: MarketRow) => void
  notice: FavoriteNotice | null
}

/**
 * Stars flip at once (optimistic) and are saved with `flows.setFavorite`. A refusal puts the
 * star back and says so; a later click on the same pair wins over an earlier answer.
 */
export function useFavorites(): FavoritesState {
  const { t } = useLingui()
  const flows = useFlows()
  const [chosen, setChosen] = useState<ReadonlyMap<string, boolean>>(new Map())
  const [notice, setNotice] = useState<FavoriteNotice | null>(null)
  const latest = useRef(new Map<string, number>())

  const isFavorite = useCallback(
    (row: MarketRow) => chosen.get(row.symbol) ?? row.favorite,
    [chosen],
  )
  const set = (symbol: string, value: boolean | undefined) =>
    setChosen((before) => {
      const next = new Map(before)
      if (value === undefined) next.delete(symbol)
      else next.set(symbol, value)
      return next
    })

  const toggle = useCallback(
    (row: MarketRow) => {
      const before = chosen.get(row.symbol)
      const favorite = !(before ?? row.favorite)
      const pair = pairNameOf(row.base, row.quote)
      const attempt = (latest.current.get(row.symbol) ?? 0) + 1
      latest.current.set(row.symbol, attempt)
      set(row.symbol, favorite)
      setNotice(null)
      const input = { symbol: row.symbol, favorite }
      toPromise(createActor(flows.setFavorite, { input }).start()).then(
        () => {
          if (latest.current.get(row.symbol) !== attempt) return
          setNotice({
            tone: 'done',
            text: favorite
              ? t`${pair} added to your favourites.`
              : t`${pair} removed from your favourites.`,
          })
        },
        () => {
          if (latest.current.get(row.symbol) !== attempt) return
          set(row.symbol, before)
          setNotice({
            tone: 'failed',
            text: favorite
              ? t`${pair} could not be added to your favourites. Please try again.`
              : t`${pair} could not be removed from your favourites. Please try again.`,
          })
        },
      )
    },
    [chosen, flows, t],
  )
  return { isFavorite, toggle, notice }
}
