import { useLingui } from '@lingui/react/macro'
import { ShieldAlert } from 'lucide-react'
import { Button, Card, useFormatter } from '@atb/ui'
import styles from './assets.module.css'

/** The way out the page offers, named in the card's title. */
export type HoldPurpose = 'transfer' | 'withdraw' | 'buy'

/**
 * Money cannot leave the account for 24 hours after a security change (decision 081). Said
 * before the form, with the moment it ends in the reader's date and time, and what still works.
 */
export function SecurityHold({
  purpose,
  until,
  onRetry,
}: {
  purpose: HoldPurpose
  /** ISO instant the hold ends. */
  until: string
  /** Looks again (after the hold ended); hidden when the page has nothing to reload. */
  onRetry?: () => void
}) {
  const { t } = useLingui()
  const format = useFormatter()
  const when = format.dateTime(until)
  const title = {
    transfer: t`Transfers are paused`,
    withdraw: t`Withdrawals are paused`,
    buy: t`Purchases from your wallet are paused`,
  }[purpose]
  return (
    <Card title={title} headingLevel={2}>
      <div className={styles.stack} role="status">
        <p className={styles.hold}>
          <ShieldAlert size={18} aria-hidden />
          <span>
            {t`Your password, transaction password or two-factor sign-in changed in the last 24 hours. To protect your funds, no money leaves your account (transfers, withdrawals and purchases) until ${when}.`}
          </span>
        </p>
        <p className={styles.muted}>
          {t`Deposits, your bots and everything else keep working. If you did not make this change, reset your password now and contact support.`}
        </p>
        {onRetry ? (
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onRetry}>
              {t`Check again`}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  )
}
