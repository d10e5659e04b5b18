import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { RankingEntry, RankingMetric } from '@atb/contract'
import { Link, Table, useFormatter } from '@atb/ui'
import { kindTitle, pairTitle } from '../../bots/botLabels'
import { useDuration } from '../../bots/view/parts/useDuration'
import { anonymous } from './labels'
import styles from './ranking.module.css'

export interface RankingTableProps {
  metric: RankingMetric
  rows: readonly RankingEntry[]
  isLoading: boolean
  error: string | undefined
  onRetry: () => void
  emptyState: ReactNode
  /** The public page of a ranked bot, in the page's language. */
  hrefOf: (id: string) => string
}

/** A signed figure: sign, word and colour together, so colour is never the only signal. */
export function Signed({ value, children }: { value: number; children: ReactNode }) {
  return (
    <span className={styles.signed} data-tone={value > 0 ? 'gain' : value < 0 ? 'loss' : 'flat'}>
      {children}
    </span>
  )
}

/** The ranked bots: each row names the owner by nickname and links the bot's public page. */
export function RankingTable({ metric, rows, hrefOf, ...state }: RankingTableProps) {
  const { t, i18n } = useLingui()
  const format = useFormatter()
  const duration = useDuration()
  const roi = (e: RankingEntry) => (
    <Signed value={e.roi_pct}>{format.percent(e.roi_pct, { signed: true })}</Signed>
  )
  const pnl = (e: RankingEntry) => (
    <Signed value={Number(e.pnl)}>{format.pnl(Number(e.pnl), e.currency)}</Signed>
  )
  return (
    <Table<RankingEntry>
      aria-label={metric === 'roi' ? t`Bots ranked by ROI` : t`Bots ranked by PnL`}
      stackOnNarrow
      rows={rows}
      loadingRows={5}
      {...state}
      columns={[
        {
          id: 'rank',
          name: t`Rank`,
          numeric: true,
          cell: (e) => <span className={styles.rank}>{format.number(e.rank)}</span>,
        },
        {
          id: 'bot',
          name: t`Bot`,
          isRowHeader: true,
          wrap: true,
          cell: (e) => (
            <Link href={hrefOf(e.id)}>{`${i18n._(kindTitle(e.kind))} · ${pairTitle(e)}`}</Link>
          ),
        },
        {
          id: 'trader',
          name: t`Trader`,
          wrap: true,
          cell: (e) => e.nickname || i18n._(anonymous),
        },
        { id: 'roi', name: t`ROI`, numeric: true, cell: roi },
        { id: 'pnl', name: t`PnL`, numeric: true, cell: pnl },
        {
          id: 'runtime',
          name: t`Runtime`,
          numeric: true,
          cell: (e) => duration(e.runtime_ms),
        },
      ]}
    />
  )
}
