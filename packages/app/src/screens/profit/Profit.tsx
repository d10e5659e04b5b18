import { useEffect, useRef, useState, type RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ProfitSummaryResponse } from '@atb/contract'
import {
  Button,
  Card,
  DailyProfitChart,
  EmptyState,
  Link,
  Segment,
  SegmentedControl,
  Skeleton,
  SkeletonGroup,
} from '@atb/ui'
import { useNavigate } from 'react-router'
import { useFlows } from '../../services/FlowsContext'
import { useResource } from '../account/useResource'
import { useProfitLabels } from './parts/labels'
import { ProfitCalendar } from './parts/ProfitCalendar'
import { dayStart, fillDays, zoneDayKey } from './parts/profitData'
import { ProfitTables } from './parts/ProfitTables'
import { ProfitTotals } from './parts/ProfitTotals'
import styles from './parts/profit.module.css'

/** The daily chart's span. */
const CHART_DAYS = 30

/** Phones get a shorter chart, so the calendar starts on the first screen. */
function useNarrow(ref: RefObject<HTMLDivElement | null>): boolean {
  const [narrow, setNarrow] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const observer = new ResizeObserver(([entry]) =>
      setNarrow((entry?.contentRect.width ?? 0) < 600),
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return narrow
}

/** /profit: realised profit per currency, by day, by bot and by pair; it adds up to the bots. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const [profit, retry] = useResource(flows.loadProfit, {})
  if (profit.status === 'loading')
    return (
      <div className={styles.page} aria-busy="true">
        <SkeletonGroup label={t`Loading profit`}>
          <Skeleton height={88} />
          <Skeleton height={260} />
          <Skeleton height={320} />
        </SkeletonGroup>
      </div>
    )
  if (profit.status === 'error')
    return (
      <div className={styles.page}>
        <div role="alert" className={styles.bar}>
          <p className={styles.note}>{t`Profit could not be loaded.`}</p>
          <Button variant="secondary" onPress={retry}>
            {t`Try again`}
          </Button>
        </div>
      </div>
    )
  return <ProfitPage data={profit.data} />
}

function ProfitPage({ data }: { data: ProfitSummaryResponse }) {
  const { t } = useLingui()
  const labels = useProfitLabels()
  const navigate = useNavigate()
  const [chosen, setChosen] = useState(data.summaries[0]?.currency)
  const page = useRef<HTMLDivElement>(null)
  const narrow = useNarrow(page)
  const summary = data.summaries.find((s) => s.currency === chosen) ?? data.summaries[0]
  if (!summary)
    return (
      <div className={styles.page}>
        <EmptyState
          title={t`No profit yet`}
          description={t`Profit appears here when a bot's first order is filled. Start a bot to begin.`}
          actionLabel={t`Create a bot`}
          onAction={() => void navigate(labels.href('/bot/create'))}
        />
      </div>
    )
  const currency = summary.currency
  const today = zoneDayKey(data.now, data.time_zone)
  const chartDays = fillDays(summary.days, today, CHART_DAYS).map((d) => ({
    time: dayStart(d.date) / 1000,
    value: Number(d.profit),
  }))
  return (
    <div className={styles.page} ref={page}>
      <div className={styles.bar}>
        <p className={styles.note}>
          {t`The change in each bot's total profit (realised + unrealised − fees), by your calendar day. The days add up to the total, and each bot's figure is the total on its page.`}
        </p>
        <Link href={labels.href('/profit/history')} variant="standalone">
          {t`Profit history`}
        </Link>
      </div>
      {data.summaries.length > 1 ? (
        <SegmentedControl
          aria-label={t`Currency`}
          selectedKey={summary.currency}
          onSelectionChange={(key) => setChosen(String(key))}
        >
          {data.summaries.map((s) => (
            <Segment key={s.currency} id={s.currency}>
              {s.currency}
            </Segment>
          ))}
        </SegmentedControl>
      ) : null}
      <section aria-label={t`Totals in ${currency}`}>
        <ProfitTotals summary={summary} />
      </section>
      <div className={styles.columns}>
        <div className={styles.chartCard}>
          <Card title={t`Daily profit, last 30 days`} headingLevel={2}>
            <DailyProfitChart days={chartDays} currency={currency} height={narrow ? 200 : 300} />
            <p className={styles.note}>
              {t`Bars: each day's profit (right scale). Line: the running total (left scale).`}
            </p>
          </Card>
        </div>
        <Card title={t`Profit calendar`} headingLevel={2}>
          <ProfitCalendar
            key={summary.currency}
            days={summary.days}
            currency={summary.currency}
            today={today}
          />
        </Card>
      </div>
      <div className={styles.columns}>
        <ProfitTables summary={summary} />
      </div>
    </div>
  )
}
