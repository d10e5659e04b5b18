import { useEffect, useMemo } from 'react'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { PAPER_BALANCES } from '@atb/contract'
import { confirmActionWith, errorMessageOf } from '@atb/machines'
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Link,
  Modal,
  Skeleton,
  SkeletonGroup,
  useFormatter,
} from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useMessage } from '../../i18n/useMessage'
import { useResource } from '../account/useResource'
import { useLocalePath } from './venues'
import styles from './api.module.css'

/** Paper: always connected, its demo balances, and a reset refused while Paper bots hold funds. */
export function PaperCard() {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const translate = useMessage()
  const to = useLocalePath()
  const [balances, reload] = useResource(flows.loadPaperBalances, {})
  const machine = useMemo(() => confirmActionWith(flows.resetPaper), [flows])
  const [snapshot, send] = useMachine(machine, { input: { request: {} } })
  const asking = snapshot.matches('asking') || snapshot.matches('working')
  const { errorCode, error } = snapshot.context
  const done = snapshot.matches('done')

  useEffect(() => {
    if (!done) return
    flows.notify(t`The demo balance is reset.`)
    reload()
  }, [done, flows, reload, t])

  const amounts = Object.entries(PAPER_BALANCES)
    .map(([asset, amount]) => format.money(Number(amount), asset))
    .join(t`, `)

  return (
    <Card
      title={t`Paper`}
      headingLevel={2}
      actions={<Badge variant="positive">{t`Always connected`}</Badge>}
      aria-label={t`Paper`}
    >
      <div className={styles.stack}>
        <p className={styles.muted}>
          {t`Demo money for trying bots on every market. No real orders are sent.`}
        </p>
        {balances.status === 'loading' ? (
          <SkeletonGroup label={t`Loading the demo balance`}>
            <Skeleton lines={2} />
          </SkeletonGroup>
        ) : null}
        {balances.status === 'error' ? (
          <div className={styles.notice} data-tone="error" role="alert">
            <p>{t`The demo balance could not be loaded.`}</p>
            <p>
              <Button variant="secondary" size="sm" onPress={reload}>
                {t`Retry`}
              </Button>
            </p>
          </div>
        ) : null}
        {balances.status === 'done' ? (
          <table className={styles.balances} aria-label={t`Demo balance`}>
            <thead>
              <tr>
                <th scope="col">{t`Asset`}</th>
                <th scope="col">{t`Free`}</th>
                <th scope="col">{t`In bots`}</th>
              </tr>
            </thead>
            <tbody>
              {balances.data.balances.map((b) => (
                <tr key={b.asset}>
                  <th scope="row">{b.asset}</th>
                  <td>{format.money(Number(b.free), b.asset)}</td>
                  <td>{format.money(Number(b.in_bots), b.asset)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}

        {errorCode === 'paper_bots_active' ? (
          <div className={styles.notice} data-tone="error" role="alert">
            <p>{t`The demo balance was not reset: Paper bots still hold funds. Stop them first, then reset.`}</p>
            <p>
              <Link href={to('/bot')} variant="standalone">
                {t`Go to your bots`}
              </Link>
            </p>
          </div>
        ) : snapshot.matches('failed') ? (
          <p className={styles.notice} data-tone="error" role="alert">
            {t`The demo balance was not reset: ${translate(errorMessageOf(error))}`}
          </p>
        ) : null}

        <div className={styles.row}>
          <Button variant="secondary" onPress={() => send({ type: 'confirm.open' })}>
            {t`Reset demo balance`}
          </Button>
        </div>
      </div>
      <Modal
        size="sm"
        isOpen={asking}
        onOpenChange={(open) => (open ? undefined : send({ type: 'confirm.cancel' }))}
      >
        <ConfirmDialog
          title={t`Reset the demo balance?`}
          confirmLabel={t`Reset`}
          isPending={snapshot.matches('working')}
          keepOpenOnConfirm
          onConfirm={() => send({ type: 'confirm.accept' })}
          onCancel={() => send({ type: 'confirm.cancel' })}
        >
          {t`Your Paper balance goes back to ${amounts}. Stopped Paper bots keep their history.`}
        </ConfirmDialog>
      </Modal>
    </Card>
  )
}
