import { useLingui } from '@lingui/react/macro'
import { Link as RACLink } from 'react-aria-components'
import { ArrowDownToLine, ArrowLeftRight, ArrowUpFromLine } from 'lucide-react'
import type { WalletBalanceResponse } from '@atb/contract'
import { Card, Switch } from '@atb/ui'
import { Usdt } from './figures'
import { useWalletLabels } from './labels'
import styles from './assets.module.css'

export interface BalanceCardProps {
  balance: WalletBalanceResponse
  hidden: boolean
  onHiddenChange: () => void
}

/** The wallet's USDT: total, what is free and what withdrawals hold; the ways money moves. */
export function BalanceCard({ balance, hidden, onHiddenChange }: BalanceCardProps) {
  const { t } = useLingui()
  const labels = useWalletLabels()
  return (
    <Card
      title={t`USDT balance`}
      headingLevel={2}
      actions={
        <Switch isSelected={hidden} onChange={onHiddenChange}>
          {t`Hide balance`}
        </Switch>
      }
    >
      <div className={styles.stack}>
        <p className={styles.total} aria-live="polite">
          <Usdt value={balance.total} />
        </p>
        <dl className={styles.figures}>
          <div>
            <dt>{t`Available`}</dt>
            <dd>
              <Usdt value={balance.available} />
            </dd>
          </div>
          <div>
            <dt>{t`Held by withdrawals`}</dt>
            <dd>
              <Usdt value={balance.held} />
            </dd>
          </div>
        </dl>
        <p className={styles.muted}>
          {t`Held money belongs to withdrawals that are waiting for approval or the network. It returns to your available balance if a withdrawal is refused.`}
        </p>
        <nav className={styles.actions} aria-label={t`Move money`}>
          <RACLink
            href={labels.href('/assets/deposit')}
            className={styles.action}
            data-variant="primary"
          >
            <ArrowDownToLine size={16} aria-hidden />
            {t`Deposit`}
          </RACLink>
          <RACLink href={labels.href('/assets/transfer')} className={styles.action}>
            <ArrowLeftRight size={16} aria-hidden />
            {t`Transfer`}
          </RACLink>
          <RACLink href={labels.href('/assets/withdraw')} className={styles.action}>
            <ArrowUpFromLine size={16} aria-hidden />
            {t`Withdraw`}
          </RACLink>
        </nav>
      </div>
    </Card>
  )
}
