import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@atb/ui'
import { ApiRequestError } from '../../../../api/errors'
import { splitLocale, withLocale } from '../../../../router/locale'
import type { SetupEnv } from '../setup/types'
import { venueName } from './ExchangePicker'
import styles from '../create.module.css'

/**
 * Why the form cannot check the capital against a connected exchange's balance: the exchange
 * refused the saved key (with the way to fix it), or it could not be reached. Never silent: a key
 * error found only when the bot fails to start is what traders complain of most.
 */
export function BalanceNotice({ env }: { env: SetupEnv }) {
  const { t } = useLingui()
  const { locale } = splitLocale(useLocation().pathname)
  if (env.exchange === 'paper' || env.balancesError === undefined) return null
  const venue = venueName[env.exchange]
  const code = env.balancesError instanceof ApiRequestError ? env.balancesError.body.code : null
  if (code === 'exchange_key_invalid')
    return (
      <p className={styles.hint} data-tone="warning" role="status">
        {t`${venue} refused the saved API key, so your balance there cannot be read. A bot cannot trade with this key.`}{' '}
        <Link href={withLocale(`/api/update/${env.exchange}`, locale)} variant="standalone">
          {t`Update the ${venue} key`}
        </Link>
      </p>
    )
  return (
    <p className={styles.hint} data-tone="warning" role="status">
      {t`Your ${venue} balance could not be read just now, so this form cannot check the amounts against it. The server checks it again when you create the bot.`}
    </p>
  )
}
