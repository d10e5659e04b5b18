import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useLocation, useSearchParams } from 'react-router'
import { Trophy } from 'lucide-react'
import { marketTitles, markets, strategyCatalogue, type StrategyKind } from '@atb/contract'
import { EmptyState, Pagination, Segment, SegmentedControl, Select, SelectItem } from '@atb/ui'
import { splitLocale, withLocale } from '../../router/locale'
import { useFlows } from '../../services/FlowsContext'
import { useResource } from '../account/useResource'
import { kindTitle } from '../bots/botLabels'
import { metricTitles, windowTitles } from './parts/labels'
import { RankingTable } from './parts/RankingTable'
import {
  rankingRequest,
  readRankingQuery,
  writeRankingQuery,
  type RankingQuery,
} from './parts/rankingQuery'
import styles from './parts/ranking.module.css'

/** Every kind a bot can be made as, once, in the wizard's order. */
const kinds = [...new Set(strategyCatalogue.filter((s) => s.available).map((s) => s.kind))]

/** /ranking: the public leaderboards of shared bots (issue 16, decision 070). */
export function Component() {
  const { t, i18n } = useLingui()
  const flows = useFlows()
  const [params, setParams] = useSearchParams()
  const { locale } = splitLocale(useLocation().pathname)
  const query = readRankingQuery(params)
  const [board, retry] = useResource(flows.loadRanking, rankingRequest(query))
  // From the address as it is now, so two quick choices both count.
  const change = (next: Partial<RankingQuery>) =>
    setParams((now) => writeRankingQuery({ ...readRankingQuery(now), page: 1, ...next }), {
      replace: true,
    })
  const pages = board.status === 'done' ? Math.ceil(board.data.total / board.data.page_size) : 0
  const windowNote =
    query.window === 'all'
      ? t`All time: total PnL, open positions included, as each bot's page shows it.`
      : t`${i18n._(windowTitles[query.window])}: realised PnL of the trades closed in that time.`

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t`Bot ranking`}</h1>
        <p className={styles.note}>
          {t`Bots their owners chose to share, with the owner's nickname only. Open one to see its statistics or copy its settings.`}
        </p>
      </header>
      <div className={styles.controls}>
        <div className={styles.segments}>
          <SegmentedControl
            aria-label={t`Rank by`}
            selectedKey={query.metric}
            onSelectionChange={(key) => change({ metric: key as RankingQuery['metric'] })}
          >
            <Segment id="roi">{i18n._(metricTitles.roi)}</Segment>
            <Segment id="pnl">{i18n._(metricTitles.pnl)}</Segment>
          </SegmentedControl>
          <SegmentedControl
            aria-label={t`Period`}
            selectedKey={query.window}
            onSelectionChange={(key) => change({ window: key as RankingQuery['window'] })}
          >
            <Segment id="7d">{i18n._(windowTitles['7d'])}</Segment>
            <Segment id="30d">{i18n._(windowTitles['30d'])}</Segment>
            <Segment id="all">{i18n._(windowTitles.all)}</Segment>
          </SegmentedControl>
        </div>
        <div className={styles.filters}>
          <Select
            label={t`Strategy`}
            selectedKey={query.kind || 'all'}
            onSelectionChange={(key) =>
              change({ kind: key === 'all' ? '' : (key as StrategyKind) })
            }
          >
            {[
              <SelectItem key="all" id="all">
                {t`All strategies`}
              </SelectItem>,
              ...kinds.map((kind) => (
                <SelectItem key={kind} id={kind}>
                  {i18n._(kindTitle(kind))}
                </SelectItem>
              )),
            ]}
          </Select>
          <Select
            label={t`Market`}
            selectedKey={query.market || 'all'}
            onSelectionChange={(key) =>
              change({ market: key === 'all' ? '' : (key as RankingQuery['market']) })
            }
          >
            {[
              <SelectItem key="all" id="all">
                {t`All markets`}
              </SelectItem>,
              ...markets.map((market) => (
                <SelectItem key={market} id={market}>
                  {i18n._(marketTitles[market])}
                </SelectItem>
              )),
            ]}
          </Select>
        </div>
      </div>
      <p className={styles.note}>{windowNote}</p>
      {board.status === 'done' && board.data.unranked > 0 ? (
        <p className={styles.note}>
          {t`Not ranked: ${plural(board.data.unranked, { one: '# shared bot', other: '# shared bots' })} with no trade in this period.`}
        </p>
      ) : null}
      <RankingTable
        metric={query.metric}
        rows={board.status === 'done' ? board.data.items : []}
        isLoading={board.status === 'loading'}
        error={board.status === 'error' ? t`The ranking could not be loaded.` : undefined}
        onRetry={retry}
        hrefOf={(id) => withLocale(`/ranking/${id}`, locale)}
        emptyState={
          <EmptyState
            icon={<Trophy size={32} aria-hidden />}
            title={t`No bots to rank yet`}
            description={
              query.kind || query.market
                ? t`No shared bot matches these filters. Try all strategies and markets.`
                : t`When owners share their bots, they appear here. Share yours from its page with "Show in the public ranking".`
            }
          />
        }
      />
      <Pagination
        page={query.page}
        pages={pages}
        onChange={(page) => change({ page })}
        label={t`Ranking pages`}
      />
    </div>
  )
}
