import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ConfigurableKind } from '@atb/contract'
import {
  Button,
  ProgressBar,
  Skeleton,
  SkeletonGroup,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useFormatter,
} from '@atb/ui'
import { BacktestResult } from './BacktestResult'
import { errorText } from './errorText'
import { useBacktest, useReportResult, type BacktestRun, type BacktestState } from './useBacktest'
import styles from './BacktestPanel.module.css'

export interface BacktestPanelProps {
  kind: ConfigurableKind
  /** The engine symbol ('BTCUSDT'); nothing runs without one. */
  symbol: string | undefined
  /** The setup form's values; the agreements are left out of the backtest. */
  values: object
  /** True while the form's values pass its schema; only then does a backtest run. */
  valid: boolean
  /** The pair's quote asset, for the money figures; read from the symbol when left out. */
  quote?: string
  /** Told of each result shown, with the config and period it ran, so the review can show it. */
  onResult?: (run: BacktestRun) => void
}

const periods = { '7d': 7, '30d': 30 } as const
type Period = keyof typeof periods

export const quoteOf = (symbol: string | undefined) =>
  ['USDT', 'USDC', 'USD', 'BTC', 'ETH'].find((q) => symbol?.endsWith(q)) ?? 'USDT'

/**
 * The setup step's backtest: the config replayed on the pair's last 7 or 30 days by the same
 * engine that runs paper and live bots, re-run (debounced) whenever the config changes.
 */
export function BacktestPanel(props: BacktestPanelProps) {
  const { kind, symbol, values, valid, quote, onResult } = props
  const { t } = useLingui()
  const [period, setPeriod] = useState<Period>('7d')
  const days = periods[period]
  const [state, retry] = useBacktest({ kind, symbol, values, valid, days })
  useReportResult(state, values, days, onResult)
  const currency = quote ?? quoteOf(symbol)

  return (
    <section className={styles.panel} aria-labelledby="backtest-title">
      <div className={styles.head}>
        <h3 id="backtest-title" className={styles.title}>
          {t`Backtest`}
        </h3>
        <p className={styles.note}>{t`Paper, backtest and live use the same engine.`}</p>
      </div>
      <Tabs selectedKey={period} onSelectionChange={(key) => setPeriod(key as Period)}>
        <TabList aria-label={t`Backtest period`}>
          <Tab id="7d">{t`7 days`}</Tab>
          <Tab id="30d">{t`30 days`}</Tab>
        </TabList>
        {(Object.keys(periods) as Period[]).map((id) => (
          <TabPanel key={id} id={id}>
            <BacktestBody
              state={state}
              kind={kind}
              symbol={symbol}
              currency={currency}
              onRetry={retry}
            />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  )
}

/** A backtest's state in words: waiting, its place in line, a failure with Retry, then the result. */
export function BacktestBody({
  state,
  kind,
  symbol,
  currency,
  onRetry,
}: {
  state: BacktestState
  kind: ConfigurableKind
  symbol: string | undefined
  currency: string
  onRetry: () => void
}) {
  const { t, i18n } = useLingui()
  const format = useFormatter()
  // A result for another pair or kind would mislead while the new one runs.
  const candidate = 'previous' in state ? state.previous : undefined
  const previous = candidate?.symbol === symbol && candidate?.kind === kind ? candidate : undefined
  const reason = state.status === 'failed' ? errorText(i18n, state.error) : ''
  // Its place in the server's line while it waits (decision 080).
  const place = state.status === 'running' && state.position ? format.number(state.position) : ''
  return (
    <div className={styles.body}>
      <div aria-live="polite" className={styles.status}>
        {state.status === 'waiting' ? (
          <p className={styles.muted}>
            {t`Complete the settings to see how this bot would have done.`}
          </p>
        ) : null}
        {state.status === 'running' ? (
          <ProgressBar
            isIndeterminate
            size="sm"
            label={place ? t`Queued: position ${place}` : t`Running the backtest…`}
          />
        ) : null}
        {state.status === 'failed' ? (
          <div className={styles.failed} role="alert">
            <p>
              <Trans>The backtest failed: {reason}</Trans>
            </p>
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {t`Retry`}
            </Button>
          </div>
        ) : null}
      </div>
      {state.status === 'shown' ? (
        <BacktestResult result={state.result} currency={currency} />
      ) : previous ? (
        <div className={styles.stale} aria-busy={state.status === 'running'}>
          <BacktestResult result={previous} currency={currency} />
        </div>
      ) : state.status === 'running' ? (
        <SkeletonGroup label={t`Running the backtest`}>
          <Skeleton lines={2} />
          <Skeleton shape="rect" height={180} />
        </SkeletonGroup>
      ) : null}
    </div>
  )
}
