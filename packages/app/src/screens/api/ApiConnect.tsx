import { useParams } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { useFlows } from '../../services/FlowsContext'
import { useResource } from '../account/useResource'
import { CurrentKey } from './CurrentKey'
import { KeyForm } from './KeyForm'
import { OkxOAuthButton } from './OkxOAuthButton'
import { UnknownVenue } from './UnknownVenue'
import { VenueGuide } from './VenueGuide'
import { keyedVenue, venueName } from './venues'
import styles from './api.module.css'

/** /api/connect/{exchange}: a new key, or a disabled venue connected again. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const exchange = keyedVenue(useParams().exchange)
  const [list] = useResource(flows.loadExchanges, {})
  if (!exchange) return <UnknownVenue />
  const venue = venueName[exchange]
  const oauth = exchange === 'okx' && list.status === 'done' && list.data.okxOAuth
  return (
    <div className={styles.narrow}>
      <h2 className={styles.title}>{t`Connect ${venue}`}</h2>
      <p className={styles.muted}>
        {t`Enter a key that can trade but not withdraw. We check it with ${venue} before saving it; if the check fails, nothing is saved.`}
      </p>
      <CurrentKey exchange={exchange} list={list} mode="connect" />
      {oauth ? (
        <>
          <OkxOAuthButton />
          <hr className={styles.divider} />
        </>
      ) : null}
      <KeyForm exchange={exchange} mode="connect" />
      <VenueGuide exchange={exchange} />
    </div>
  )
}
