import { useContext, useEffect, useRef, useState } from 'react'
import { isBasketKind, type BacktestResponse, type ConfigurableKind } from '@atb/contract'
import { SetupDataContext } from './setupData'

/** How long the config must stay still before a backtest runs. */
export const BACKTEST_DEBOUNCE_MS = 600

/** A request made once its input has been still for a moment, with the last answer kept. */
export type Debounced<T> =
  | { status: 'waiting' }
  /** `position`: the request's place in the server's line while it waits (1 is next). */
  | { status: 'running'; previous?: T; position?: number }
  | { status: 'shown'; result: T }
  | { status: 'failed'; error: unknown; previous?: T }

export type BacktestState = Debounced<BacktestResponse>

/** A result and what produced it. */
export interface BacktestRun {
  config: Record<string, unknown>
  days: number
  result: BacktestResponse
}

/** The config as the engine reads it: the form's values without the agreements. */
export function backtestConfig(values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !key.startsWith('agree_')))
}

/**
 * Runs the backtest of `values` over the last `days` days once they have been still for
 * BACKTEST_DEBOUNCE_MS and are valid; a newer config aborts the older request. `retry` runs the
 * same config again. The server ends the period at the market's present (market time, decision 085).
 */
export function useBacktest(input: {
  kind: ConfigurableKind
  symbol: string | undefined
  values: object
  valid: boolean
  days: number
}): [BacktestState, () => void] {
  const source = useContext(SetupDataContext)
  const { kind, symbol, valid, days } = input
  // A rebalance replays the coins of its own basket; every other kind needs its pair.
  const basket = isBasketKind(kind)
  const ready = valid && (basket || Boolean(symbol))
  const config = JSON.stringify(backtestConfig(input.values))
  return useDebounced(
    ready ? JSON.stringify([kind, symbol, config, days]) : null,
    (signal, queued) => {
      const request = {
        kind,
        ...(symbol && !basket ? { symbol } : {}),
        config: JSON.parse(config) as Record<string, unknown>,
        days,
      }
      return source.backtest(request, signal, queued)
    },
  )
}

/**
 * Calls `run` once `key` has stayed the same for BACKTEST_DEBOUNCE_MS; a null key waits. A newer
 * key aborts the older request, and the newest answer stays shown while the next one runs.
 * `run` must depend only on what `key` names, and may report its place in a line with `queued`.
 * `retry` asks again for the same key.
 */
export function useDebounced<T>(
  key: string | null,
  run: (signal: AbortSignal, queued: (position: number) => void) => Promise<T>,
): [Debounced<T>, () => void] {
  const [attempt, setAttempt] = useState(0)
  const id = key === null ? null : `${key}#${attempt}`
  /** The answer to one request (by id), and the newest result shown, kept while the next runs. */
  const [outcome, setOutcome] = useState<{
    for: string
    state: Extract<Debounced<T>, { status: 'shown' | 'failed' }>
  } | null>(null)
  const [last, setLast] = useState<T | undefined>(undefined)
  /** The place in line of the request for `for`, while it waits. */
  const [place, setPlace] = useState<{ for: string; position: number } | null>(null)
  const latest = useRef(run)
  useEffect(() => {
    latest.current = run
  })

  useEffect(() => {
    if (id === null) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const queued = (position: number) => {
        if (!controller.signal.aborted) setPlace({ for: id, position })
      }
      latest.current(controller.signal, queued).then(
        (result) => {
          if (controller.signal.aborted) return
          setLast(result)
          setOutcome({ for: id, state: { status: 'shown', result } })
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            setOutcome({ for: id, state: { status: 'failed', error } })
        },
      )
    }, BACKTEST_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [id])

  const retry = () => setAttempt((n) => n + 1)
  const previous = last !== undefined ? { previous: last } : {}
  if (id === null) return [{ status: 'waiting' }, retry]
  if (outcome?.for !== id) {
    const waiting = place?.for === id ? { position: place.position } : {}
    return [{ status: 'running', ...previous, ...waiting }, retry]
  }
  return [
    outcome.state.status === 'failed' ? { ...outcome.state, ...previous } : outcome.state,
    retry,
  ]
}

/**
 * Tells `onResult` of each new result. A result is shown only while it answers the current
 * values and period, so they are the ones it ran.
 */
export function useReportResult(
  state: BacktestState,
  values: object,
  days: number,
  onResult: ((run: BacktestRun) => void) | undefined,
) {
  const result = state.status === 'shown' ? state.result : null
  const reported = useRef<BacktestResponse | null>(null)
  useEffect(() => {
    if (!result || result === reported.current || !onResult) return
    reported.current = result
    onResult({ config: backtestConfig(values), days, result })
  }, [result, values, days, onResult])
}
