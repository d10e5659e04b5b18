import { useLingui } from '@lingui/react/macro'
import { Card } from '@atb/ui'
import styles from './account.module.css'

/**
 * What an active subscription unlocks (decision 060): bots on connected exchanges; Paper stays
 * free. Shown where a subscription is bought or checked.
 */
export function SubscriptionUnlocks() {
  const { t } = useLingui()
  return (
    <Card title={t`What a subscription unlocks`} headingLevel={2}>
      <ul className={styles.bullets}>
        <li>{t`Bots that trade on your connected exchanges (Binance, OKX, OANDA).`}</li>
        <li>{t`Paper trading stays free, with or without a subscription.`}</li>
        <li>{t`Each code adds its days to your subscription; redeeming early loses none.`}</li>
      </ul>
    </Card>
  )
}
