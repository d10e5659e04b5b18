import { useLingui } from '@lingui/react/macro'
import { APP_NAME } from '@atb/contract'
import { Link } from '@atb/ui'
import { SUPPORT_URL } from '../../services/support'
import styles from './account.module.css'

/** /policy: terms of use, privacy and trading risk, short and plain. Open to everyone. */
export function Component() {
  const { t } = useLingui()
  return (
    <article className={`${styles.page} ${styles.prose}`}>
      <h2>{t`Terms of use`}</h2>
      <p>{t`${APP_NAME} runs trading bots on exchange accounts you connect. You choose the strategy, the amounts and the limits; the bots follow them. You are responsible for the settings you choose and for keeping your login, PIN and API keys secret.`}</p>
      <p>{t`We may suspend accounts that abuse the service, break the law or try to harm other users. Subscriptions run for the days bought and are not refunded once a code is redeemed.`}</p>
      <h2>{t`Privacy`}</h2>
      <p>{t`We keep your email, profile, activity log (time, IP address and browser of each sign-in and security change) and the settings of your bots. We use them to run the service and keep your account safe. We never sell them. Exchange API keys are stored encrypted and used only to place the orders your bots decide.`}</p>
      <p>{t`You can ask support to export or delete your data at any time.`}</p>
      <h2>{t`Risk warning`}</h2>
      <p>{t`Trading crypto, forex and gold carries a high risk of loss. Prices move fast, leverage multiplies losses, and past results, including backtests, do not promise future ones. Only trade money you can afford to lose. Bots do not remove risk; they only follow rules.`}</p>
      <p>
        {t`Questions?`}{' '}
        <Link href={SUPPORT_URL} isExternal>
          {t`Contact support on LINE`}
        </Link>
      </p>
    </article>
  )
}
