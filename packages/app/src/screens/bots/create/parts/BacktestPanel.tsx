import { useMemo, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BacktestResponse, ConfigurableKind } from '@atb/contract'
import {
  Badge,
  Button,
  EquityChart,
  ProgressBar,
  Skeleton,
  SkeletonGroup,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useFormatter,
} from '@atb/ui'
import { errorText } from './errorText'
import { useBacktest, type BacktestState } from './useBacktest'
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
}

const periods = { '7d': 7, '30d': 30 } as const
type Period = keyof typeof periods

const quoteOf = (symbol: string | undefined) =>
  ['USDT', 'USDC', 'USD', 'BTC', 'ETH'].find((q) => symbol?.endsWith(q)) ?? 'USDT'

/**
 * The setup step's backtest: the config replayed on the pair's last 7 or 30 days by the same
 * engine that runs paper and live bots, re-run (debounced) whenever the config changes.
 */
export function BacktestPanel({ kind, symbol, values, valid, quote }: BacktestPanelProps) {
  const { t } = useLingui()
  const [period, setPeriod] = useState<Period>('7d')
  const [state, retry] = useBacktest({ kind, symbol, values, valid, days: periods[period] })
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
            <Body state={state} kind={kind} symbol={symbol} currency={currency} onRetry={retry} />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  )
}

function Body({
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
        <Result result={state.result} currency={currency} />
      ) : previous ? (
        <div className={styles.stale} aria-busy={state.status === 'running'}>
          <Result result={previous} currency={currency} />
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

function Result({ result, currency }: { result: BacktestResponse; currency: string }) {
  const { t } = useLingui()
  const format = useFormatter()
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
  const from = format.date(result.from)
  const to = format.date(result.to)
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
          {start} became {end} from {from} to {to}.
        </Trans>{' '}
        {result.source === 'replay' ? (
          <Badge variant="info" size="sm">
            {t`Recorded replay data`}
          </Badge>
        ) : null}
      </p>
      <EquityChart points={points} currency={currency} height={200} />
    </div>
  )
}
