import { useEffect, useMemo } from 'react'
import { useParams } from 'react-router'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import type { EventView } from '@atb/contract'
import { confirmActionWith, errorCodeOf, errorMessageOf } from '@atb/machines'
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Link,
  Skeleton,
  SkeletonGroup,
  useFormatter,
} from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useMessage } from '../../i18n/useMessage'
import { useLocalePath } from '../api/venues'
import { useResource } from '../account/useResource'
import { PhaseBadge, useContentLocale } from './phase'
import { PlacesBadge } from './Events'
import styles from './community.module.css'

/** /event/{id}: the event's content, dates and rules, and joining it once (decision 071). */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const to = useLocalePath()
  const locale = useContentLocale()
  const id = useParams().id ?? ''
  const [event, reload] = useResource(flows.loadEvent, { id, locale })
  const back = (
    <Link href={to('/event')} variant="standalone">
      {t`All events`}
    </Link>
  )
  if (event.status === 'loading')
    return (
      <div className={styles.page}>
        {back}
        <SkeletonGroup label={t`Loading the event`}>
          <Skeleton lines={1} width="60%" />
          <Skeleton shape="rect" height={220} />
        </SkeletonGroup>
      </div>
    )
  if (event.status === 'error') {
    const missing =
      errorCodeOf(event.error) === 'record_not_found' ||
      errorCodeOf(event.error) === 'validation_failed'
    return (
      <div className={styles.page}>
        {back}
        {missing ? (
          <EmptyState
            title={t`This event does not exist`}
            description={t`It may have been removed. Look at the other events.`}
          />
        ) : (
          <div className={styles.notice} role="alert">
            <p className={styles.text}>{t`The event could not be loaded.`}</p>
            <div>
              <Button variant="secondary" size="sm" onPress={reload}>
                {t`Retry`}
              </Button>
            </div>
          </div>
        )}
      </div>
    )
  }
  return (
    <div className={styles.page}>
      {back}
      <EventBody event={event.data} />
    </div>
  )
}

function EventBody({ event: loaded }: { event: EventView }) {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const translate = useMessage()
  const machine = useMemo(() => confirmActionWith(flows.joinEvent), [flows])
  const [snapshot, send] = useMachine(machine, {
    input: { request: { id: loaded.id, locale: loaded.locale } },
  })
  const joined = snapshot.matches('done') ? (snapshot.context.result as EventView) : null
  const event = joined ?? loaded
  const done = snapshot.matches('done')
  useEffect(() => {
    if (done) flows.notify(t`You joined the event.`)
  }, [done, flows, t])
  const places =
    event.capacity === null
      ? t`No limit`
      : t`${format.number(event.joined_count)} of ${format.number(event.capacity)}`
  return (
    <article className={styles.stack} lang={event.locale}>
      <h1 className={styles.title}>{event.title}</h1>
      <div className={styles.badges}>
        <PhaseBadge phase={event.phase} />
        {event.joined_at ? <Badge variant="positive">{t`Joined`}</Badge> : null}
        <PlacesBadge event={event} />
      </div>
      <p className={styles.text}>{event.summary}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t`Starts`}</dt>
          <dd>{format.dateTime(event.starts_at)}</dd>
        </div>
        <div>
          <dt>{t`Ends`}</dt>
          <dd>{format.dateTime(event.ends_at)}</dd>
        </div>
        <div>
          <dt>{t`Joined`}</dt>
          <dd>{places}</dd>
        </div>
      </dl>
      <Card title={t`Details`} headingLevel={2}>
        <p className={styles.text}>{event.body}</p>
      </Card>
      <Card title={t`How to join`} headingLevel={2}>
        <div className={styles.stack}>
          <p className={styles.text}>{event.how_to_join}</p>
          <JoinArea
            event={event}
            working={snapshot.matches('working')}
            error={
              snapshot.matches('failed') ? translate(errorMessageOf(snapshot.context.error)) : null
            }
            onJoin={() => send({ type: 'confirm.accept' })}
          />
        </div>
      </Card>
    </article>
  )
}

function JoinArea({
  event,
  working,
  error,
  onJoin,
}: {
  event: EventView
  working: boolean
  error: string | null
  onJoin: () => void
}) {
  const { t } = useLingui()
  const format = useFormatter()
  if (event.joined_at) {
    const when = format.dateTime(event.joined_at)
    return (
      <p className={styles.notice} role="status">
        {t`You joined on ${when}.`}
      </p>
    )
  }
  if (event.phase === 'past')
    return (
      <p className={styles.notice}>{t`This event has ended, so it can no longer be joined.`}</p>
    )
  const full = event.capacity !== null && event.joined_count >= event.capacity
  return (
    <div className={styles.stack}>
      {error ? (
        <p className={styles.notice} role="alert">
          {t`You did not join: ${error}`}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onPress={onJoin} isPending={working} isDisabled={full}>
          {t`Join`}
        </Button>
        {full ? <span className={styles.muted}>{t`Every place has been taken.`}</span> : null}
      </div>
    </div>
  )
}
