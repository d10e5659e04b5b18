import { useLingui } from '@lingui/react/macro'
import type { MarketSymbolInfo, MarketTicker } from '@atb/contract'
import { Button, Skeleton, useFormatter } from '@atb/ui'
import { ChangeText } from '../ChangeText'
import styles from './pair.module.css'

export interface PairStatsProps {
  info: MarketSymbolInfo
  ticker: MarketTicker | undefined
  status: 'loading' | 'done' | 'error'
  retry: () => void
  price: (value: number) => string
}

/** The last 24 hours: high, low, volume in both assets and the change. */
export function PairStats({ info, ticker, status, retry, price }: PairStatsProps) {
  const { t } = useLingui()
  const format = useFormatter()
  let body
  if (ticker)
    body = (
      <dl className={styles.stats}>
        <div>
          <dt>{t`24 h high`}</dt>
          <dd>{price(ticker.high_24h)}</dd>
        </div>
        <div>
          <dt>{t`24 h low`}</dt>
          <dd>{price(ticker.low_24h)}</dd>
        </div>
        {info.market === 'crypto' ? (
          <>
            <div>
              <dt>{t`24 h volume (${info.base})`}</dt>
              <dd>{format.compact(ticker.volume_24h)}</dd>
            </div>
            <div>
              <dt>{t`24 h volume (${info.quote})`}</dt>
              {/* Base volume at the last price: what the market table calls quote volume too. */}
              <dd>{format.compact(ticker.volume_24h * ticker.last)}</dd>
            </div>
          </>
        ) : (
          // Forex and gold feeds count price updates, not money traded (decision 043).
          <div>
            <dt>{t`24 h tick volume`}</dt>
            <dd>{format.compact(ticker.volume_24h)}</dd>
          </div>
        )}
        <div>
          <dt>{t`24 h change`}</dt>
          <dd>
            <ChangeText value={ticker.change_24h} />
          </dd>
        </div>
      </dl>
    )
  else if (status === 'error')
    body = (
      <div role="alert" className={styles.problem}>
        <p>{t`The 24 h statistics could not be loaded.`}</p>
        <Button variant="secondary" size="sm" onPress={retry}>
          {t`Try again`}
        </Button>
      </div>
    )
  else
    body = (
      <div className={styles.stats} aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={48} />
        ))}
      </div>
    )
  return (
    <section className={styles.panel} aria-labelledby="pair-stats">
      <h2 id="pair-stats" className={styles.heading}>
        {t`24 h statistics`}
      </h2>
      {body}
    </section>
  )
}
