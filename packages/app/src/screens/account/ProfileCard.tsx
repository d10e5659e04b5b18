import { useLingui } from '@lingui/react/macro'
import type { UserProfile } from '@atb/contract'
import { Button, Card, Switch, useFormatter } from '@atb/ui'
import styles from './account.module.css'

export interface ProfileCardProps {
  user: UserProfile
  hideBalance: boolean
  onHideBalanceChange: (hidden: boolean) => void
  onCopy: (code: string) => void
}

/** The user card: banner, avatar, nickname, signature, invitation code and balance. */
export function ProfileCard({ user, hideBalance, onHideBalanceChange, onCopy }: ProfileCardProps) {
  const { t } = useLingui()
  const format = useFormatter()
  const asset = user.assets[0]
  const name = user.nickname || user.email
  return (
    <Card headingLevel={2} title={name}>
      <div className={styles.form}>
        {user.banner_image ? (
          <img className={styles.banner} src={user.banner_image} alt={t`Profile banner`} />
        ) : null}
        <div className={styles.row}>
          {user.profile_image ? (
            <img
              className={styles.avatar}
              src={user.profile_image}
              alt={t`Profile picture of ${name}`}
            />
          ) : null}
          <div>
            <p className={styles.muted}>{user.email}</p>
            <p>{user.signature || t`No signature yet.`}</p>
          </div>
        </div>
        <div className={styles.row}>
          <div>
            <p className={styles.muted}>{t`Your invitation code`}</p>
            <p className={styles.code}>{user.own_invitation_code}</p>
          </div>
          <Button variant="secondary" size="sm" onPress={() => onCopy(user.own_invitation_code)}>
            {t`Copy code`}
          </Button>
        </div>
        <div className={styles.row}>
          <div>
            <p className={styles.muted}>{t`Balance`}</p>
            <p className={styles.code} aria-live="polite">
              {hideBalance
                ? '******'
                : asset
                  ? format.money(asset.amount, asset.symbol)
                  : format.money(0)}
            </p>
          </div>
          <Switch isSelected={hideBalance} onChange={onHideBalanceChange}>
            {t`Hide balance`}
          </Switch>
        </div>
      </div>
    </Card>
  )
}
