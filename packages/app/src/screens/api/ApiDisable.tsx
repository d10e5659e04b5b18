import { useEffect, useMemo } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import type { KeyedExchange } from '@atb/contract'
import { confirmActionWith, errorMessageOf } from '@atb/machines'
import { Button, Link } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useMessage } from '../../i18n/useMessage'
import { UnknownVenue } from './UnknownVenue'
import { keyedVenue, useLocalePath, venueName } from './venues'
import styles from './api.module.css'

/** /api/disable/{exchange}: the page is the question; the server refuses while bots use the venue. */
export function Component() {
  const exchange = keyedVenue(useParams().exchange)
  return exchange ? <DisableVenue exchange={exchange} /> : <UnknownVenue />
}

function DisableVenue({ exchange }: { exchange: KeyedExchange }) {
  const { t } = useLingui()
  const flows = useFlows()
  const navigate = useNavigate()
  const to = useLocalePath()
  const translate = useMessage()
  const venue = venueName[exchange]
  const machine = useMemo(() => confirmActionWith(flows.disableExchange), [flows])
  const [snapshot, send] = useMachine(machine, { input: { request: { exchange_name: exchange } } })
  const working = snapshot.matches('working')
  const { errorCode, error } = snapshot.context

  useEffect(() => {
    if (!snapshot.matches('done')) return
    flows.notify(t`${venue} is disabled.`)
    void navigate(to('/api'))
  }, [snapshot, flows, navigate, to, t, venue])

  return (
    <div className={styles.narrow}>
      <h2 className={styles.title}>{t`Disable ${venue}?`}</h2>
      <ul className={styles.steps}>
        <li>{t`Bots can no longer trade on ${venue}, and you cannot start new ones there.`}</li>
        <li>{t`Your saved key stays encrypted and unused; connecting again with a key turns ${venue} back on.`}</li>
        <li>{t`Bots still running, paused or out of balance on ${venue} must be stopped first, so none is left with open orders.`}</li>
        <li>{t`Your account and funds at ${venue} are not touched. To revoke the key for good, delete it at ${venue} too.`}</li>
      </ul>

      {errorCode === 'exchange_in_use' ? (
        <div className={styles.notice} data-tone="error" role="alert">
          <p>{t`${venue} was not disabled: bots are still running on it. Stop them first, then disable ${venue}.`}</p>
          <p>
            <Link href={to('/bot')} variant="standalone">
              {t`Go to your bots`}
            </Link>
          </p>
        </div>
      ) : errorCode === 'exchange_not_connected' ? (
        <div className={styles.notice} data-tone="warning" role="alert">
          <p>{t`${venue} is not connected, so there is nothing to disable.`}</p>
          <p>
            <Link href={to('/api')} variant="standalone">
              {t`Back to API keys`}
            </Link>
          </p>
        </div>
      ) : snapshot.matches('failed') ? (
        <p className={styles.notice} data-tone="error" role="alert">
          {t`${venue} was not disabled: ${translate(errorMessageOf(error))}`}
        </p>
      ) : null}

      <div className={styles.row}>
        <Button
          variant="danger"
          isPending={working}
          onPress={() => send({ type: 'confirm.accept' })}
        >
          {snapshot.matches('failed') ? t`Try again` : t`Disable ${venue}`}
        </Button>
        <Link href={to('/api')} variant="standalone">
          {t`Keep it connected`}
        </Link>
      </div>
    </div>
  )
}
