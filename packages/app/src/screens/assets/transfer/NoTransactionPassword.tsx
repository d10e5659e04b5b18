import { useLingui } from '@lingui/react/macro'
import { Link as RACLink } from 'react-aria-components'
import { KeyRound } from 'lucide-react'
import { TRANSACTION_PASSWORD_LENGTH } from '@atb/contract'
import { Card } from '@atb/ui'
import { useWalletLabels } from '../parts/labels'
import styles from '../parts/assets.module.css'

/** Transfers and withdrawals are confirmed with the transaction password: without one, the way to set it. */
export function NoTransactionPassword({
  purpose = 'transfer',
}: {
  purpose?: 'transfer' | 'withdraw'
}) {
  const { t } = useLingui()
  const labels = useWalletLabels()
  return (
    <Card title={t`Set a transaction password first`} headingLevel={2}>
      <div className={styles.stack}>
        <p className={styles.muted}>
          {purpose === 'withdraw'
            ? t`Every withdrawal is confirmed with your ${TRANSACTION_PASSWORD_LENGTH}-character transaction password, and your account has none yet.`
            : t`Every transfer is confirmed with your ${TRANSACTION_PASSWORD_LENGTH}-character transaction password, and your account has none yet.`}
        </p>
        <div className={styles.actions}>
          <RACLink
            href={`${labels.href('/profile/edit')}?tab=transaction-password`}
            className={styles.action}
            data-variant="primary"
          >
            <KeyRound size={16} aria-hidden />
            {t`Set transaction password`}
          </RACLink>
        </div>
      </div>
    </Card>
  )
}
