import { useLingui } from '@lingui/react/macro'
import { Button, Skeleton, SkeletonGroup } from '@atb/ui'
import { useParams } from 'react-router'
import { useFlows } from '../../services/FlowsContext'
import { useResource } from '../account/useResource'
import { PairNotFound } from './pair/PairNotFound'
import { PairView } from './pair/PairView'
import { readPairAddress } from './pair/pairLogic'
import styles from './pair/pair.module.css'

/**
 * /market/{pair}: one pair's live price, 24 h statistics, chart and the user's bots on it. The
 * address is a catch-all, so BTC/USDT, BTC-USDT and BTCUSDT all open BTCUSDT.
 */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const splat = useParams()['*']
  const { symbol, typed } = readPairAddress(splat)
  const [symbols, retry] = useResource(flows.loadMarketSymbols, {})

  if (symbols.status === 'loading')
    return (
      <div className={styles.page} aria-busy="true">
        <SkeletonGroup label={t`Loading the pair`}>
          <Skeleton shape="rect" height={72} />
          <Skeleton shape="rect" height={96} />
          <Skeleton shape="rect" height={460} />
        </SkeletonGroup>
      </div>
    )
  if (symbols.status === 'error')
    return (
      <div className={styles.page}>
        <div role="alert" className={styles.problem}>
          <p>{t`The market could not be loaded.`}</p>
          <Button variant="secondary" onPress={retry}>
            {t`Try again`}
          </Button>
        </div>
      </div>
    )
  const info = symbol ? symbols.data.symbols.find((s) => s.symbol === symbol) : undefined
  if (!info) return <PairNotFound typed={typed || symbol || ''} />
  return <PairView key={info.symbol} info={info} source={symbols.data.source} splat={splat} />
}
