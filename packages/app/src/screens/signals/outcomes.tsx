import { useLingui } from '@lingui/react/macro'
import type { SignalCall, SignalOutcome } from '@atb/contract'
import { Badge } from '@atb/ui'

export function useOutcomeName() {
  const { t } = useLingui()
  return (o: SignalOutcome) =>
    o === 'tp'
      ? t`Take profit hit`
      : o === 'sl'
        ? t`Stop loss hit`
        : o === 'expired'
          ? t`Expired`
          : t`Open`
}

/** A call's outcome as a badge: green for take profit, red for stop loss. */
export function OutcomeBadge({ call }: { call: Pick<SignalCall, 'outcome'> }) {
  const name = useOutcomeName()
  const variant =
    call.outcome === 'tp'
      ? 'positive'
      : call.outcome === 'sl'
        ? 'negative'
        : call.outcome === 'open'
          ? 'info'
          : 'neutral'
  return (
    <Badge size="sm" variant={variant}>
      {name(call.outcome)}
    </Badge>
  )
}

export function useSideName() {
  const { t } = useLingui()
  return (side: SignalCall['side']) => (side === 'BUY' ? t`Buy` : t`Sell`)
}
