import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { BotPerformance } from '@atb/contract'
import { useFormatter } from '@atb/ui'
import { useDuration } from './useDuration'
import styles from './botView.module.css'

/** The APR is a year's rate from the results so far: shown once the bot has run a day. */
const APR_AFTER_MS = 86_400_000

/** One figure of the page: a label, its value and an optional note under it. */
export function Figure({
  label,
  value,
  note,
  tone,
}: {
  label: string
  value: ReactNode
  note?: ReactNode
  tone?: 'up' | 'down'
}) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue} data-tone={tone}>
        {value}
      </dd>
      {note ? <dd className={styles.figureNote}>{note}</dd> : null}
    </div>
  )
}

/** A sum a line states: `total` = the parts, each added (+1) or taken away (−1). */
export interface StatedSum {
  total: string
  parts: [value: string, sign: 1 | -1][]
}

/** Rounds half away from zero, as Intl's number formats do. */
const roundedAt = (value: string, places: number) => {
  const x = Number(value) * 10 ** places
  return Math.sign(x) * Math.round(Math.abs(x))
}

/**
 * The fewest decimals, from 2 up to 8, at which every stated sum adds up once each figure
 * is rounded: "−15.08 = +0.07 − 14.55 − 0.61" reads wrong by a cent, "−15.084 = +0.068 − 14.547
 * − 0.605" does not. The figures above keep 2; only the line that shows the sum shows more.
 */
export function placesThatAddUp(sums: readonly StatedSum[]): number {
  for (let places = 2; places <= 8; places++) {
    const adds = sums.every(
      ({ total, parts }) =>
        parts.reduce((sum, [value, sign]) => sum + sign * roundedAt(value, places), 0) ===
        roundedAt(total, places),
    )
    if (adds) return places
  }
  // Figures that add up at no precision (never from the server's one accounting): more
  // decimals would not help a reader, so the line keeps the figures' own two.
  return 2
}

const toneOf = (value: string): 'up' | 'down' | undefined =>
  Number(value) > 0 ? 'up' : Number(value) < 0 ? 'down' : undefined

/**
 * The bot's figures as the server computed them (one performance module for list and page), and
 * one line that shows how they add up. Nothing here is recomputed: the strings are only formatted.
 */
export function BotFigures({
  performance: p,
  today,
}: {
  performance: BotPerformance
  /** The change in total since 00:00 in the viewer's time zone (decision 091). */
  today: string | null
}) {
  const { t } = useLingui()
  const format = useFormatter()
  const duration = useDuration()
  const money = (value: string) => format.money(Number(value), p.currency)
  const pnl = (value: string) => format.pnl(Number(value), p.currency)
  const isGrid = p.grid_profit !== null && p.trend_pnl !== null
  const total = pnl(p.total_pnl)
  const realized = pnl(p.realized_pnl)
  const gridProfit = pnl(p.grid_profit ?? '0')
  const trend = pnl(p.trend_pnl ?? '0')
  const equity = money(p.equity)
  const unrealized = pnl(p.unrealized_pnl)
  const fees = money(p.fees)
  const trades = format.number(p.trade_count)
  const trips = format.number(p.round_trips)
  return (
    <section aria-labelledby="bot-figures" className={styles.section}>
      <h2 id="bot-figures" className={styles.sectionTitle}>
        {t`Performance`}
      </h2>
      <dl className={styles.figures}>
        <Figure
          label={t`Total profit`}
          value={total}
          tone={toneOf(p.total_pnl)}
          note={format.percent(p.total_pnl_pct, { signed: true })}
        />
        {today !== null ? (
          <Figure
            label={t`Today`}
            value={pnl(today)}
            tone={toneOf(today)}
            note={t`Change in total since 00:00`}
          />
        ) : null}
        {isGrid ? (
          <Figure
            label={t`Grid profit`}
            value={gridProfit}
            tone={toneOf(p.grid_profit ?? '0')}
            note={t`From completed round trips`}
          />
        ) : null}
        {isGrid ? (
          <Figure
            label={t`Trend profit`}
            value={trend}
            tone={toneOf(p.trend_pnl ?? '0')}
            note={t`Price moves of the coins held`}
          />
        ) : null}
        <Figure label={t`Realised profit`} value={realized} tone={toneOf(p.realized_pnl)} />
        <Figure
          label={t`Unrealised profit`}
          value={unrealized}
          tone={toneOf(p.unrealized_pnl)}
          note={t`Floating, at the last price`}
        />
        <Figure label={t`Fees`} value={fees} />
        <Figure label={t`Investment`} value={money(p.allocation)} note={t`Value now ${equity}`} />
        {p.runtime_ms >= APR_AFTER_MS ? (
          <Figure label={t`APR`} value={format.percent(p.apr_pct, { signed: true })} />
        ) : (
          // A year's rate from minutes of running would be noise (a 0.15 % loss in 4 minutes
          // reads −231,000 %): it waits for a day of results.
          <Figure label={t`APR`} value="–" note={t`Shown after the first day`} />
        )}
        <Figure label={t`Runtime`} value={duration(p.runtime_ms)} />
        <Figure
          label={t`Trades`}
          value={trades}
          note={p.round_trips ? t`${trips} round trips` : undefined}
        />
      </dl>
      <SumLine performance={p} isGrid={isGrid} />
    </section>
  )
}

/**
 * The line that shows how the figures add up, with enough decimals that they do once rounded
 * (the figures above keep two).
 */
function SumLine({ performance: p, isGrid }: { performance: BotPerformance; isGrid: boolean }) {
  const { t } = useLingui()
  const format = useFormatter()
  const sums: StatedSum[] = [
    {
      total: p.total_pnl,
      parts: [
        [p.realized_pnl, 1],
        [p.unrealized_pnl, 1],
        [p.fees, -1],
      ],
    },
  ]
  if (isGrid)
    sums.push({
      total: p.total_pnl,
      parts: [
        [p.grid_profit ?? '0', 1],
        [p.trend_pnl ?? '0', 1],
      ],
    })
  const places = placesThatAddUp(sums)
  const pnl = (value: string) => format.pnl(Number(value), p.currency, places)
  const total = pnl(p.total_pnl)
  const realized = pnl(p.realized_pnl)
  const unrealized = pnl(p.unrealized_pnl)
  const fees = format.money(Number(p.fees), p.currency, places)
  const gridProfit = pnl(p.grid_profit ?? '0')
  const trend = pnl(p.trend_pnl ?? '0')
  return (
    <p className={styles.sum}>
      {t`Total profit ${total} = realised ${realized} + unrealised ${unrealized} − fees ${fees}.`}
      {isGrid
        ? ' ' + t`For a grid it is also grid profit ${gridProfit} + trend profit ${trend}.`
        : null}
    </p>
  )
}
