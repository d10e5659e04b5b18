import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { errorTable } from '@atb/contract'
import type { LiveStatus } from '../../services/live'
import { Button, Card, EmptyState, useFormatter } from '@atb/ui'
import { useLiveInfo } from '../../services/LiveClientContext'
import { useMessageSummary } from './parts/summary'
import styles from './live.module.css'

/**
 * /ws: whether live data flows, for users and support. Listening here keeps the tab's socket
 * open, so the page shows a connection even when no other screen wants one.
 */
export function Component() {
  const { t, i18n } = useLingui()
  const format = useFormatter()
  const { client, info } = useLiveInfo()
  const summary = useMessageSummary()
  const [said, setSaid] = useState('')
  const states: Record<LiveStatus, string> = {
    live: t`Live`,
    connecting: t`Connecting…`,
    offline: t`Offline`,
  }
  const explain: Record<LiveStatus, string> = {
    live: t`Prices and bot events arrive as they happen.`,
    connecting: t`Opening the connection and signing in.`,
    offline: t`No live data. The app retries on its own; Reconnect tries now.`,
  }
  const time = new Intl.DateTimeFormat(format.dateLocale, { timeStyle: 'medium' })
  const latency = info.latencyMs === null ? null : format.number(info.latencyMs, 0)
  const connects = format.number(info.connects)
  const none = t`None`

  return (
    <div className={styles.page}>
      <Card title={t`Connection`} headingLevel={2}>
        <div className={styles.stack}>
          <p className={styles.status} data-state={info.status} role="status">
            <span className={styles.dot} aria-hidden />
            {states[info.status]}
          </p>
          <p className={styles.note}>
            {info.status === 'offline' && info.tooManySockets
              ? i18n._(errorTable.too_many_sockets.message)
              : explain[info.status]}
          </p>
          <dl className={styles.facts}>
            <dt>{t`Socket address`}</dt>
            <dd>
              <code>{info.url || none}</code>
            </dd>
            <dt>{t`Connected since`}</dt>
            <dd>{info.connectedAt ? format.dateTime(info.connectedAt) : t`Not connected`}</dd>
            <dt>{t`Latency`}</dt>
            <dd aria-live="polite">
              {latency === null ? t`Not measured yet` : t`${latency} ms round trip`}
            </dd>
            <dt>{t`Connections opened`}</dt>
            <dd>{connects}</dd>
            <dt>{t`Pairs followed`}</dt>
            <dd>{info.symbols.length ? info.symbols.join(', ') : none}</dd>
            <dt>{t`Bot events`}</dt>
            <dd>{info.bots ? t`Listened to` : t`Not listened to`}</dd>
          </dl>
          <div className={styles.bar}>
            <Button
              variant="secondary"
              isDisabled={info.status !== 'live'}
              onPress={() => {
                client.ping()
                setSaid(t`Ping sent; the latency updates when the answer arrives.`)
              }}
            >
              {t`Measure latency`}
            </Button>
            <Button
              onPress={() => {
                client.reconnectNow()
                setSaid(t`Reconnecting…`)
              }}
            >
              {t`Reconnect`}
            </Button>
          </div>
          <p className={styles.note} aria-live="polite">
            {said}
          </p>
        </div>
      </Card>
      <Card title={t`Latest messages`} headingLevel={2}>
        {info.log.length === 0 ? (
          <EmptyState
            size="sm"
            title={t`No messages yet`}
            description={t`Messages from the server appear here, newest first, while this page is open.`}
          />
        ) : (
          <ol className={styles.log} aria-label={t`Latest messages, newest first`}>
            {info.log.map((entry, i) => (
              <li key={`${entry.at}-${info.log.length - i}`}>
                <span>{time.format(entry.at)}</span>
                <code>{entry.message.type}</code>
                <span>{summary(entry.message)}</span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  )
}
