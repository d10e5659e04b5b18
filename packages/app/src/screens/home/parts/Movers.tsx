import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react'
import { Link as RACLink } from 'react-aria-components'
import type { MarketSymbolInfo, MarketTicker } from '@atb/contract'
import { Link, LivePrice, useFormatter } from '@atb/ui'
import { useFlows } from '../../../services/FlowsContext'
import { useTicker } from '../../../services/useTicker'
import { useResource } from '../../account/useResource'
import { pairLabel, pairOf, pairPath, type Pair } from './pairOf'
import { toneOf, useHref } from './figures'
import styles from './home.module.css'

/**
 * The market's largest 24 h moves. The summary picks them; each then follows its own live
 * ticker. Base and quote come from the symbol list, loaded once (a ticker has neither).
 */
export function Movers({ movers }: { movers: MarketTicker[] }) {
  const { t } = useLingui()
  const flows = useFlows()
  const href = useHref()
  const [symbols] = useResource(flows.loadMarketSymbols, {})
  const known = useMemo(
    () =>
      new Map<string, MarketSymbolInfo>(
        symbols.status === 'done' ? symbols.data.symbols.map((s) => [s.symbol, s]) : [],
      ),
    [symbols],
  )
  return (
    <section className={styles.section} aria-labelledby="home-movers">
      <div className={styles.sectionHead}>
        <h2 id="home-movers" className={styles.sectionTitle}>
          {t`Top movers, 24 h`}
        </h2>
        <span className={styles.links}>
          <Link href={href('/market')} variant="standalone">
            {t`Markets`}
          </Link>
          <Link href={href('/heatmap')} variant="standalone">
            {t`Heatmap`}
          </Link>
        </span>
      </div>
      {movers.length === 0 ? (
        <p className={styles.muted}>{t`No market prices yet.`}</p>
      ) : (
        <ul className={styles.movers} aria-label={t`Top movers`}>
          {movers.map((mover) => (
            <MoverRow key={mover.symbol} mover={mover} pair={pairOf(mover.symbol, known)} />
          ))}
        </ul>
      )}
    </section>
  )
}

function MoverRow({ mover, pair }: { mover: MarketTicker; pair: Pair | null }) {
  const format = useFormatter()
  const href = useHref()
  const { ticker } = useTicker(mover.symbol)
  const now = ticker ?? mover
  const tone = toneOf(now.change_24h)
  const Icon = now.change_24h > 0 ? ArrowUpRight : now.change_24h < 0 ? ArrowDownRight : Minus
  return (
    <li className={styles.mover}>
      <RACLink href={href(pairPath(mover.symbol, pair))} className={styles.rowLink}>
        {pairLabel(mover.symbol, pair)}
      </RACLink>
      <LivePrice value={now.last} className={styles.num} />
      <span className={styles.change} data-tone={tone}>
        <Icon size={14} aria-hidden className={styles.icon} />
        {format.percent(now.change_24h, { signed: true })}
      </span>
    </li>
  )
}
