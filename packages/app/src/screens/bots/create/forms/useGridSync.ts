import { useEffect, useMemo, useRef } from 'react'
import { gridBudget, gridPerGridOf } from '@atb/contract'
import type { SetupEnv } from '../setup/types'
import type { GridBinding } from './GridForm'
import { levelsOf } from './GridPreview'
import {
  amountSourceOf,
  isGridCount,
  isUntouchedRange,
  lotRulesOf,
  rangeOf,
  sameRange,
  spacingOf,
  suggestGrid,
  type GridRange,
} from './gridMath'

const isPositive = (n: unknown): n is number => typeof n === 'number' && n > 0

/**
 * What a grid form keeps in step by itself (decision 089): the schema's context (the live price
 * and, in the wizard, the pair's lot), the spacing, the suggested range while the user has not
 * edited it, and the amount per grid from the total investment (or the total from the amount per
 * grid once the user sets that one). Editing a running bot keeps its own amount per grid.
 */
export function useGridSync(form: GridBinding, env: SetupEnv) {
  const values = form.context?.values
  const { send } = form
  const editing = env.editing === true
  const lot = useMemo(
    () => (env.symbol && !editing ? lotRulesOf(env.symbol) : undefined),
    [env.symbol, editing],
  )
  // The stop loss is checked against the live price, so every tick reaches the form's schema.
  useEffect(() => {
    send({ type: 'form.context', context: { lastPrice: env.lastPrice, ...(lot ? { lot } : {}) } })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `send` is a new function each render
  }, [env.lastPrice, lot])

  // The grid spacing follows the range and the number of grids; its rule (0.3–100 %) still shows.
  const levels = values ? levelsOf(values) : null
  const derived = levels ? spacingOf(levels[0]!, levels.at(-1)!, levels.length - 1) : undefined
  useEffect(() => {
    if (derived === undefined || derived === form.context?.values.space_of_grid) return
    send({ type: 'form.sync', values: { space_of_grid: derived } })
    send({ type: 'form.blur', field: 'space_of_grid' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new spacing matters
  }, [derived])

  const suggestion = useMemo(
    () => suggestGrid(env.history, env.lastPrice),
    [env.history, env.lastPrice],
  )
  // The suggestion last put in the range; null until one is (a range from elsewhere is the user's).
  const applied = useRef<GridRange | null>(null)
  const seen = useRef(false)
  useEffect(() => {
    if (editing || !suggestion || !values) return
    const range = rangeOf(values)
    // A form that opened on this very suggestion (the setup's starting values) follows it.
    if (!seen.current && sameRange(range, suggestion))
      applied.current = rangeOf(suggestion) as GridRange
    seen.current = true
    if (!isUntouchedRange(range, applied.current)) return
    applied.current = rangeOf(suggestion) as GridRange
    if (!sameRange(range, suggestion)) send({ type: 'form.sync', values: applied.current })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new suggestion is what matters
  }, [suggestion?.lower_price, suggestion?.upper_price, suggestion?.number_of_grid])

  const applySuggestion = () => {
    if (!suggestion) return
    applied.current = rangeOf(suggestion) as GridRange
    for (const field of ['lower_price', 'upper_price', 'number_of_grid'] as const) {
      form.change(field, suggestion[field])
      form.send({ type: 'form.blur', field })
    }
  }

  // Which amount the user set last: the other one is derived from it.
  const source = useRef(amountSourceOf(values ?? {}))
  const total = values?.total_investment
  const perGrid = values?.coin_per_grid
  const grids = values?.number_of_grid
  useEffect(() => {
    if (editing || !isGridCount(grids)) return
    if (source.current === 'total') {
      if (!isPositive(total)) return
      const next = Number(gridPerGridOf(total, grids))
      if (next !== perGrid) send({ type: 'form.sync', values: { coin_per_grid: next } })
    } else if (isPositive(perGrid)) {
      const next = Number(gridBudget(perGrid, grids))
      if (next !== total) send({ type: 'form.sync', values: { total_investment: next } })
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `send` is a new function each render
  }, [editing, total, perGrid, grids])

  return {
    suggestion,
    applySuggestion,
    lot,
    /** The total investment typed: the amount per grid follows it. */
    changeTotal: (value: number) => {
      source.current = 'total'
      form.change('total_investment', Number.isNaN(value) ? undefined : value)
    },
    /** The amount per grid typed (Advanced): the total follows it. */
    changePerGrid: (value: number) => {
      source.current = 'perGrid'
      form.change('coin_per_grid', (Number.isNaN(value) ? undefined : value) as number)
    },
  }
}

export type GridSync = ReturnType<typeof useGridSync>
