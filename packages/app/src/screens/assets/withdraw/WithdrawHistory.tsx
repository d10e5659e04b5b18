import { useEffect, useMemo, useRef } from 'react'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import type { WithdrawalHistoryResponse, WithdrawalStatus, WithdrawalView } from '@atb/contract'
import { confirmActionWith, errorMessageOf } from '@atb/machines'
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Modal,
  ProgressBar,
  Skeleton,
  SkeletonGroup,
  useFormatter,
} from '@atb/ui'
import { useFlows } from '../../../services/FlowsContext'
import { useMessage } from '../../../i18n/useMessage'
import { usdt } from '../parts/figures'
import { useRefreshing } from '../parts/useRefreshing'
import styles from './withdraw.module.css'
import assets from '../parts/assets.module.css'

/** How often the history is asked again while the page is open: withdrawals move on. */
export const WITHDRAW_REFRESH_MS = 3000

/** The account's withdrawals, newest first, each with its status, transaction and fee. */
export function WithdrawHistory({ reload }: { reload: number }) {
  const { t } = useLingui()
  const flows = useFlows()
  const [history, retry] = useRefreshing<
    WithdrawalHistoryResponse,
    { page: number; page_size: number }
  >(flows.loadWithdrawals, { page: 1, page_size: 20 }, WITHDRAW_REFRESH_MS)
  const seen = useRef(reload)
  useEffect(() => {
    if (reload === seen.current) return
    seen.current = reload
    retry()
  }, [reload, retry])
  return (
    <section className={assets.stack} aria-labelledby="withdraw-history-title">
      <h2 className={assets.sectionTitle} id="withdraw-history-title">
        {t`Withdrawal history`}
      </h2>
      {history.status === 'error' ? (
        <EmptyState
          title={t`Your withdrawals could not be loaded`}
          description={t`Check your connection and try again.`}
          actionLabel={t`Try again`}
          onAction={retry}
        />
      ) : history.status === 'loading' ? (
        <SkeletonGroup label={t`Loading your withdrawals`}>
          <Skeleton shape="rect" height={96} />
          <Skeleton shape="rect" height={96} />
        </SkeletonGroup>
      ) : history.data.items.length === 0 ? (
        <EmptyState
          title={t`No withdrawals yet`}
          description={t`Your withdrawals appear here with each step: requested, approved, sent and confirmed.`}
        />
      ) : (
        <ul className={styles.list}>
          {history.data.items.map((w) => (
            <WithdrawalRow key={w.id} withdrawal={w} onChanged={retry} />
          ))}
        </ul>
      )}
    </section>
  )
}

function useStatusLabel() {
  const { t } = useLingui()
  const labels: Record<WithdrawalStatus, string> = {
    requested: t`Waiting for approval`,
    approved: t`Approved, sending`,
    sent: t`Sent, confirming`,
    confirmed: t`Confirmed`,
    rejected: t`Rejected: refunded`,
    failed: t`Failed: refunded`,
    cancelled: t`Cancelled: refunded`,
  }
  return (status: WithdrawalStatus) => labels[status]
}

function WithdrawalRow({
  withdrawal: w,
  onChanged,
}: {
  withdrawal: WithdrawalView
  onChanged: () => void
}) {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useStatusLabel()
  const short = `${w.to_address.slice(0, 8)}…${w.to_address.slice(-6)}`
  const fee = usdt(f, w.fee)
  const confirmations = w.confirmations
  const required = w.required
  return (
    <li className={styles.item} data-status={w.status} data-testid="withdrawal-row">
      <div className={styles.row}>
        <strong className={styles.amount}>{usdt(f, w.amount)}</strong>
        <span className={styles.badge} data-status={w.status}>
          {label(w.status)}
        </span>
      </div>
      <div className={styles.row}>
        <span className={styles.muted}>
          {t`To`}{' '}
          <span className={styles.mono} title={w.to_address}>
            {short}
          </span>
          {' · '}
          {t`Fee ${fee}`}
        </span>
        <time className={styles.muted} dateTime={w.created_at}>
          {f.dateTime(w.created_at)}
        </time>
      </div>
      {w.status === 'sent' ? (
        <ProgressBar
          size="sm"
          minValue={0}
          maxValue={required}
          value={confirmations}
          valueLabel={t`${confirmations} of ${required} confirmations`}
          aria-label={t`Confirmations`}
          hideValue
        />
      ) : null}
      {w.tx_hash ? (
        <p className={styles.muted}>
          {t`Transaction`}{' '}
          <span className={styles.mono} data-testid="withdrawal-tx">
            {w.tx_hash}
          </span>
        </p>
      ) : null}
      {w.reason ? <p className={styles.muted}>{t`Reason: ${w.reason}`}</p> : null}
      {w.status === 'requested' ? <CancelWithdrawal withdrawal={w} onDone={onChanged} /> : null}
    </li>
  )
}

/** A withdrawal no one has approved yet can be taken back; its held USDT returns at once. */
function CancelWithdrawal({
  withdrawal: w,
  onDone,
}: {
  withdrawal: WithdrawalView
  onDone: () => void
}) {
  const { t } = useLingui()
  const flows = useFlows()
  const f = useFormatter()
  const translate = useMessage()
  const machine = useMemo(() => confirmActionWith(flows.cancelWithdrawal), [flows])
  const [snapshot, send] = useMachine(machine, { input: { request: { id: w.id } } })
  const done = snapshot.matches('done')
  const total = usdt(f, w.total)
  useEffect(() => {
    if (!done) return
    flows.notify(t`Withdrawal cancelled: ${total} is back in your balance.`)
    onDone()
  }, [done, flows, onDone, t, total])
  return (
    <div className={styles.row}>
      {snapshot.matches('failed') ? (
        <p className={styles.muted} role="alert">
          {t`Not cancelled: ${translate(errorMessageOf(snapshot.context.error))}`}
        </p>
      ) : (
        <span />
      )}
      <Button variant="secondary" size="sm" onPress={() => send({ type: 'confirm.open' })}>
        {t`Cancel withdrawal`}
      </Button>
      <Modal
        size="sm"
        isOpen={snapshot.matches('asking') || snapshot.matches('working')}
        onOpenChange={(open) => (open ? undefined : send({ type: 'confirm.cancel' }))}
      >
        <ConfirmDialog
          title={t`Cancel this withdrawal?`}
          confirmLabel={t`Cancel withdrawal`}
          cancelLabel={t`Keep it`}
          isPending={snapshot.matches('working')}
          keepOpenOnConfirm
          onConfirm={() => send({ type: 'confirm.accept' })}
          onCancel={() => send({ type: 'confirm.cancel' })}
        >
          {t`${total} returns to your available balance at once.`}
        </ConfirmDialog>
      </Modal>
    </div>
  )
}
