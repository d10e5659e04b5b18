import { useLingui } from '@lingui/react/macro'
import type { ExchangeListResponse, KeyedExchange } from '@atb/contract'
import { Link } from '@atb/ui'
import type { Resource } from '../account/useResource'
import { useLocalePath, venueName } from './venues'
import styles from './api.module.css'

interface CurrentKeyProps {
  exchange: KeyedExchange
  list: Resource<ExchangeListResponse>
  mode: 'connect' | 'update'
}

/**
 * What is saved for this venue now, so a replacement is never a surprise: the key a new one
 * replaces, or (on the update page) that there is none yet and connecting is the way.
 */
export function CurrentKey({ exchange, list, mode }: CurrentKeyProps) {
  const { t } = useLingui()
  const to = useLocalePath()
  if (list.status !== 'done') return null
  const view = list.data.exchanges.find((v) => v.exchange_name === exchange)
  const venue = venueName[exchange]
  if (!view?.status) {
    if (mode === 'connect') return null
    return (
      <div className={styles.notice} data-tone="warning" role="status">
        <p>{t`${venue} is not connected yet, so there is no key to replace.`}</p>
        <p>
          <Link href={to(`/api/connect/${exchange}`)} variant="standalone">
            {t`Connect ${venue}`}
          </Link>
        </p>
      </div>
    )
  }
  if (view.status === 'disabled')
    return (
      <p className={styles.muted}>{t`You disabled ${venue}. Connecting a key turns it back on.`}</p>
    )
  return view.masked_key ? (
    <p
      className={styles.muted}
    >{t`Saved key now: ${view.masked_key}. A new key that passes the check replaces it.`}</p>
  ) : null
}
