import { useEffect, useMemo, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { BotPlotResponse, BotView } from '@atb/contract'
import { Button, Skeleton } from '@atb/ui'
import { useFlows } from '../../../../services/FlowsContext'
import { useResource } from '../../../account/useResource'
import { useIntervalNames } from '../../../market/pair/labels'
import { PLOT_HEIGHT, PlotFigure } from './PlotFigure'
import styles from './botView.module.css'

/** How often the chart asks again between the bot's own updates: a new bar may have closed. */
const REFRESH_MS = 60_000

/**
 * What a quant bot trades on (decision 057): its rule's chart (`PlotFigure`). It refreshes with
 * the bot's live updates and once a minute, keeping the chart shown while it asks.
 */
export function BotPlot({ bot }: { bot: BotView }) {
  const { t } = useLingui()
  const flows = useFlows()
  const names = useIntervalNames()
  const request = useMemo(() => ({ id: bot.id }), [bot.id])
  const [resource, reload] = useResource(flows.loadBotPlot, request)
  // The last plot received stays on screen while a refresh is on its way.
  const [shown, setShown] = useState<BotPlotResponse | null>(null)
  const received = resource.status === 'done' ? resource.data : null
  if (received && received !== shown) setShown(received)

  // Ask again when the bot changes (a fill, a status) and on a timer, but not on the first render.
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    reload()
  }, [bot, reload])
  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS)
    return () => clearInterval(timer)
  }, [reload])

  const plot = shown
  return (
    <section aria-labelledby="bot-plot" className={`${styles.section} ${styles.plot}`}>
      <h2 id="bot-plot" className={styles.sectionTitle}>
        {plot ? t`What it trades on, bars of ${names[plot.interval]}` : t`What it trades on`}
      </h2>
      {!plot && resource.status === 'loading' ? (
        <Skeleton shape="rect" height={PLOT_HEIGHT} />
      ) : !plot && resource.status === 'error' ? (
        <div className={styles.chartError} role="alert">
          <p>{t`The strategy chart could not be loaded.`}</p>
          <Button variant="secondary" onPress={reload}>
            {t`Retry`}
          </Button>
        </div>
      ) : plot ? (
        <PlotFigure
          plot={plot}
          noDecision={t`No decision since the bot started: the rule waits for its signal.`}
        />
      ) : null}
    </section>
  )
}
