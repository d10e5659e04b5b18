import { useEffect, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router'
import {
  pairNameOf,
  type MarketSource,
  type MarketSymbolInfo,
  type MarketTicker,
} from '@atb/contract'
import { useFormatter } from '@atb/ui'
import { useFlows } from '../../../services/FlowsContext'
import { useTicker } from '../../../services/useTicker'
import { splitLocale, withLocale } from '../../../router/locale'
import { useResource } from '../../account/useResource'
import { PairBots } from './PairBots'
import { PairChart } from './PairChart'
import { PairHeader } from './PairHeader'
import { PairStats } from './PairStats'
import { ProviderPanels } from './ProviderPanels'
import { canonicalPairPath, tickPriceFormat } from './pairLogic'
import { usePageTitle } from './usePageTitle'
import styles from './pair.module.css'

/** The newer of the loaded ticker and the socket's: the socket wins once it has spoken. */
const newest = (a: MarketTicker | undefined, b: MarketTicker | undefined) =>
  a && b ? (a.time >= b.time ? a : b) : (a ?? b)

/** A listed pair: header, chart, 24 h statistics and the user's bots on it. */
export function PairView({
  info,
  source,
  splat,
}: {
  info: MarketSymbolInfo
  source: MarketSource
  splat: string | undefined
}) {
  const flows = useFlows()
  const format = useFormatter()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const { locale } = splitLocale(pathname)
  const name = pairNameOf(info.base, info.quote)
  usePageTitle(name)

  // /market/BTC/USDT and /market/BTCUSDT become /market/BTC-USDT, in place of the typed address.
  useEffect(() => {
    const path = canonicalPairPath(splat, info)
    if (path) void navigate(`${withLocale(path, locale)}${search}`, { replace: true })
  }, [splat, info, locale, search, navigate])

  const price = useMemo(
    () => tickPriceFormat(format.locale, info.tick_size),
    [format.locale, info.tick_size],
  )
  const live = useTicker(info.symbol)
  const [tickers, retryTickers] = useResource(flows.loadTickers, { symbols: info.symbol })
  const loaded =
    tickers.status === 'done'
      ? tickers.data.tickers.find((ticker) => ticker.symbol === info.symbol)
      : undefined
  const ticker = newest(live.ticker, loaded)
  const createHref = withLocale(
    `/bot/create?symbol=${encodeURIComponent(info.symbol)}&market=${info.market}`,
    locale,
  )

  return (
    <div className={styles.page}>
      <PairHeader
        info={info}
        name={name}
        source={source}
        ticker={ticker}
        price={price}
        createHref={createHref}
      />
      <PairChart info={info} name={name} ticker={ticker} price={price} />
      <div className={styles.details}>
        <PairStats
          info={info}
          ticker={ticker}
          status={tickers.status}
          retry={retryTickers}
          price={price}
        />
        <ProviderPanels info={info} name={name} />
      </div>
      <PairBots symbol={info.symbol} createHref={createHref} />
    </div>
  )
}
