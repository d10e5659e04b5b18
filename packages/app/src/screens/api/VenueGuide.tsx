import { useLingui } from '@lingui/react/macro'
import type { KeyedExchange } from '@atb/contract'
import { Card } from '@atb/ui'
import { venueName } from './venues'
import styles from './api.module.css'

/**
 * How to make a key that can trade and never withdraw, locked to the server's IP, at each venue.
 * Menu names follow what each venue shows in English; translations name them the way the venue's
 * own site does in that language.
 */
export function VenueGuide({ exchange }: { exchange: KeyedExchange }) {
  const { t } = useLingui()
  const steps: Record<KeyedExchange, string[]> = {
    binance: [
      t`Sign in to Binance and open Account → API Management. Choose Create API, then System generated.`,
      t`Name the key, for example “Auto Trading Bot”, and pass the security check.`,
      t`Under API restrictions, tick Enable Spot & Margin Trading. Leave Enable Withdrawals unticked.`,
      t`Choose Restrict access to trusted IPs only and add the IP address of the server that runs your bots.`,
      t`Copy the API key and the secret key into this form. Binance shows the secret key only once.`,
    ],
    okx: [
      t`Sign in to OKX and open Profile → API keys. Choose Create API key.`,
      t`Choose API trading as the purpose and set a passphrase. Write it down: OKX never shows it again.`,
      t`Tick the Read and Trade permissions only. Leave Withdraw unticked.`,
      t`Add the IP address of the server that runs your bots.`,
      t`Copy the API key, the secret key and the passphrase into this form.`,
    ],
    oanda: [
      t`Sign in to OANDA and open My Account → Manage API Access.`,
      t`Generate a personal access token. OANDA tokens can trade but cannot withdraw funds.`,
      t`Copy your v20 account ID (it looks like 001-001-1234567-001) into Account ID.`,
      t`Copy the token into Personal access token. Keep it private: anyone holding it can trade on your account.`,
    ],
  }
  return (
    <Card title={t`How to make a trade-only key on ${venueName[exchange]}`} headingLevel={2}>
      <div className={styles.stack}>
        <ol className={styles.steps}>
          {steps[exchange].map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className={styles.muted}>
          {t`Keys that can withdraw are refused. Your key is checked with the exchange before it is saved, and stored encrypted.`}
        </p>
      </div>
    </Card>
  )
}
