import { useEffect, useMemo, useState } from 'react'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import {
  TOURNAMENT_REFRESH_MS,
  type TournamentListResponse,
  type TournamentView,
} from '@atb/contract'
import { confirmActionWith, errorMessageOf } from '@atb/machines'
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Modal,
  Skeleton,
  SkeletonGroup,
  useFormatter,
} from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useMessage } from '../../i18n/useMessage'
import { useResource } from '../account/useResource'
import { Leaderboard } from './Leaderboard'
import { Countdown, Prizes, RankingRules } from './TournamentParts'
import { PhaseBadge, useContentLocale } from './phase'
import { usePolled } from './usePolled'
import styles from './community.module.css'

/**
 * /tournament: the running or next Paper tournament with its rules, countdown, joining and live
 * leaderboard by ROI, later ones, and past results (decision 072).
 */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const locale = useContentLocale()
  const [list, reload] = useResource(flows.loadTournaments, { locale })
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Tournament`}</h1>
      <p className={styles.muted}>
        {t`Trade on Paper against other traders. The best ROI wins the prizes, paid to your wallet.`}
      </p>
      {list.status === 'loading' ? (
        <SkeletonGroup label={t`Loading the tournaments`}>
          <Skeleton shape="rect" height={200} />
          <Skeleton shape="rect" height={160} />
        </SkeletonGroup>
      ) : list.status === 'error' ? (
        <div className={styles.notice} role="alert">
          <p className={styles.text}>{t`The tournaments could not be loaded.`}</p>
          <div>
            <Button variant="secondary" size="sm" onPress={reload}>
              {t`Retry`}
            </Button>
          </div>
        </div>
      ) : (
        <Loaded data={list.data} onChanged={reload} />
      )}
    </div>
  )
}

function Loaded({ data, onChanged }: { data: TournamentListResponse; onChanged: () => void }) {
  const { t } = useLingui()
  const [shown, setShown] = useState<string | null>(null)
  return (
    <>
      {data.featured ? (
        <Featured tournament={data.featured} onChanged={onChanged} />
      ) : (
        <EmptyState
          title={t`No tournament right now`}
          description={t`The next one is announced here. Meanwhile, practise with a Paper bot.`}
        />
      )}
      {data.upcoming.length > 0 ? (
        <section className={styles.stack} aria-label={t`Coming next`}>
          <h2 className={styles.subtitle}>{t`Coming next`}</h2>
          <ul className={styles.cards}>
            {data.upcoming.map((u) => (
              <li key={u.id}>
                <Upcoming tournament={u} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.stack} aria-label={t`Past results`}>
        <h2 className={styles.subtitle}>{t`Past results`}</h2>
        {data.past.length === 0 ? (
          <p className={styles.muted}>{t`No tournament has ended yet.`}</p>
        ) : (
          <ul className={styles.cards}>
            {data.past.map((p) => (
              <li key={p.id}>
                <Past tournament={p} shown={shown === p.id} onShow={() => setShown(p.id)} />
              </li>
            ))}
          </ul>
        )}
        {shown ? <Board id={shown} live={false} /> : null}
      </section>
    </>
  )
}

function Board({ id, live }: { id: string; live: boolean }) {
  const { t } = useLingui()
  const flows = useFlows()
  const locale = useContentLocale()
  const [board, reload] = usePolled(
    flows.loadTournamentBoard,
    { id, locale },
    TOURNAMENT_REFRESH_MS,
    live,
  )
  const name = board.status === 'done' ? board.data.tournament.name : ''
  return (
    <Leaderboard
      board={board}
      onRetry={reload}
      title={live || !name ? t`Leaderboard` : t`Results: ${name}`}
    />
  )
}

function Featured({
  tournament: t0,
  onChanged,
}: {
  tournament: TournamentView
  onChanged: () => void
}) {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const translate = useMessage()
  const machine = useMemo(() => confirmActionWith(flows.joinTournament), [flows])
  const [snapshot, send] = useMachine(machine, {
    input: { request: { id: t0.id, locale: t0.locale } },
  })
  const done = snapshot.matches('done')
  const tournament = done ? (snapshot.context.result as TournamentView) : t0
  useEffect(() => {
    if (done) flows.notify(t`You joined the tournament.`)
  }, [done, flows, t])
  const asking = snapshot.matches('asking') || snapshot.matches('working')
  const capital = format.money(Number(tournament.capital), 'USDT')
  return (
    <>
      <Card
        title={tournament.name}
        headingLevel={2}
        actions={<PhaseBadge phase={tournament.phase} />}
      >
        <div className={styles.stack} lang={tournament.locale}>
          <Countdown tournament={tournament} onOver={onChanged} />
          <dl className={styles.facts}>
            <div>
              <dt>{t`Starts`}</dt>
              <dd>{format.dateTime(tournament.starts_at)}</dd>
            </div>
            <div>
              <dt>{t`Ends`}</dt>
              <dd>{format.dateTime(tournament.ends_at)}</dd>
            </div>
            <div>
              <dt>{t`Capital`}</dt>
              <dd>{capital}</dd>
            </div>
            <div>
              <dt>{t`Participants`}</dt>
              <dd>{format.number(tournament.participants)}</dd>
            </div>
          </dl>
          <Prizes prizes={tournament.prizes} />
          <h3 className={styles.subtitle}>{t`Rules`}</h3>
          <p className={styles.text}>{tournament.rules}</p>
          <RankingRules />
          {tournament.joined_at ? (
            <p className={styles.notice} role="status">
              <span>
                <Badge variant="positive">{t`Joined`}</Badge>{' '}
                {t`Paper bots you start from now until the end count toward your ROI.`}
              </span>
            </p>
          ) : (
            <div className={styles.stack}>
              {snapshot.matches('failed') ? (
                <p className={styles.notice} role="alert">
                  {t`You did not join: ${translate(errorMessageOf(snapshot.context.error))}`}
                </p>
              ) : null}
              <div className={styles.actions}>
                <Button
                  onPress={() => send({ type: 'confirm.open' })}
                >{t`Join the tournament`}</Button>
              </div>
            </div>
          )}
        </div>
      </Card>
      {/* A join remounts the board, so the user's row shows at once. */}
      <Board
        key={tournament.joined_at ?? 'not joined'}
        id={tournament.id}
        live={tournament.phase === 'current'}
      />
      <Modal
        size="sm"
        isOpen={asking}
        onOpenChange={(open) => (open ? undefined : send({ type: 'confirm.cancel' }))}
      >
        <ConfirmDialog
          title={t`Join ${tournament.name}?`}
          confirmLabel={t`Join`}
          isPending={snapshot.matches('working')}
          keepOpenOnConfirm
          onConfirm={() => send({ type: 'confirm.accept' })}
          onCancel={() => send({ type: 'confirm.cancel' })}
        >
          {t`Only Paper bots you start after joining and before the end count. Your nickname is shown on the leaderboard, never your email.`}
        </ConfirmDialog>
      </Modal>
    </>
  )
}

function Upcoming({ tournament }: { tournament: TournamentView }) {
  const format = useFormatter()
  const { t } = useLingui()
  const start = format.dateTime(tournament.starts_at)
  return (
    <Card title={tournament.name} actions={<PhaseBadge phase={tournament.phase} />}>
      <p className={styles.muted}>{t`Starts ${start}`}</p>
    </Card>
  )
}

function Past({
  tournament,
  shown,
  onShow,
}: {
  tournament: TournamentListResponse['past'][number]
  shown: boolean
  onShow: () => void
}) {
  const { t } = useLingui()
  const format = useFormatter()
  const end = format.dateTime(tournament.ends_at)
  return (
    <Card
      title={tournament.name}
      actions={tournament.awarded ? <Badge variant="positive">{t`Prizes paid`}</Badge> : null}
    >
      <div className={styles.stack}>
        <p className={styles.muted}>{t`Ended ${end}`}</p>
        {tournament.winners.length === 0 ? (
          <p className={styles.muted}>
            {tournament.participants > 0
              ? t`Nobody traded during the tournament, so nobody was ranked.`
              : t`Nobody took part.`}
          </p>
        ) : (
          <ol className={styles.stack} aria-label={t`Winners`}>
            {tournament.winners.map((w, i) => (
              // A shared place numbers its rows alike (1, 1, 3).
              <li key={i} value={w.rank} className={w.me ? styles.mine : undefined}>
                {w.nickname} · {format.percent(w.roi * 100, { signed: true })}
              </li>
            ))}
          </ol>
        )}
        <div>
          <Button variant="secondary" size="sm" onPress={onShow} isDisabled={shown}>
            {t`Show all results`}
          </Button>
        </div>
      </div>
    </Card>
  )
}
