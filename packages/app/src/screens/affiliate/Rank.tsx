import { useId, useState } from 'react'
import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import {
  AFFILIATE_RANK_SIZE,
  affiliateRankOrders,
  type AffiliateRankOrder,
  type AffiliateRankRow,
} from '@atb/contract'
import {
  Badge,
  Card,
  EmptyState,
  Link,
  Segment,
  SegmentedControl,
  Table,
  useFormatter,
} from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { useResource } from '../account/useResource'
import styles from './affiliate.module.css'

type Row = AffiliateRankRow & { id: string }

/**
 * /affiliate/rank: the top affiliates by nickname only, by referees or by commission, with the
 * user's own place marked and answered also outside the list (decisions 061 and 065).
 */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const { locale } = splitLocale(useLocation().pathname)
  const [by, setBy] = useState<AffiliateRankOrder>('referees')
  const [rank, reload] = useResource(flows.loadAffiliateRank, { by })
  const orderId = useId()
  const data = rank.status === 'done' ? rank.data : null
  const rows: Row[] = (data?.items ?? []).map((row, i) => ({ ...row, id: `${i}` }))
  const orderName = (order: AffiliateRankOrder) =>
    order === 'referees' ? t`Invited friends` : t`Commission`
  const size = format.number(AFFILIATE_RANK_SIZE)
  const order = orderName(by)
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Affiliate rank`}</h1>
      <p className={styles.muted}>
        {t`The top ${size} affiliates. Others see you only by your nickname, never your email.`}{' '}
        <Link href={withLocale('/profile/edit', locale)}>{t`Change your nickname`}</Link>
      </p>
      <div className={styles.stack}>
        <span id={orderId} className={styles.muted}>{t`Rank by`}</span>
        <SegmentedControl
          aria-labelledby={orderId}
          selectedKey={by}
          onSelectionChange={(key) => setBy(key as AffiliateRankOrder)}
        >
          {affiliateRankOrders.map((order) => (
            <Segment key={order} id={order}>
              {orderName(order)}
            </Segment>
          ))}
        </SegmentedControl>
      </div>
      {data ? (
        <Card title={t`Your place`} headingLevel={2}>
          {data.me ? (
            <Mine row={data.me} />
          ) : (
            <p className={styles.muted}>
              {t`You are not ranked yet. Invite a friend to join the rank.`}{' '}
              <Link href={withLocale('/affiliate/invite', locale)}>{t`Invite friends`}</Link>
            </p>
          )}
        </Card>
      ) : null}
      <Table<Row>
        aria-label={t`Affiliate rank by ${order}`}
        stackOnNarrow
        isLoading={rank.status === 'loading'}
        error={rank.status === 'error' ? t`The rank could not be loaded.` : undefined}
        onRetry={reload}
        emptyState={
          <EmptyState
            size="sm"
            title={t`No affiliates yet`}
            description={t`Be the first: invite a friend and your nickname leads the rank.`}
          />
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
            id: 'referees',
            name: t`Invited`,
            numeric: true,
            cell: (r) => format.number(r.referees),
          },
          {
            id: 'commission',
            name: t`Commission`,
            numeric: true,
            cell: (r) => format.money(Number(r.commission), 'USDT'),
          },
        ]}
      />
      <p className={styles.muted}>
        {t`Affiliates with the same figures share a place; the earlier account is listed first.`}
      </p>
    </div>
  )
}

function Mine({ row }: { row: AffiliateRankRow }) {
  const { t } = useLingui()
  const format = useFormatter()
  const place = format.number(row.rank)
  const nickname = row.nickname
  const invited = format.number(row.referees)
  const commission = format.money(Number(row.commission), 'USDT')
  return (
    <p className={styles.mine}>
      <span>{t`Place ${place}: ${nickname}`}</span>
      <br />
      <span className={styles.muted}>{t`${invited} invited · ${commission} commission`}</span>
    </p>
  )
}
