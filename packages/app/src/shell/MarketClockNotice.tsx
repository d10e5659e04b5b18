import { useContext, useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useFormatter } from '@atb/ui'
import { FlowsContext } from '../services/FlowsContext'
import { loadMarketClock, useMarketClock } from '../services/marketClock'
import styles from './MarketClockNotice.module.css'

/** How often the shown market time moves, in wall time. */
const TICK_MS = 1000

/**
 * Says on every signed-in page when the market is a replay of recorded candles, how fast it runs
 * and what time it is there (decision 087): at 60× the market is a day ahead within 24 minutes,
 * and every fill, runtime and profit day on the pages is on that clock.
 */
export function MarketClockNotice() {
  // The flows' clock (a story's fake), else the server's.
  const load = useContext(FlowsContext)?.loadMarketClock ?? loadMarketClock
  const clock = useMarketClock(load)
  const [, setTick] = useState(0)
  const replay = clock?.source === 'replay' ? clock : null
  useEffect(() => {
    if (!replay) return
    const timer = setInterval(() => setTick((n) => n + 1), TICK_MS)
    return () => clearInterval(timer)
  }, [replay])
  const format = useFormatter()
  const { t } = useLingui()
  if (!replay) return null
  const time = <span className={styles.time}>{format.dateTime(replay.now())}</span>
  const speed = format.number(replay.speed)
  return (
    <p className={styles.notice} role="note" aria-label={t`Replay market`}>
      {replay.speed === 1 ? (
        <Trans>Replay market: recorded prices, replayed in real time. Market time: {time}.</Trans>
      ) : (
        <Trans>
          Replay market: recorded prices, replayed {speed}× faster than real time. Market time:{' '}
          {time}.
        </Trans>
      )}
    </p>
  )
}
