import { useLingui } from '@lingui/react/macro'
import type { CandleInterval, Market, MarketSymbolInfo } from '@atb/contract'
import { Chart, MiniChart, SingleTicker, TechnicalAnalysis, useProviderPreferences } from '@atb/ui'
import styles from './pair.module.css'

/**
 * The charting provider's name for one of our symbols: crypto as Binance lists it, forex on the
 * provider's FX feed, gold as OANDA quotes it (the broker the app trades gold with).
 */
export function providerSymbolOf(symbol: string, market: Market): string {
  if (market === 'crypto') return `BINANCE:${symbol}`
  if (market === 'gold') return `OANDA:${symbol}`
  return `FX:${symbol}`
}

/** The advanced chart's interval names for ours. */
const PROVIDER_INTERVAL: Record<CandleInterval, string> = {
  '1m': '1',
  '5m': '5',
  '15m': '15',
  '1h': '60',
  '4h': '240',
  '1d': 'D',
}

/** The provider's advanced chart of the pair: the pair page's second chart view. */
export function ProviderChart({
  info,
  interval,
  height,
}: {
  info: MarketSymbolInfo
  interval: CandleInterval
  height: number
}) {
  const { locale, theme } = useProviderPreferences()
  return (
    <Chart
      options={{
        symbol: providerSymbolOf(info.symbol, info.market),
        interval: PROVIDER_INTERVAL[interval],
        width: '100%',
        height,
        locale,
        theme,
        allow_symbol_change: false,
      }}
    />
  )
}

/**
 * The provider's technical-analysis gauge for the pair and, for forex and gold, its quote and
 * twelve-month mini chart: the market detail the provider has and the replay does not.
 */
export function ProviderPanels({ info, name }: { info: MarketSymbolInfo; name: string }) {
  const { t } = useLingui()
  const { locale, theme } = useProviderPreferences()
  const symbol = providerSymbolOf(info.symbol, info.market)
  const common = { symbol, locale, colorTheme: theme, width: '100%' }
  return (
    <>
      <section className={styles.panel} aria-labelledby="pair-analysis">
        <h2 id="pair-analysis" className={styles.heading}>
          {t`Technical analysis`}
        </h2>
        <p className={styles.note}>{t`${name} from the charting provider's live market data.`}</p>
        <TechnicalAnalysis options={{ ...common, height: 450 }} />
      </section>
      {info.market !== 'crypto' ? (
        <section className={styles.panel} aria-labelledby="pair-provider-quote">
          <h2 id="pair-provider-quote" className={styles.heading}>
            {t`${name} over 12 months`}
          </h2>
          <SingleTicker options={common} />
          <MiniChart options={{ ...common, height: 220 }} />
        </section>
      ) : null}
    </>
  )
}
