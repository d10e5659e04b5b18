import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useMachine, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { ExchangeConnectionView, OkxOAuthCallbackRequest } from '@atb/contract'
import { useLingui } from '@lingui/react/macro'
import { okxCallbackMachine, errorMessageOf } from '@atb/machines'
import { Button, Link, Spinner } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useMessage } from '../../i18n/useMessage'
import { useFormBinding } from '../account/useFormBinding'
import { runCall, useLocalePath } from './venues'
import { AuthenticatorCodeField } from '../account/ProofField'
import styles from './api.module.css'

/**
 * OKX's code and state are single-use: a second post of the same pair (React's development
 * double mount, a re-render that restarts the machine) joins the first instead of spending it.
 */
const posted = new WeakMap<object, Map<string, Promise<ExchangeConnectionView>>>()

/**
 * /oauth/okx/callback: OKX sends the browser back here with `code` and `state`; the server trades
 * them for a trade-only key, checks it and saves it. Success returns to /api; a failure says why
 * and leads back to start again (the state is single-use).
 */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const navigate = useNavigate()
  const to = useLocalePath()
  const translate = useMessage()
  const [params] = useSearchParams()
  const machine = useMemo(
    () =>
      okxCallbackMachine.provide({
        actors: {
          callback: fromPromise<ExchangeConnectionView, OkxOAuthCallbackRequest>(({ input }) => {
            const calls = posted.get(flows.okxOAuthCallback) ?? new Map()
            posted.set(flows.okxOAuthCallback, calls)
            // A code step's retry after a wrong code is a new post (the server kept the state).
            const key = `${input.code}\n${input.state}\n${input.totp_code ?? ''}`
            const call = calls.get(key) ?? runCall(flows.okxOAuthCallback, input)
            calls.set(key, call)
            return call
          }),
        },
      }),
    [flows],
  )
  const { user } = useSyncExternalStore(flows.store.subscribe, flows.store.get)
  // Read once: the page's flow starts with what the profile said when OKX sent the user back.
  const [twoFactor] = useState(() => user?.two_factor_enabled ?? false)
  const [snapshot, , actor] = useMachine(machine, {
    input: { code: params.get('code'), state: params.get('state'), twoFactor },
  })
  const connected = snapshot.matches('connected')
  const form = useFormBinding(useSelector(actor, (s) => s.children.form))

  useEffect(() => {
    if (!connected) return
    flows.notify(t`OKX is connected.`)
    void navigate(to('/api'), { replace: true })
  }, [connected, flows, navigate, to, t])

  if (snapshot.matches('failed')) {
    const { missing, errorCode, error } = snapshot.context
    const reason = missing
      ? t`OKX did not send back an authorization. The sign-in may have been cancelled, or the address was cut short.`
      : translate(errorMessageOf(error))
    const keyProblem = errorCode?.startsWith('exchange_key_') ?? false
    return (
      <div className={styles.narrow}>
        <div className={styles.notice} data-tone="error" role="alert">
          <p>
            <strong>{t`OKX was not connected. Nothing was saved.`}</strong>
          </p>
          <p>{reason}</p>
          {keyProblem ? (
            <p>{t`You can also make a trade-only key at OKX yourself and enter it by hand.`}</p>
          ) : null}
        </div>
        <div className={styles.row}>
          <Link href={to('/api/connect/okx')} variant="standalone">
            {t`Start again`}
          </Link>
          <Link href={to('/api')} variant="standalone">
            {t`Back to API keys`}
          </Link>
        </div>
      </div>
    )
  }

  if (snapshot.matches('askingCode')) {
    return (
      <form
        className={styles.narrow}
        onSubmit={form.onSubmit}
        noValidate
        aria-label={t`Confirm connecting OKX`}
      >
        <p>{t`Your account has two-factor sign-in: enter a code to connect OKX.`}</p>
        <AuthenticatorCodeField {...form.field('totp_code')} />
        <div className={styles.row}>
          <Button type="submit" isPending={form.isSubmitting}>
            {t`Connect OKX`}
          </Button>
          <Link href={to('/api')} variant="standalone">
            {t`Cancel`}
          </Link>
        </div>
      </form>
    )
  }

  return (
    <div className={styles.narrow}>
      <p className={styles.row} role="status">
        <Spinner size="sm" label={null} />
        {connected ? t`OKX is connected.` : t`Checking the key OKX made for you…`}
      </p>
      <p className={styles.muted}>
        {t`This takes a few seconds. Keys that can withdraw are refused.`}
      </p>
    </div>
  )
}
