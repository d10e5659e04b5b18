import { useContext, useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LiveContext } from '../../../services/useTicker'
import styles from './market.module.css'

/**
 * The socket's state, said quietly: a dot and a word. It is a polite status, so a reconnect is
 * announced once rather than on every price.
 */
export function LiveStatusNote() {
  const { t } = useLingui()
  const live = useContext(LiveContext)
  const status = useSyncExternalStore(
    (listener) => live.onStatus(listener),
    () => live.getStatus(),
  )
  const text =
    status === 'live' ? t`Live` : status === 'connecting' ? t`Connecting…` : t`Reconnecting…`
  return (
    <p className={styles.status} role="status" data-status={status}>
      <span className={styles.dot} aria-hidden />
      {text}
    </p>
  )
}
