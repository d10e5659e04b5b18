import { useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BacktestResponse } from '@atb/contract'
import { Badge, EquityChart, useFormatter } from '@atb/ui'
import { useIntervalNames } from '../../../market/pair/labels'
import styles from './BacktestPanel.module.css'

export interface BacktestResultProps {
  result: BacktestResponse
  /** The quote asset the money figures are in. */
  currency: string
}

/**
 * One backtest's result: its figures, the span of history it covered (in the user's time zone)
 * and the equity curve beside buying and holding. The setup's panel and the review show it alike.
 */
export function BacktestResult({ result, currency }: BacktestResultProps) {
  const { t } = useLingui()
  const format = useFormatter()
  const intervals = useIntervalNames()
  const { summary } = result
  const points = useMemo(
    () =>
      result.equity_curve.map((p) => ({
        time: Math.floor(p.time / 1000),
        equity: p.equity,
        hold: p.hold,
      })),
    [result],
  )
  const change = summary.return_pct
  const figures: [string, string, string?][] = [
    [
      t`Return`,
      format.percent(change, { signed: true }),
      change > 0 ? 'up' : change < 0 ? 'down' : undefined,
    ],
    [t`Max drawdown`, format.percent(summary.max_drawdown_pct)],
    [t`Trades`, format.number(summary.trades)],
    [t`Fees`, format.money(Number(summary.fees), currency)],
  ]
  if (summary.grid_profit !== null)
    figures.push([t`Grid profit`, format.pnl(Number(summary.grid_profit), currency)])
  const start = format.money(Number(summary.initial), currency)
  const end = format.money(Number(summary.final), currency)
  const span = format.dateTimeRange(result.from, result.to)
  const count = format.number(result.candles)
  const interval = intervals[result.interval]
  return (
    <div className={styles.result}>
      <dl className={styles.figures}>
        {figures.map(([label, value, direction]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd data-direction={direction}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>
        <Trans>
          {start} became {end}.
        </Trans>{' '}
        {result.source === 'replay' ? (
          <Badge variant="info" size="sm">
            {t`Recorded replay data`}
          </Badge>
        ) : null}
      </p>
      <p className={styles.muted}>{t`Covered ${span} · ${count} candles of ${interval}`}</p>
      <EquityChart points={points} currency={currency} height={200} />
    </div>
  )
}
