import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { schedulePhases, type EventView, type SchedulePhase } from '@atb/contract'
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Skeleton,
  SkeletonGroup,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useFormatter,
} from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useLocalePath } from '../api/venues'
import { useResource } from '../account/useResource'
import { PhaseBadge, useContentLocale } from './phase'
import styles from './community.module.css'

/** /event: campaigns and announcements by tab, current first (decision 071). */
export function Component() {
  const { t } = useLingui()
  const [phase, setPhase] = useState<SchedulePhase>('current')
  const names: Record<SchedulePhase, string> = {
    current: t`Current`,
    upcoming: t`Upcoming`,
    past: t`Past`,
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Events`}</h1>
      <p className={styles.muted}>{t`Campaigns and announcements. Join to take part.`}</p>
      <Tabs selectedKey={phase} onSelectionChange={(key) => setPhase(key as SchedulePhase)}>
        <TabList aria-label={t`Events`}>
          {schedulePhases.map((p) => (
            <Tab key={p} id={p}>
              {names[p]}
            </Tab>
          ))}
        </TabList>
        {schedulePhases.map((p) => (
          <TabPanel key={p} id={p}>
            {p === phase ? <EventList phase={p} /> : null}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  )
}

function EventList({ phase }: { phase: SchedulePhase }) {
  const { t } = useLingui()
  const flows = useFlows()
  const locale = useContentLocale()
  const [list, reload] = useResource(flows.loadEvents, { phase, locale })
  if (list.status === 'loading')
    return (
      <SkeletonGroup label={t`Loading events`}>
        <Skeleton shape="rect" height={120} />
        <Skeleton shape="rect" height={120} />
      </SkeletonGroup>
    )
  if (list.status === 'error')
    return (
      <div className={styles.notice} role="alert">
        <p className={styles.text}>{t`The events could not be loaded.`}</p>
        <div>
          <Button variant="secondary" size="sm" onPress={reload}>
            {t`Retry`}
          </Button>
        </div>
      </div>
    )
  if (list.data.items.length === 0) {
    const empty: Record<SchedulePhase, string> = {
      current: t`No event is running now. Look at the upcoming ones.`,
      upcoming: t`No event is announced yet. New ones appear here first.`,
      past: t`No event has ended yet.`,
    }
    return <EmptyState size="sm" title={t`No events`} description={empty[phase]} />
  }
  return (
    <ul className={styles.cards} aria-label={t`Events`}>
      {list.data.items.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  )
}

function EventCard({ event }: { event: EventView }) {
  const { t } = useLingui()
  const format = useFormatter()
  const to = useLocalePath()
  const start = format.dateTime(event.starts_at)
  const end = format.dateTime(event.ends_at)
  return (
    <Card href={to(`/event/${event.id}`)} title={event.title}>
      <div className={styles.stack}>
        <div className={styles.badges}>
          <PhaseBadge phase={event.phase} />
          {event.joined_at ? <Badge variant="positive">{t`Joined`}</Badge> : null}
          <PlacesBadge event={event} />
        </div>
        <p className={styles.text}>{event.summary}</p>
        <p className={styles.muted}>{t`${start} – ${end}`}</p>
      </div>
    </Card>
  )
}

/** Places left when the event has a limit; "Full" when none is. */
export function PlacesBadge({ event }: { event: EventView }) {
  const { t } = useLingui()
  const format = useFormatter()
  if (event.capacity === null || event.phase === 'past') return null
  const left = Math.max(0, event.capacity - event.joined_count)
  if (left === 0) return <Badge variant="warning">{t`Full`}</Badge>
  const n = format.number(left)
  return <Badge variant="neutral">{t`${n} places left`}</Badge>
}
