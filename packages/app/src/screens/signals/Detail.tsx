import { useState } from 'react'
import { Link as RACLink } from 'react-aria-components'
import { useLocation, useParams } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import type { SignalSummary, SignalWindow } from '@atb/contract'
import { Badge, Button, Card, Link, Skeleton, SkeletonGroup, useFormatter } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { useResource } from '../account/useResource'
import { Component as NotFound } from '../NotFound'
import { isNotFound } from '../bots/view/parts/useBotPage'
import { Reviews } from './Reviews'
import { SignalChart } from './SignalChart'
import { followPath, Rating, StatsFigures, useSignalText, WindowSwitch } from './parts'
import styles from './signals.module.css'

/** Calls the chart marks: the newest page of them. */
const CHART_CALLS = 200

/**
 * /signal/{id}: the chart with the calls marked, the measured statistics, "Follow with a bot" and
 * the reviews with their replies (issue 16, decision 073).
 */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const text = useSignalText()
  const { id = '' } = useParams()
  const { locale } = splitLocale(useLocation().pathname)
  const [window, setWindow] = useState<SignalWindow>('30d')
  const [signal, reload] = useResource(flows.loadSignal, { id })
  const [calls] = useResource(flows.loadSignalCalls, { id, page: 1, page_size: CHART_CALLS })
  // A reload after a review keeps the page in view until the fresh figures arrive.
  const [shown, setShown] = useState<SignalSummary | null>(null)
  if (signal.status === 'done' && shown !== signal.data) setShown(signal.data)
  const data = signal.status === 'done' ? signal.data : shown?.id === id ? shown : null

  if (!data && signal.status === 'loading')
    return (
      <div className={styles.page}>
        <SkeletonGroup label={t`Loading the signal`}>
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="rect" height={300} />
          <Skeleton shape="rect" height={120} />
        </SkeletonGroup>
      </div>
    )
  if (!data && signal.status === 'error') {
    if (isNotFound(signal.error)) return <NotFound />
    return (
      <div className={styles.page} role="alert">
        <h1 className={styles.title}>{t`The signal could not be loaded.`}</h1>
        <div>
          <Button onPress={reload}>{t`Try again`}</Button>
        </div>
      </div>
    )
  }
  if (!data) return null
  const s = data
  const { name, description } = text(s)
  const last = s.last_call_at ? format.dateTime(s.last_call_at) : null
  return (
    <div className={styles.page}>
      <Link href={withLocale('/signal', locale)}>{t`All signals`}</Link>
      <div className={styles.between}>
        <div className={styles.name}>
          <h1 className={styles.title}>{name}</h1>
          <div className={`${styles.row} ${styles.small}`}>
            <Badge size="sm" variant={s.source === 'builtin' ? 'info' : 'neutral'}>
              {s.source === 'builtin' ? t`Built in` : t`Provider`}
            </Badge>
            {s.symbols.length ? <span>{format.list(s.symbols)}</span> : null}
            <Rating score={s.avg_score} reviews={s.reviews} />
          </div>
        </div>
        {s.followable ? (
          <RACLink className={styles.primaryLink} href={withLocale(followPath(s), locale)}>
            {t`Follow with a bot`}
          </RACLink>
        ) : (
          <p className={`${styles.muted} ${styles.small}`}>
            {t`No bot follows signals of this market yet; this one you can watch and review.`}
          </p>
        )}
      </div>
      {description ? <p className={styles.muted}>{description}</p> : null}
      <Card title={t`Calls on the chart`} headingLevel={2}>
        {calls.status === 'done' ? (
          <SignalChart signal={s} calls={calls.data.items} />
        ) : calls.status === 'error' ? (
          <p role="alert" className={styles.muted}>{t`The calls could not be loaded.`}</p>
        ) : (
          <SkeletonGroup label={t`Loading the chart`}>
            <Skeleton shape="rect" height={300} />
          </SkeletonGroup>
        )}
      </Card>
      <Card
        title={t`Measured performance`}
        headingLevel={2}
        footer={
          <div className={styles.between}>
            <span className={`${styles.muted} ${styles.small}`}>
              {last ? t`Last call ${last}` : t`No calls yet`}
            </span>
            <Link href={withLocale(`/signal/${s.id}/history`, locale)}>{t`Call history`}</Link>
          </div>
        }
      >
        <div className={styles.stack}>
          <WindowSwitch value={window} onChange={setWindow} />
          <StatsFigures stats={s.stats[window]} />
        </div>
      </Card>
      <Card title={t`Reviews`} headingLevel={2}>
        <Reviews signalId={s.id} onChanged={reload} />
      </Card>
    </div>
  )
}
