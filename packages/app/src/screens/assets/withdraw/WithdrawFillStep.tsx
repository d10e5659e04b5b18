import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { AlertTriangle } from 'lucide-react'
import {
  TRANSACTION_PASSWORD_LENGTH,
  WALLET_ASSET,
  type WalletBalanceResponse,
  type WithdrawalInfoResponse,
} from '@atb/contract'
import { withdrawTotal, type withdrawFormSchema, type FormValuesOf } from '@atb/machines'
import { Button, NumberField, PasswordField, TextField, useFormatter } from '@atb/ui'
import { FormAlert } from '../../account/FormAlert'
import type { FormBinding } from '../../account/useFormBinding'
import { AuthenticatorCodeField } from '../../account/ProofField'
import { usdt } from '../parts/figures'
import { StepHeading } from '../transfer/StepHeading'
import styles from './withdraw.module.css'
import assets from '../parts/assets.module.css'

export type WithdrawFormValues = FormValuesOf<typeof withdrawFormSchema>

export interface WithdrawFillStepProps {
  form: FormBinding<WithdrawFormValues>
  balance: WalletBalanceResponse
  info: WithdrawalInfoResponse
  /** Back from the confirm step, or refused: focus returns to the first refused field, or the top. */
  returned: boolean
  visit: string | undefined
  onMax: () => void
  /** Two-factor sign-in is on: a code from the authenticator app confirms it too. */
  twoFactor?: boolean
}

/** Spec §3's withdrawal form: amount, BEP20 address, transaction password; the fee shown live. */
export function WithdrawFillStep({
  form,
  balance,
  info,
  returned,
  visit,
  onMax,
  twoFactor = false,
}: WithdrawFillStepProps) {
  const { t } = useLingui()
  const format = useFormatter()
  const min = format.number(info.min)
  const max = format.number(info.max)
  const free = usdt(format, balance.available)
  const left = usdt(format, info.remaining_today)
  const fee = usdt(format, info.fee)
  const network = `${info.network} (${info.network_name})`
  const typed = form.context?.values.amount
  const amount = typeof typed === 'number' && Number.isFinite(typed) && typed > 0 ? typed : null
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (!returned) return
    const refused = ref.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')
    ;(refused ?? ref.current?.querySelector<HTMLElement>('h2'))?.focus()
  }, [returned, visit])
  return (
    <form
      ref={ref}
      className={assets.stack}
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby="withdraw-fill"
    >
      <StepHeading id="withdraw-fill">{t`Send USDT to an outside wallet`}</StepHeading>
      <p className={styles.warning} role="note">
        <AlertTriangle size={18} aria-hidden />
        <span>
          {t`Only ${network}. Make sure the receiving wallet or exchange accepts USDT on BEP20: USDT sent to an address on another network (TRC20, ERC20) is lost.`}
        </span>
      </p>
      <div className={assets.stack}>
        <NumberField
          {...form.number('amount')}
          label={t`Amount`}
          unit={WALLET_ASSET}
          hideStepper
          formatOptions={{ maximumFractionDigits: 6 }}
          description={t`From ${min} to ${max} ${WALLET_ASSET}. Left of today’s limit: ${left}.`}
        />
        <div className={assets.row}>
          <p className={assets.muted}>{t`Available: ${free}`}</p>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={form.isSubmitting}
            onPress={onMax}
            aria-label={t`Max: the most you can withdraw now, with the fee set aside`}
          >
            {t`Max`}
          </Button>
        </div>
      </div>
      <TextField
        {...form.field('to_address')}
        label={t`Withdrawal address`}
        description={t`A BEP20 address on BNB Smart Chain, starting with 0x. Paste it rather than typing it.`}
        autoComplete="off"
        spellCheck="false"
      />
      <dl className={styles.preview} aria-label={t`Fee and what arrives`} aria-live="polite">
        <div>
          <dt>{t`Withdrawal fee`}</dt>
          <dd>{fee}</dd>
        </div>
        <div>
          <dt>{t`You receive`}</dt>
          <dd data-strong>{amount === null ? '—' : usdt(format, amount)}</dd>
        </div>
        <div>
          <dt>{t`Taken from your balance`}</dt>
          <dd>{amount === null ? '—' : usdt(format, withdrawTotal(amount, info.fee))}</dd>
        </div>
      </dl>
      <PasswordField
        {...form.field('transaction_password')}
        label={t`Transaction password`}
        maxLength={TRANSACTION_PASSWORD_LENGTH}
        autoComplete="off"
      />
      {twoFactor ? <AuthenticatorCodeField {...form.field('totp_code')} /> : null}
      <FormAlert tone="error">{form.formError}</FormAlert>
      <Button type="submit" isPending={form.isSubmitting}>
        {t`Continue`}
      </Button>
    </form>
  )
}
