import { useLingui } from '@lingui/react/macro'
import { keyedExchanges, type ExchangeConnectionView, type KeyedExchange } from '@atb/contract'
import { Button, Card, Skeleton, SkeletonGroup } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useResource } from '../account/useResource'
import { PaperCard } from './PaperCard'
import { VenueCard } from './VenueCard'
import styles from './api.module.css'

type KeyedView = ExchangeConnectionView & { exchange_name: KeyedExchange }
const isKeyed = (view: ExchangeConnectionView): view is KeyedView =>
  (keyedExchanges as readonly string[]).includes(view.exchange_name)

/** /api: every venue with its status and what to do about it; Paper with its demo balance. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const [list, retry] = useResource(flows.loadExchanges, {})
  const order = (view: KeyedView) => keyedExchanges.indexOf(view.exchange_name)
  return (
    <section className={styles.page} aria-labelledby="api-title">
      <h1 id="api-title" className={styles.title}>
        {t`API keys`}
      </h1>
      <p className={styles.muted}>
        {t`Connect each exchange with a key that can trade but never withdraw. Keys are checked with the exchange before they are saved, stored encrypted and never shown again.`}
      </p>
      {list.status === 'loading' ? (
        <SkeletonGroup label={t`Loading your exchanges`}>
          <div className={styles.grid}>
            {keyedExchanges.map((name) => (
              <Card key={name}>
                <Skeleton lines={4} />
              </Card>
            ))}
          </div>
        </SkeletonGroup>
      ) : null}
      {list.status === 'error' ? (
        <div className={styles.notice} data-tone="error" role="alert">
          <p>{t`Your exchanges could not be loaded.`}</p>
          <p>
            <Button variant="secondary" size="sm" onPress={retry}>
              {t`Retry`}
            </Button>
          </p>
        </div>
      ) : null}
      <div className={styles.grid}>
        {list.status === 'done'
          ? list.data.exchanges
              .filter(isKeyed)
              .sort((a, b) => order(a) - order(b))
              .map((view) => <VenueCard key={view.exchange_name} view={view} />)
          : null}
        <PaperCard />
      </div>
    </section>
  )
}
