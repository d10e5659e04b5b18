import { useState } from 'react'
import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import type { SignalSummary, SignalWindow } from '@atb/contract'
import { Badge, EmptyState, Link, Table, useFormatter } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { useResource } from '../account/useResource'
import { Percent, Rating, useSignalText, WindowSwitch } from './parts'
import styles from './signals.module.css'

/**
 * /signal: every signal with what traders say (average score, reviews) beside what the server
 * measured on the market's prices over the chosen window (issue 16, decision 073).
 */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const text = useSignalText()
  const { locale } = splitLocale(useLocation().pathname)
  const [window, setWindow] = useState<SignalWindow>('30d')
  const [list, reload] = useResource(flows.loadSignals, {})
  const rows = list.status === 'done' ? list.data.items : []
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Signals`}</h1>
      <p className={styles.muted}>
        {t`Each signal's rating from traders, next to its results measured on market prices: every call counts, win or lose.`}
      </p>
      <WindowSwitch value={window} onChange={setWindow} />
      <Table<SignalSummary>
        aria-label={t`Signals`}
        stackOnNarrow
        isLoading={list.status === 'loading'}
        error={list.status === 'error' ? t`The signals could not be loaded.` : undefined}
        onRetry={reload}
        emptyState={
          <EmptyState
            size="sm"
            title={t`No signals yet`}
            description={t`Signals appear here as soon as a provider is added.`}
          />
        }
        rows={rows}
        columns={[
          {
            id: 'name',
            name: t`Signal`,
            isRowHeader: true,
            wrap: true,
            cell: (s) => (
              <span className={styles.name}>
                <Link href={withLocale(`/signal/${s.id}`, locale)}>{text(s).name}</Link>
                <span className={`${styles.row} ${styles.small} ${styles.muted}`}>
                  {s.source === 'builtin' ? (
                    <Badge size="sm" variant="info">{t`Built in`}</Badge>
                  ) : null}
                  <span>{marketName(s.market)}</span>
                  {s.symbols.length ? <span>{format.list(s.symbols)}</span> : null}
                </span>
              </span>
            ),
          },
          {
            id: 'rating',
            name: t`Rating`,
            wrap: true,
            cell: (s) => <Rating score={s.avg_score} reviews={s.reviews} />,
          },
          {
            id: 'calls',
            name: t`Calls`,
            numeric: true,
            cell: (s) => format.number(s.stats[window].calls),
          },
          {
            id: 'win',
            name: t`Win rate`,
            numeric: true,
            cell: (s) => <Percent value={s.stats[window].win_rate} signed={false} />,
          },
          {
            id: 'avg',
            name: t`Average return`,
            numeric: true,
            cell: (s) => <Percent value={s.stats[window].avg_return} />,
          },
          {
            id: 'dd',
            name: t`Max drawdown`,
            numeric: true,
            cell: (s) =>
              s.stats[window].closed ? format.percent(-s.stats[window].max_drawdown) : '—',
          },
        ]}
      />
      <p className={`${styles.muted} ${styles.small}`}>
        {t`A call wins when its take profit is reached before its stop loss; a call neither reaches in 7 days closes at the market price. Drawdown is the deepest fall of the calls' summed returns.`}
      </p>
    </div>
  )

  function marketName(market: SignalSummary['market']) {
    return market === 'crypto' ? t`Crypto` : market === 'forex' ? t`Forex` : t`Gold`
  }
}
