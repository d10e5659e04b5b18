import { useContext, useEffect, useState } from 'react'
import { isBasketKind, type BacktestResponse, type ConfigurableKind } from '@atb/contract'
import { SetupDataContext } from './setupData'

/** How long the config must stay still before a backtest runs. */
export const BACKTEST_DEBOUNCE_MS = 600
const DAY_MS = 86_400_000

export type BacktestState =
  | { status: 'waiting' }
  | { status: 'running'; previous?: BacktestResponse }
  | { status: 'shown'; result: BacktestResponse }
  | { status: 'failed'; error: unknown; previous?: BacktestResponse }

/** The config as the engine reads it: the form's values without the agreements. */
export function backtestConfig(values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !key.startsWith('agree_')))
}

/**
 * Runs the backtest of `values` over the last `days` days once they have been still for
 * BACKTEST_DEBOUNCE_MS and are valid; a newer config aborts the older request. `retry` runs the
 * same config again.
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
  const config = JSON.stringify(backtestConfig(input.values))
  // A rebalance replays the coins of its own basket; every other kind needs its pair.
  const basket = isBasketKind(kind)
  const ready = valid && (basket || Boolean(symbol))
  const [attempt, setAttempt] = useState(0)
  const key = JSON.stringify([kind, symbol, config, days, attempt])
  /** The answer to one request (by key), and the newest result shown, kept while the next runs. */
  const [outcome, setOutcome] = useState<{
    for: string
    state: Extract<BacktestState, { status: 'shown' | 'failed' }>
  } | null>(null)
  const [last, setLast] = useState<BacktestResponse | undefined>(undefined)

  useEffect(() => {
    if (!ready) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const to = Date.now()
      const request = {
        kind,
        ...(symbol && !basket ? { symbol } : {}),
        config: JSON.parse(config) as Record<string, unknown>,
        from: to - days * DAY_MS,
        to,
      }
      source.backtest(request, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return
          setLast(result)
          setOutcome({ for: key, state: { status: 'shown', result } })
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            setOutcome({ for: key, state: { status: 'failed', error } })
        },
      )
    }, BACKTEST_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [source, kind, symbol, basket, config, ready, days, key])

  const retry = () => setAttempt((n) => n + 1)
  const previous = last ? { previous: last } : {}
  if (!ready) return [{ status: 'waiting' }, retry]
  if (outcome?.for !== key) return [{ status: 'running', ...previous }, retry]
  return [
    outcome.state.status === 'failed' ? { ...outcome.state, ...previous } : outcome.state,
    retry,
  ]
}
