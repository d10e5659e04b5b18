import { useLingui } from '@lingui/react/macro'
import type { CandleInterval } from '@atb/contract'

/** Interval names for screen readers and messages: "1 hour", where the buttons say "1h". */
export function useIntervalNames(): Record<CandleInterval, string> {
  const { t } = useLingui()
  return {
    '1m': t`1 minute`,
    '5m': t`5 minutes`,
    '15m': t`15 minutes`,
    '1h': t`1 hour`,
    '4h': t`4 hours`,
    '1d': t`1 day`,
  }
}
