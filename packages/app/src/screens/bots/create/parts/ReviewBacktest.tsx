import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ConfigurableKind } from '@atb/contract'
import type { ReviewBacktest as Review } from '@atb/machines'
import { Button, Card } from '@atb/ui'
import { BacktestBody, quoteOf } from './BacktestPanel'
import { BacktestResult } from './BacktestResult'
import { useBacktest, useReportResult, type BacktestRun } from './useBacktest'
import styles from './BacktestPanel.module.css'

export interface ReviewBacktestProps {
  kind: ConfigurableKind
  /** The pair; null for a basket. */
  symbol: string | null
  /** The config under review. */
  values: object
  /** Whether the last backtest ran this config (the wizard's `reviewBacktestOf`). */
  review: Review
  /** Told of a backtest run from here, so it becomes the one shown. */
  onResult: (run: BacktestRun) => void
}

/** The setup's panel opens on 7 days; a run from the review keeps the last run's period. */
const DEFAULT_DAYS = 7

/**
 * The review's backtest: the result last run for this exact config, or why there is none (none
 * ran, or the settings changed since) with a button that runs it here.
 */
export function ReviewBacktest({ kind, symbol, values, review, onResult }: ReviewBacktestProps) {
  const { t } = useLingui()
  const [running, setRunning] = useState(false)
  const currency = quoteOf(symbol ?? undefined)
  const days = review.status === 'changed' ? review.days : DEFAULT_DAYS
  return (
    <Card title={t`Backtest`} headingLevel={3}>
      {review.status === 'current' ? (
        <BacktestResult result={review.backtest.result} currency={currency} />
      ) : running ? (
        <Run kind={kind} symbol={symbol} values={values} days={days} onResult={onResult} />
      ) : (
        <div className={styles.ask}>
          <p className={styles.muted}>
            {review.status === 'changed'
              ? t`The settings changed since the last backtest.`
              : t`No backtest was run for these settings.`}
          </p>
          <Button variant="secondary" size="sm" onPress={() => setRunning(true)}>
            {t`Run the backtest`}
          </Button>
        </div>
      )}
    </Card>
  )
}

function Run({
  kind,
  symbol,
  values,
  days,
  onResult,
}: Omit<ReviewBacktestProps, 'review'> & { days: number }) {
  const pair = symbol ?? undefined
  // The values under review passed the setup's checks.
  const [state, retry] = useBacktest({ kind, symbol: pair, values, valid: true, days })
  useReportResult(state, values, days, onResult)
  return (
    <BacktestBody
      state={state}
      kind={kind}
      symbol={pair}
      currency={quoteOf(pair)}
      onRetry={retry}
    />
  )
}
