import { useLingui } from '@lingui/react/macro'
import type { ExchangeConnectionView, KeyedExchange } from '@atb/contract'
import { Badge, Card, Link, useFormatter, type BadgeVariant } from '@atb/ui'
import { useLocalePath, venueName } from './venues'
import styles from './api.module.css'

/** One venue connected by key, with its status and the way to deal with it. */
export function VenueCard({
  view,
}: {
  view: ExchangeConnectionView & { exchange_name: KeyedExchange }
}) {
  const { t } = useLingui()
  const format = useFormatter()
  const to = useLocalePath()
  const name = view.exchange_name
  const venue = venueName[name]
  const status = view.status ?? 'none'
  const badges: Record<typeof status, [BadgeVariant, string]> = {
    connected: ['positive', t`Connected`],
    disabled: ['neutral', t`Disabled`],
    invalid: ['negative', t`Key error`],
    withdrawal_enabled: ['warning', t`Refused: can withdraw`],
    none: ['neutral', t`Not connected`],
  }
  const [variant, label] = badges[status]
  const markets = name === 'oanda' ? t`Forex and gold` : t`Crypto spot`
  const permission = (p: string) => ({ read: t`Read`, trade: t`Trade` })[p] ?? p
  // The server's reasons are a fixed English list; each is said here in the user's language.
  const reasons: Record<string, string> = {
    'The exchange rejected this API key.': t`${venue} no longer accepts this key: it was deleted, expired or changed.`,
    'This API key allows withdrawals.': t`This key can withdraw funds.`,
    'This API key cannot trade.': t`This key is not allowed to trade.`,
  }
  const reason = view.reason ? (reasons[view.reason] ?? t`${venue} refused this key.`) : null
  const link = (path: string, text: string) => (
    <Link href={to(path)} variant="standalone">
      {text}
    </Link>
  )
  const replace = link(`/api/update/${name}`, t`Replace key`)
  const disable = link(`/api/disable/${name}`, t`Disable`)

  return (
    <Card
      title={venue}
      headingLevel={2}
      actions={<Badge variant={variant}>{label}</Badge>}
      aria-label={venue}
    >
      <div className={styles.stack}>
        <p className={styles.muted}>{markets}</p>
        {view.masked_key || view.checked_at ? (
          <dl className={styles.facts}>
            {view.masked_key ? (
              <>
                <dt>{name === 'oanda' ? t`Account ID` : t`API key`}</dt>
                <dd>{view.masked_key}</dd>
              </>
            ) : null}
            {status === 'connected' ? (
              <>
                <dt>{t`Permissions`}</dt>
                <dd>{view.permissions.map(permission).join(', ') || '—'}</dd>
              </>
            ) : null}
            {view.checked_at ? (
              <>
                <dt>{t`Checked`}</dt>
                <dd>{format.dateTime(view.checked_at)}</dd>
              </>
            ) : null}
            {view.source ? (
              <>
                <dt>{t`Added by`}</dt>
                <dd>{view.source === 'oauth' ? t`Signing in at OKX` : t`Entering a key`}</dd>
              </>
            ) : null}
          </dl>
        ) : null}

        {status === 'none' ? (
          <p>{t`Connect a key that can trade but not withdraw to run bots on ${venue}.`}</p>
        ) : null}
        {status === 'disabled' ? (
          <p>{t`You disabled ${venue}: bots cannot trade here. Connect a key to turn it back on.`}</p>
        ) : null}
        {status === 'invalid' ? (
          <div className={styles.notice} data-tone="error">
            <p>{reason ?? t`${venue} refused this key.`}</p>
            <ol className={styles.steps}>
              <li>{t`At ${venue}, check that the key still exists, has not expired and still has trading on.`}</li>
              <li>{t`If it is gone, make a new trade-only key; the next page shows how.`}</li>
              <li>{t`Replace the key here. Bots on ${venue} wait until it passes the check.`}</li>
            </ol>
          </div>
        ) : null}
        {status === 'withdrawal_enabled' ? (
          <div className={styles.notice} data-tone="warning">
            <p>{t`This key can withdraw funds, so bots will not use it. A trading bot never needs to withdraw.`}</p>
            <ol className={styles.steps}>
              <li>{t`At ${venue}, edit the key and untick the withdrawal permission, or delete it and make a trade-only key.`}</li>
              <li>{t`Enter the key here again, so it is checked once more.`}</li>
            </ol>
          </div>
        ) : null}

        <div className={styles.row}>
          {status === 'none' ? link(`/api/connect/${name}`, t`Connect ${venue}`) : null}
          {status === 'disabled' ? link(`/api/connect/${name}`, t`Connect again`) : null}
          {status === 'connected' || status === 'invalid' || status === 'withdrawal_enabled' ? (
            <>
              {replace}
              {disable}
            </>
          ) : null}
        </div>
      </div>
    </Card>
  )
}
