import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { TRANSACTION_PASSWORD_LENGTH, TRANSFER_AMOUNT, WALLET_ASSET } from '@atb/contract'
import { Button, NumberField, PasswordField, TextField, useFormatter } from '@atb/ui'
import { FormAlert } from '../../account/FormAlert'
import type { FormBinding } from '../../account/useFormBinding'
import { usdt } from '../parts/figures'
import { StepHeading } from './StepHeading'
import type { TransferFormValues } from './types'
import styles from '../parts/assets.module.css'

export interface FillStepProps {
  form: FormBinding<TransferFormValues>
  available: string
  /** Back from the confirm step, or refused: focus returns to the first refused field, or the top. */
  returned: boolean
  /** Which run of the form this is: each return starts a new one. */
  visit: string | undefined
  onMax: () => void
}

/** Spec §3's internal transfer form: the recipient's user ID, the amount, the transaction password. */
export function FillStep({ form, available, returned, visit, onMax }: FillStepProps) {
  const { t } = useLingui()
  const format = useFormatter()
  const min = format.number(TRANSFER_AMOUNT.min)
  const max = format.number(TRANSFER_AMOUNT.max)
  const free = usdt(format, available)
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (!returned) return
    const refused = ref.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')
    ;(refused ?? ref.current?.querySelector<HTMLElement>('h2'))?.focus()
  }, [returned, visit])
  return (
    <form
      ref={ref}
      className={styles.stack}
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby="transfer-fill"
    >
      <StepHeading id="transfer-fill">{t`Send USDT to another account`}</StepHeading>
      <p className={styles.muted}>
        {t`Transfers between Auto Trading Bot accounts arrive at once and cost no fee.`}
      </p>
      <TextField
        {...form.field('destination_user_id')}
        label={t`Recipient’s user ID`}
        description={t`The recipient finds it on their Assets page.`}
        autoComplete="off"
      />
      <div className={styles.stack}>
        <NumberField
          {...form.number('amount')}
          label={t`Amount`}
          unit={WALLET_ASSET}
          hideStepper
          formatOptions={{ maximumFractionDigits: 6 }}
          description={t`From ${min} to ${max} ${WALLET_ASSET}.`}
        />
        <div className={styles.row}>
          <p className={styles.muted}>{t`Available: ${free}`}</p>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={form.isSubmitting}
            onPress={onMax}
            aria-label={t`Max: the whole available balance`}
          >
            {t`Max`}
          </Button>
        </div>
      </div>
      <PasswordField
        {...form.field('transaction_password')}
        label={t`Transaction password`}
        maxLength={TRANSACTION_PASSWORD_LENGTH}
        autoComplete="off"
      />
      <FormAlert tone="error">{form.formError}</FormAlert>
      <Button type="submit" isPending={form.isSubmitting}>
        {t`Continue`}
      </Button>
    </form>
  )
}
