import { useLingui } from '@lingui/react/macro'
import { useFormatter } from '@atb/ui'

/** A runtime as days and hours ("19 d 4 h"), or hours and minutes under a day. */
export function useDuration(): (ms: number) => string {
  const { t } = useLingui()
  const format = useFormatter()
  return (ms) => {
    const minutes = Math.max(0, Math.floor(ms / 60_000))
    const days = format.number(Math.floor(minutes / 1440))
    const hours = format.number(Math.floor((minutes % 1440) / 60))
    const mins = format.number(minutes % 60)
    if (minutes >= 1440) return t`${days} d ${hours} h`
    if (minutes >= 60) return t`${hours} h ${mins} min`
    return t`${mins} min`
  }
}
