import { createContext } from 'react'
import { marketNow } from '../../../services/marketClock'

/**
 * The clock the list measures runtimes against: the market's (decision 087), as bots are dated on
 * it; stories pass a fixed one so pictures hold still.
 */
export const NowContext = createContext<() => number>(marketNow)

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** How long a bot ran: until it stopped, or until now; never negative. */
export function runtimeMs(createdAt: string, stoppedAt: string | null, now: number): number {
  const end = stoppedAt ? Date.parse(stoppedAt) : now
  return Math.max(0, end - Date.parse(createdAt))
}

/**
 * A runtime as its two largest units in the locale's words ("19d 4h", "19 วัน 4 ชม."), the way
 * exchanges show a bot's age; under a minute it reads "0m" rather than counting seconds.
 */
export function formatRuntime(ms: number, locale: string): string {
  const days = Math.floor(ms / DAY)
  const hours = Math.floor((ms % DAY) / HOUR)
  const minutes = Math.floor((ms % HOUR) / MINUTE)
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(
      value,
    )
  const parts =
    days > 0
      ? [unit(days, 'day'), ...(hours > 0 ? [unit(hours, 'hour')] : [])]
      : hours > 0
        ? [unit(hours, 'hour'), ...(minutes > 0 ? [unit(minutes, 'minute')] : [])]
        : [unit(minutes, 'minute')]
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(parts)
}
