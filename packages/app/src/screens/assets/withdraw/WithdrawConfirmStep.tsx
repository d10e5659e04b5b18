import { useLingui } from '@lingui/react/macro'
import { AlertTriangle } from 'lucide-react'
import type { WithdrawalInfoResponse } from '@atb/contract'
import { withdrawTotal, type WithdrawDetails } from '@atb/machines'
import { fromUnits, toUnits } from '@atb/machines'
import { Button, useFormatter } from '@atb/ui'
import { FormAlert } from '../../account/FormAlert'
import { usdt } from '../parts/figures'
import { StepHeading } from '../transfer/StepHeading'
import styles from './withdraw.module.css'
import assets from '../parts/assets.module.css'

export interface WithdrawConfirmStepProps {
  details: WithdrawDetails
  info: WithdrawalInfoResponse
  available: string
  sending: boolean
  /** Why the last confirm failed; confirming again sends the same request, so money is held once. */
  error: string | null
  onBack: () => void
  onConfirm: () => void
}

/** Where the money goes, on which network, the fee, what arrives and what stays available. */
export function WithdrawConfirmStep({
  details,
  info,
  available,
  sending,
  error,
  onBack,
  onConfirm,
}: WithdrawConfirmStepProps) {
  const { t } = useLingui()
  const format = useFormatter()
  const total = withdrawTotal(details.amount, info.fee)
  const after = fromUnits(toUnits(available) - toUnits(total))
  return (
    <section className={assets.stack} aria-labelledby="withdraw-confirm">
      <StepHeading id="withdraw-confirm" focus>
        {t`Check the withdrawal`}
      </StepHeading>
      <dl className={styles.preview}>
        <div>
          <dt>{t`To address`}</dt>
          <dd className={styles.mono} data-testid="withdraw-confirm-address">
            {details.to_address}
          </dd>
        </div>
        <div>
          <dt>{t`Network`}</dt>
          <dd>{`${info.network} (${info.network_name})`}</dd>
        </div>
        <div>
          <dt>{t`You receive`}</dt>
          <dd data-strong>{usdt(format, details.amount)}</dd>
        </div>
        <div>
          <dt>{t`Withdrawal fee`}</dt>
          <dd>{usdt(format, info.fee)}</dd>
        </div>
        <div>
          <dt>{t`Taken from your balance`}</dt>
          <dd>{usdt(format, total)}</dd>
        </div>
        <div>
          <dt>{t`Available after`}</dt>
          <dd>{usdt(format, after)}</dd>
        </div>
      </dl>
      <p className={styles.warning} role="note">
        <AlertTriangle size={18} aria-hidden />
        <span>
          {t`A withdrawal sent on the chain cannot be reversed. Check the address character by character.`}
        </span>
      </p>
      <p className={assets.muted}>
        {t`The amount and fee are held at once. Our team reviews each withdrawal before it is sent; you can cancel it until then.`}
      </p>
      <FormAlert tone="error">{error}</FormAlert>
      <div className={assets.actions}>
        <Button variant="secondary" isDisabled={sending} onPress={onBack}>
          {t`Back`}
        </Button>
        <Button isPending={sending} onPress={onConfirm}>
          {t`Confirm withdrawal`}
        </Button>
      </div>
    </section>
  )
}
