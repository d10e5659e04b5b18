import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { WithdrawalResponse } from '@atb/contract'
import { Button, useFormatter } from '@atb/ui'
import { useFlows } from '../../../services/FlowsContext'
import { usdt } from '../parts/figures'
import { StepHeading } from '../transfer/StepHeading'
import styles from './withdraw.module.css'
import assets from '../parts/assets.module.css'

/** The withdrawal is requested and its money held: what happens next, and where to follow it. */
export function WithdrawDoneStep({
  result,
  onAgain,
}: {
  result: WithdrawalResponse
  onAgain: () => void
}) {
  const { t } = useLingui()
  const format = useFormatter()
  const flows = useFlows()
  const w = result.withdrawal
  const amount = usdt(format, w.amount)
  const said = t`Withdrawal of ${amount} requested.`
  useEffect(() => flows.notify(said), [flows, said])
  return (
    <section className={assets.stack} aria-labelledby="withdraw-done">
      <StepHeading id="withdraw-done" focus>
        {t`Withdrawal requested`}
      </StepHeading>
      <p>{said}</p>
      <dl className={styles.preview}>
        <div>
          <dt>{t`To address`}</dt>
          <dd className={styles.mono}>{w.to_address}</dd>
        </div>
        <div>
          <dt>{t`Held from your balance`}</dt>
          <dd>{usdt(format, w.total)}</dd>
        </div>
        <div>
          <dt>{t`New available balance`}</dt>
          <dd>{usdt(format, result.balance.available)}</dd>
        </div>
        <div>
          <dt>{t`Time`}</dt>
          <dd>{format.dateTime(w.created_at)}</dd>
        </div>
      </dl>
      <p className={assets.muted}>
        {t`Next: our team approves it, it is sent on the chain, and it is confirmed. Follow each step in the history below. If it is refused, the held USDT comes back.`}
      </p>
      <div className={assets.actions}>
        <Button variant="secondary" onPress={onAgain}>
          {t`Make another withdrawal`}
        </Button>
      </div>
    </section>
  )
}
