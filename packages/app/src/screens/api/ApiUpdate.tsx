import { useParams } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { useFlows } from '../../services/FlowsContext'
import { useResource } from '../account/useResource'
import { CurrentKey } from './CurrentKey'
import { KeyForm } from './KeyForm'
import { UnknownVenue } from './UnknownVenue'
import { VenueGuide } from './VenueGuide'
import { keyedVenue, venueName } from './venues'
import styles from './api.module.css'

/** /api/update/{exchange}: a new key replaces the saved one, after the same checks. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const exchange = keyedVenue(useParams().exchange)
  const [list] = useResource(flows.loadExchanges, {})
  if (!exchange) return <UnknownVenue />
  const venue = venueName[exchange]
  return (
    <div className={styles.narrow}>
      <h2 className={styles.title}>{t`Replace the ${venue} key`}</h2>
      <p className={styles.muted}>
        {t`The new key is checked with ${venue} first. Until it passes, your bots keep using the current key.`}
      </p>
      <CurrentKey exchange={exchange} list={list} mode="update" />
      <KeyForm exchange={exchange} mode="update" />
      <VenueGuide exchange={exchange} />
    </div>
  )
}
