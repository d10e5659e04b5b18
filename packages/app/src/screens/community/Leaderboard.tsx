import { useLingui } from '@lingui/react/macro'
import {
  TOURNAMENT_REFRESH_MS,
  type TournamentBoardResponse,
  type TournamentStanding,
} from '@atb/contract'
import { Badge, Card, EmptyState, Table, useFormatter } from '@atb/ui'
import type { Resource } from '../account/useResource'
import { Unranked } from './TournamentParts'
import styles from './community.module.css'

type Row = TournamentStanding & { id: string }

/**
 * A tournament's standings by ROI, nicknames only, with the user's own place (decision 072).
 * Participants with no trade in the window are listed apart, as not ranked (decision 079).
 */
export function Leaderboard({
  board,
  onRetry,
  title,
}: {
  board: Resource<TournamentBoardResponse>
  onRetry: () => void
  title: string
}) {
  const { t } = useLingui()
  const format = useFormatter()
  const data = board.status === 'done' ? board.data : null
  // A shared place holds several rows.
  const rows: Row[] = (data?.items ?? []).map((s, i) => ({ ...s, id: `${s.rank}-${i}` }))
  const frozen = data?.tournament.frozen ?? false
  const live = data?.tournament.phase === 'current'
  const asOf = data ? format.dateTime(data.as_of) : ''
  const seconds = format.number(TOURNAMENT_REFRESH_MS / 1000)
  return (
    <section className={styles.stack} aria-label={title}>
      <h2 className={styles.subtitle}>{title}</h2>
      {data ? (
        <p className={styles.muted}>
          {live
            ? t`Live: updated ${asOf}, refreshed every ${seconds} seconds.`
            : data.tournament.frozen
              ? t`Final results, as of ${asOf}.`
              : t`The leaderboard starts with the tournament.`}
        </p>
      ) : null}
      {data?.tournament.joined_at ? (
        <Card title={t`Your place`} headingLevel={3}>
          {data.me ? (
            <Mine row={data.me} />
          ) : (
            <p className={styles.muted}>
              {frozen
                ? t`Not ranked: no trade in the window.`
                : t`Not ranked yet: no trade in the window. Your first trade ranks you.`}
            </p>
          )}
        </Card>
      ) : null}
      <Table<Row>
        aria-label={title}
        stackOnNarrow
        isLoading={board.status === 'loading'}
        error={board.status === 'error' ? t`The leaderboard could not be loaded.` : undefined}
        onRetry={onRetry}
        emptyState={
          data && data.unranked_total > 0 ? (
            <EmptyState
              size="sm"
              title={t`Nobody is ranked yet`}
              description={t`A participant is ranked after their first trade in the window.`}
            />
          ) : (
            <EmptyState
              size="sm"
              title={t`No participants yet`}
              description={t`Join and start a Paper bot: your first trade puts your nickname on the board.`}
            />
          )
        }
        rows={rows}
        columns={[
          { id: 'rank', name: t`Place`, numeric: true, cell: (r) => format.number(r.rank) },
          {
            id: 'nickname',
            name: t`Nickname`,
            isRowHeader: true,
            wrap: true,
            cell: (r) =>
              r.me ? (
                <span className={styles.mine}>
                  {r.nickname} <Badge variant="info">{t`You`}</Badge>
                </span>
              ) : (
                r.nickname
              ),
          },
          {
            id: 'roi',
            name: t`ROI`,
            numeric: true,
            cell: (r) => format.percent(r.roi * 100, { signed: true }),
          },
          {
            id: 'pnl',
            name: t`PnL`,
            numeric: true,
            cell: (r) => format.pnl(Number(r.pnl), 'USDT'),
          },
          { id: 'bots', name: t`Bots`, numeric: true, cell: (r) => format.number(r.bots) },
          {
            id: 'volume',
            name: t`Volume`,
            numeric: true,
            cell: (r) => (r.volume === null ? '—' : format.money(Number(r.volume), 'USDT')),
          },
          {
            id: 'prize',
            name: t`Prize`,
            numeric: true,
            cell: (r) => (r.prize ? format.money(Number(r.prize), 'USDT') : '—'),
          },
        ]}
      />
      {data && data.unranked_total > 0 ? (
        <Unranked
          entrants={data.unranked}
          total={data.unranked_total}
          title={
            frozen
              ? t`Not ranked: no trade in the window`
              : t`Not ranked yet: no trade in the window`
          }
        />
      ) : null}
      <p className={styles.muted}>
        {t`ROI is the total profit of your Paper bots started during the tournament, divided by the tournament's capital or by what the bots were given, whichever is larger.`}
      </p>
    </section>
  )
}

function Mine({ row }: { row: TournamentStanding }) {
  const { t } = useLingui()
  const format = useFormatter()
  const place = format.number(row.rank)
  const roi = format.percent(row.roi * 100, { signed: true })
  const pnl = format.pnl(Number(row.pnl), 'USDT')
  const base = format.money(Number(row.base), 'USDT')
  const bots = format.number(row.bots)
  return (
    <div className={styles.stack}>
      <p className={styles.countdown}>{t`Place ${place}: ${roi}`}</p>
      <p className={styles.muted}>{t`${pnl} on ${base} · ${bots} bots`}</p>
    </div>
  )
}
