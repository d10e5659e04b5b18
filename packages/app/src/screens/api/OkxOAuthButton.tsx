import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useMessage } from '../../i18n/useMessage'
import { errorMessageOf } from '@atb/machines'
import { runCall } from './venues'
import styles from './api.module.css'

/**
 * OKX fast API: OKX creates a trade-only key after the user signs in there, and sends the browser
 * back to /oauth/okx/callback. The server binds a single-use state to this user before leaving.
 */
export function OkxOAuthButton() {
  const { t } = useLingui()
  const flows = useFlows()
  const translate = useMessage()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const start = () => {
    setPending(true)
    setError(null)
    runCall(flows.okxOAuthStart, {})
      .then(({ url }) => flows.leaveFor(url))
      .catch((reason: unknown) => {
        setPending(false)
        setError(translate(errorMessageOf(reason)))
      })
  }
  return (
    <div className={styles.stack}>
      <Button variant="secondary" isPending={pending} onPress={start}>
        {t`Connect with OKX`}
      </Button>
      <p className={styles.muted}>
        {t`Sign in at OKX and approve; OKX makes a trade-only key for you, so there is nothing to copy.`}
      </p>
      {error ? (
        <p className={styles.notice} data-tone="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
