import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { Card, Link } from '@atb/ui'
import { SUPPORT_URL } from '../../services/support'
import { splitLocale, withLocale } from '../../router/locale'
import styles from './account.module.css'

/** /profile/activation/buy: codes are sold by the support team, so this page explains how to ask. */
export function Component() {
  const { t } = useLingui()
  const { locale } = splitLocale(useLocation().pathname)
  const plans = [
    { id: '30', title: t`30 days`, text: t`Try every bot for a month.` },
    { id: '90', title: t`90 days`, text: t`A quarter of automated trading.` },
    { id: '365', title: t`365 days`, text: t`A full year, our best value.` },
  ]
  return (
    <div className={styles.page}>
      <p className={styles.muted}>
        {t`Activation codes are 8 characters long. Each one adds days to your subscription. To buy one, message our support team on LINE with the plan you want; they reply with your code.`}
      </p>
      <ul className={styles.list} aria-label={t`Plans`}>
        {plans.map((plan) => (
          <li key={plan.id}>
            <Card title={plan.title} headingLevel={2}>
              {plan.text}
            </Card>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link href={SUPPORT_URL} isExternal variant="standalone">
          {t`Contact support on LINE`}
        </Link>
        <Link href={withLocale('/profile/activation', locale)} variant="standalone">
          {t`I have a code`}
        </Link>
      </div>
    </div>
  )
}
