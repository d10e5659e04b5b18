import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link as RACLink } from 'react-aria-components'
import type { TransferResponse } from '@atb/contract'
import { Button, useFormatter } from '@atb/ui'
import { useFlows } from '../../../services/FlowsContext'
import { usdt } from '../parts/figures'
import { useWalletLabels } from '../parts/labels'
import { StepHeading } from './StepHeading'
import styles from '../parts/assets.module.css'

/** The transfer went through: to whom, how much, the new balance, and where to go next. */
export function DoneStep({ result, onAgain }: { result: TransferResponse; onAgain: () => void }) {
  const { t } = useLingui()
  const format = useFormatter()
  const flows = useFlows()
  const labels = useWalletLabels()
  const amount = usdt(format, result.amount)
  const nickname = result.recipient.nickname
  const said = t`You sent ${amount} to ${nickname}.`
  useEffect(() => flows.notify(said), [flows, said])
  return (
    <section className={styles.stack} aria-labelledby="transfer-done">
      <StepHeading id="transfer-done" focus>
        {t`Transfer sent`}
      </StepHeading>
      <p>{said}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{t`To`}</dt>
          <dd>{nickname}</dd>
        </div>
        <div>
          <dt>{t`Amount`}</dt>
          <dd className={styles.num}>{amount}</dd>
        </div>
        <div>
          <dt>{t`New available balance`}</dt>
          <dd className={styles.num}>{usdt(format, result.balance.available)}</dd>
        </div>
        <div>
          <dt>{t`Time`}</dt>
          <dd>{format.dateTime(result.time)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <RACLink
          href={`${labels.href('/assets')}?type=transfer_out`}
          className={styles.action}
          data-variant="primary"
        >
          {t`See it in your history`}
        </RACLink>
        <Button variant="secondary" onPress={onAgain}>
          {t`Make another transfer`}
        </Button>
      </div>
    </section>
  )
}
