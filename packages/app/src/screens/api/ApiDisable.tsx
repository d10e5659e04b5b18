import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import type { KeyedExchange } from '@atb/contract'
import { exchangeDisableMachine } from '@atb/machines'
import { Button, Link } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useFormBinding } from '../account/useFormBinding'
import { UnknownVenue } from './UnknownVenue'
import { keyedVenue, useLocalePath, venueName } from './venues'
import { AuthenticatorCodeField } from '../account/ProofField'
import styles from './api.module.css'

/**
 * /api/disable/{exchange}: the page is the question; the server refuses while bots use the venue.
 * With two-factor sign-in on, a code from the authenticator app confirms it (decision 082).
 */
export function Component() {
  const exchange = keyedVenue(useParams().exchange)
  return exchange ? <DisableVenue exchange={exchange} /> : <UnknownVenue />
}

function DisableVenue({ exchange }: { exchange: KeyedExchange }) {
  const { t } = useLingui()
  const flows = useFlows()
  const navigate = useNavigate()
  const to = useLocalePath()
  const venue = venueName[exchange]
  const { user } = useSyncExternalStore(flows.store.subscribe, flows.store.get)
  const twoFactor = user?.two_factor_enabled ?? false
  const machine = useMemo(
    () => exchangeDisableMachine.provide({ actors: { submit: flows.disableExchange } }),
    [flows],
  )
  const [snapshot, , actor] = useMachine(machine, {
    input: { values: { exchange_name: exchange }, context: { two_factor: twoFactor } },
  })
  const form = useFormBinding(actor)
  const failed = snapshot.matches('failure')
  const refusal = failed ? snapshot.context.formError : null
  const refusedAs = typeof refusal === 'object' && refusal !== null ? refusal.id : undefined

  useEffect(() => {
    if (!form.isSuccess) return
    flows.notify(t`${venue} is disabled.`)
    void navigate(to('/api'))
  }, [form.isSuccess, flows, navigate, to, t, venue])

  return (
    <form
      className={styles.narrow}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t`Disable ${venue}?`}
    >
      <h2 className={styles.title}>{t`Disable ${venue}?`}</h2>
      <ul className={styles.steps}>
        <li>{t`Bots can no longer trade on ${venue}, and you cannot start new ones there.`}</li>
        <li>{t`Your saved key stays encrypted and unused; connecting again with a key turns ${venue} back on.`}</li>
        <li>{t`Bots still running, paused or out of balance on ${venue} must be stopped first, so none is left with open orders.`}</li>
        <li>{t`Your account and funds at ${venue} are not touched. To revoke the key for good, delete it at ${venue} too.`}</li>
      </ul>

      {refusedAs === 'error.exchangeInUse' ? (
        <div className={styles.notice} data-tone="error" role="alert">
          <p>{t`${venue} was not disabled: bots are still running on it. Stop them first, then disable ${venue}.`}</p>
          <p>
            <Link href={to('/bot')} variant="standalone">
              {t`Go to your bots`}
            </Link>
          </p>
        </div>
      ) : refusedAs === 'error.exchangeNotConnected' ? (
        <div className={styles.notice} data-tone="warning" role="alert">
          <p>{t`${venue} is not connected, so there is nothing to disable.`}</p>
          <p>
            <Link href={to('/api')} variant="standalone">
              {t`Back to API keys`}
            </Link>
          </p>
        </div>
      ) : failed && form.formError ? (
        <p className={styles.notice} data-tone="error" role="alert">
          {t`${venue} was not disabled: ${form.formError}`}
        </p>
      ) : null}

      {twoFactor ? <AuthenticatorCodeField {...form.field('totp_code')} /> : null}
      <div className={styles.row}>
        <Button type="submit" variant="danger" isPending={form.isSubmitting}>
          {failed ? t`Try again` : t`Disable ${venue}`}
        </Button>
        <Link href={to('/api')} variant="standalone">
          {t`Keep it connected`}
        </Link>
      </div>
    </form>
  )
}
