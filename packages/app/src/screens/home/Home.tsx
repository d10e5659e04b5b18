import { useSyncExternalStore } from 'react'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { Link as RACLink } from 'react-aria-components'
import { FlaskConical, Plus } from 'lucide-react'
import type { HomeSummaryResponse } from '@atb/contract'
import { Button, Skeleton, SkeletonGroup } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { paperStartPathOf } from '../bots/create/paths'
import { AssetCards } from './parts/AssetCards'
import { Attention } from './parts/Attention'
import { BotsGlance } from './parts/BotsGlance'
import { HiddenContext, useHref } from './parts/figures'
import { Movers } from './parts/Movers'
import { StrategyShortcuts } from './parts/StrategyShortcuts'
import { useHomeSummary } from './parts/useHomeSummary'
import { Welcome } from './parts/Welcome'
import styles from './parts/home.module.css'

/** `/`: the signed-in trader's dashboard, live over the socket (bot events reload it). */
export function Component() {
  const { t } = useLingui()
  const href = useHref()
  const { data, failed, stale, retry } = useHomeSummary()
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t`Dashboard`}</h1>
        <div className={styles.headActions}>
          {/* Decision 089: a Paper spot grid on BTC/USDT, its review prepared from the market. */}
          <RACLink
            href={href(paperStartPathOf('crypto', 'grid', 'spot_grid'))}
            className={styles.secondaryLink}
          >
            <FlaskConical size={16} aria-hidden />
            {t`Try a Paper grid`}
          </RACLink>
          <RACLink href={href('/bot/create')} className={styles.primaryLink}>
            <Plus size={16} aria-hidden />
            {t`Create a bot`}
          </RACLink>
        </div>
      </header>
      {failed ? (
        <div role="alert" className={styles.problem}>
          <p>{t`Your dashboard could not be loaded.`}</p>
          <Button variant="secondary" onPress={retry}>
            {t`Try again`}
          </Button>
        </div>
      ) : data ? (
        <>
          {stale ? (
            <div role="status" className={styles.problem}>
              <p>{t`The newest figures could not be loaded; these may be out of date.`}</p>
              <Button variant="secondary" size="sm" onPress={retry}>
                {t`Try again`}
              </Button>
            </div>
          ) : null}
          <Dashboard data={data} />
        </>
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  )
}

const noCounts: HomeSummaryResponse['counts'] = {
  running: 0,
  paused: 0,
  error: 0,
  out_of_balance: 0,
}

function Dashboard({ data }: { data: HomeSummaryResponse }) {
  const flows = useFlows()
  const { hideBalance } = useSyncExternalStore(flows.store.subscribe, flows.store.get)
  const [balance, sendBalance] = useMachine(flows.hideBalance, { input: { hidden: hideBalance } })
  const hidden = balance.matches('hidden')
  const counts = { ...noCounts, ...data.counts }
  const bots = data.bots ?? []
  const fresh = bots.length === 0 && Object.values(counts).every((n) => n === 0)
  return (
    <HiddenContext.Provider value={hidden}>
      {fresh ? <Welcome /> : null}
      <AssetCards
        assets={data.assets ?? []}
        hidden={hidden}
        onHiddenChange={() => sendBalance({ type: 'balance.toggle' })}
      />
      <div className={styles.columns}>
        <div className={styles.column}>
          <Attention items={data.attention ?? []} />
          {fresh ? null : <BotsGlance counts={counts} bots={bots} />}
        </div>
        <div className={styles.column}>
          <Movers movers={data.movers ?? []} />
          <StrategyShortcuts />
        </div>
      </div>
    </HiddenContext.Provider>
  )
}

/** The dashboard's shape while it loads, so nothing jumps when the figures arrive. */
function DashboardSkeleton() {
  const { t } = useLingui()
  return (
    <SkeletonGroup label={t`Loading your dashboard`}>
      <div className={styles.skeleton}>
        <div className={styles.assets}>
          <Skeleton shape="rect" height={168} />
          <Skeleton shape="rect" height={168} />
        </div>
        <div className={styles.columns}>
          <div className={styles.column}>
            <Skeleton shape="rect" height={120} />
            <Skeleton shape="rect" height={260} />
          </div>
          <div className={styles.column}>
            <Skeleton shape="rect" height={260} />
          </div>
        </div>
      </div>
    </SkeletonGroup>
  )
}
