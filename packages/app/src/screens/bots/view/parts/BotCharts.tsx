import { useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { isBasketKind, isQuantKind, type BotView } from '@atb/contract'
import {
  Button,
  CandlestickChart,
  EquityChart,
  Skeleton,
  type PriceLevel,
  type PriceMarker,
} from '@atb/ui'
import { useFlows } from '../../../../services/FlowsContext'
import { useResource } from '../../../account/useResource'
import { useMarketClock } from '../../../../services/marketClock'
import { BotPlot } from './BotPlot'
import { chartLines, chartSpanOf, fillMarkers, isGridKind, toCandles } from './chartInput'
import { baseOf, pairTitle } from './labels'
import styles from './botView.module.css'

const PRICE_HEIGHT = 320
const EQUITY_HEIGHT = 220

/**
 * The pair's candles with the bot's levels, orders and fills; its equity beside buy-and-hold; and
 * for a quant bot, first, what its rule trades on.
 */
export function BotCharts({ bot }: { bot: BotView }) {
  const { t } = useLingui()
  const flows = useFlows()
  // The window ends at the market's present (a replay runs ahead of the wall clock), fixed when
  // the clock is first known: a live reload must not refetch every candle.
  const clock = useMarketClock(flows.loadMarketClock)
  const [now, setNow] = useState<number | null>(null)
  if (clock && now === null) setNow(clock.now())
  const lines = useMemo(
    () =>
      chartLines(bot, {
        upper: t`Upper`,
        lower: t`Lower`,
        buy: t`Buy`,
        sell: t`Sell`,
        stopLoss: t`Stop loss`,
        takeProfit: t`Take profit`,
      }),
    [bot, t],
  )
  const markers = useMemo(() => fillMarkers(bot, { buy: t`B`, sell: t`S` }), [bot, t])
  const points = useMemo(
    () =>
      bot.equity_curve.map((p) => ({
        time: Math.floor(p.time / 1000),
        equity: p.equity,
        hold: p.hold,
      })),
    [bot.equity_curve],
  )
  const quote = bot.performance.currency
  // A basket's chart is its first coin's pair, not the whole basket.
  const pair = isBasketKind(bot.kind)
    ? `${baseOf(bot.symbols[0] ?? '', quote)}/${quote}`
    : pairTitle(bot)
  return (
    <div className={styles.charts}>
      {isQuantKind(bot.kind) ? <BotPlot bot={bot} /> : null}
      <section aria-labelledby="bot-price" className={styles.section}>
        <h2 id="bot-price" className={styles.sectionTitle}>
          {t`${pair} price`}
        </h2>
        {now === null ? (
          <Skeleton shape="rect" height={PRICE_HEIGHT} />
        ) : (
          <PriceCandles bot={bot} now={now} lines={lines} markers={markers} />
        )}
        <p className={styles.legend}>
          {isGridKind(bot.kind)
            ? t`Dashed lines: grid levels, open orders (green buy, red sell) and stop loss or take profit. Arrows: the bot's fills.`
            : t`Dashed lines: open orders (green buy, red sell) and stop loss or take profit. Arrows: the bot's fills.`}
        </p>
      </section>
      <section aria-labelledby="bot-equity" className={styles.section}>
        <h2 id="bot-equity" className={styles.sectionTitle}>
          {t`Equity vs buy and hold`}
        </h2>
        {points.length > 1 ? (
          <EquityChart points={points} height={EQUITY_HEIGHT} currency={bot.performance.currency} />
        ) : (
          <p
            className={styles.muted}
          >{t`The equity curve appears once the bot has run for a while.`}</p>
        )}
      </section>
    </div>
  )
}

/** The pair's candles up to `now` (market time) with the bot's lines and fills. */
function PriceCandles({
  bot,
  now,
  lines,
  markers,
}: {
  bot: BotView
  now: number
  lines: PriceLevel[]
  markers: PriceMarker[]
}) {
  const { t } = useLingui()
  const flows = useFlows()
  const request = useMemo(() => chartSpanOf(bot, now), [bot, now])
  const [candles, retry] = useResource(flows.loadCandles, request)
  const data = useMemo(
    () => (candles.status === 'done' ? toCandles(candles.data.candles) : []),
    [candles],
  )
  if (candles.status === 'loading') return <Skeleton shape="rect" height={PRICE_HEIGHT} />
  if (candles.status === 'error')
    return (
      <div className={styles.chartError} role="alert">
        <p>{t`The price chart could not be loaded.`}</p>
        <Button variant="secondary" onPress={retry}>
          {t`Retry`}
        </Button>
      </div>
    )
  return (
    <CandlestickChart
      candles={data}
      height={PRICE_HEIGHT}
      priceLines={lines}
      fitPriceLines
      markers={markers}
    />
  )
}
