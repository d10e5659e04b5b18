import { useLingui } from '@lingui/react/macro'
import type { TransferRecipientResponse } from '@atb/contract'
import { Button, useFormatter } from '@atb/ui'
import { FormAlert } from '../../account/FormAlert'
import { usdt } from '../parts/figures'
import { StepHeading } from './StepHeading'
import styles from '../parts/assets.module.css'

export interface ConfirmStepProps {
  recipient: TransferRecipientResponse
  amount: number
  available: string
  balanceAfter: string
  sending: boolean
  /** Why the last confirm failed; confirming again sends the same request, so money moves once. */
  error: string | null
  onBack: () => void
  onConfirm: () => void
}

/** Who gets the money (by nickname, as the server names the ID), how much, and what is left. */
export function ConfirmStep({
  recipient,
  amount,
  available,
  balanceAfter,
  sending,
  error,
  onBack,
  onConfirm,
}: ConfirmStepProps) {
  const { t } = useLingui()
  const format = useFormatter()
  return (
    <section className={styles.stack} aria-labelledby="transfer-confirm">
      <StepHeading id="transfer-confirm" focus>
        {t`Check the transfer`}
      </StepHeading>
      <dl className={styles.figures}>
        <div>
          <dt>{t`To`}</dt>
          <dd>{recipient.nickname}</dd>
        </div>
        <div>
          <dt>{t`Amount`}</dt>
          <dd className={styles.num}>{usdt(format, amount)}</dd>
        </div>
        <div>
          <dt>{t`Available now`}</dt>
          <dd className={styles.num}>{usdt(format, available)}</dd>
        </div>
        <div>
          <dt>{t`Balance after`}</dt>
          <dd className={styles.num}>{usdt(format, balanceAfter)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {t`Recipient’s user ID`}: <span className={styles.userId}>{recipient.user_id}</span>
      </p>
      <p
        className={styles.muted}
      >{t`A transfer cannot be undone. Check the nickname before you confirm.`}</p>
      <FormAlert tone="error">{error}</FormAlert>
      <div className={styles.actions}>
        <Button variant="secondary" isDisabled={sending} onPress={onBack}>
          {t`Back`}
        </Button>
        <Button isPending={sending} onPress={onConfirm}>
          {t`Confirm transfer`}
        </Button>
      </div>
    </section>
  )
}
