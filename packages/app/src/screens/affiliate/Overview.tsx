import { useId, useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import {
  AFFILIATE_ACTIVE_DAYS,
  affiliatePeriods,
  type AffiliateOverviewResponse,
  type AffiliatePeriod,
} from '@atb/contract'
import {
  Card,
  DailyProfitChart,
  EmptyState,
  Link,
  Segment,
  SegmentedControl,
  Skeleton,
  SkeletonGroup,
  useFormatter,
} from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { useResource } from '../account/useResource'
import styles from './affiliate.module.css'

/** A UTC day (YYYY-MM-DD) as the chart's unix seconds. */
const secondsOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000

/**
 * /affiliate/overview: invited and active referees, commission this month and in total, and the
 * commission of each UTC day over 30 or 90 days (decisions 061 and 065).
 */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const { locale } = splitLocale(useLocation().pathname)
  const [days, setDays] = useState<AffiliatePeriod>(30)
  const [overview, reload] = useResource(flows.loadAffiliateOverview, { days })
  const periodId = useId()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Affiliate overview`}</h1>
      <p className={styles.muted}>
        {t`A friend counts as active with a running bot or a login in the last ${AFFILIATE_ACTIVE_DAYS} days. Days and months are UTC.`}
      </p>
      <div className={styles.stack}>
        <span id={periodId} className={styles.muted}>{t`Period`}</span>
        <SegmentedControl
          aria-labelledby={periodId}
          selectedKey={String(days)}
          onSelectionChange={(key) => setDays(Number(key) as AffiliatePeriod)}
        >
          {affiliatePeriods.map((n) => (
            <Segment key={n} id={String(n)}>
              {t`${n} days`}
            </Segment>
          ))}
        </SegmentedControl>
      </div>
      {overview.status === 'loading' ? (
        <SkeletonGroup label={t`Loading your affiliate figures`}>
          <Skeleton shape="rect" height={120} />
          <Skeleton shape="rect" height={240} />
        </SkeletonGroup>
      ) : overview.status === 'error' ? (
        <EmptyState
          title={t`Your affiliate figures could not be loaded`}
          description={t`Check your connection and try again.`}
          actionLabel={t`Try again`}
          onAction={reload}
        />
      ) : (
        <Figures data={overview.data} />
      )}
      <Link href={withLocale('/affiliate/invite', locale)} variant="standalone">
        {t`Invite friends`}
      </Link>
    </div>
  )
}

function Figures({ data }: { data: AffiliateOverviewResponse }) {
  const { t } = useLingui()
  const format = useFormatter()
  const usdt = (value: string) => format.money(Number(value), 'USDT')
  const points = useMemo(
    () => data.series.map((d) => ({ time: secondsOf(d.day), value: Number(d.commission) })),
    [data.series],
  )
  const joined = data.series.reduce((n, d) => n + d.invited, 0)
  const earned = data.series.some((d) => Number(d.commission) !== 0)
  const count = format.number(data.days)
  return (
    <>
      <Card title={t`Your figures`} headingLevel={2}>
        <dl className={styles.figures}>
          <div>
            <dt>{t`Invited`}</dt>
            <dd>{format.number(data.invited)}</dd>
          </div>
          <div>
            <dt>{t`Active`}</dt>
            <dd>{format.number(data.active)}</dd>
          </div>
          <div>
            <dt>{t`Commission this month`}</dt>
            <dd>{usdt(data.commission_month)}</dd>
          </div>
          <div>
            <dt>{t`Commission in total`}</dt>
            <dd>{usdt(data.commission_total)}</dd>
          </div>
          <div>
            <dt>{t`Joined in this period`}</dt>
            <dd>{format.number(joined)}</dd>
          </div>
          <div>
            <dt>{t`Your rank`}</dt>
            <dd>{data.rank === null ? '—' : format.number(data.rank)}</dd>
          </div>
        </dl>
      </Card>
      <Card title={t`Commission per day`} headingLevel={2}>
        {data.invited === 0 ? (
          <EmptyState
            size="sm"
            title={t`No friends invited yet`}
            description={t`When friends join with your link and pay a profit-share fee, your commission shows here day by day.`}
          />
        ) : !earned ? (
          <EmptyState
            size="sm"
            title={t`No commission in this period`}
            description={t`Commission is a share of your friends’ profit-share fees. It shows here on the day it is credited.`}
          />
        ) : (
          <DailyProfitChart
            days={points}
            height={240}
            aria-label={t`Commission per day over ${count} days, with the running total`}
          />
        )}
      </Card>
    </>
  )
}
