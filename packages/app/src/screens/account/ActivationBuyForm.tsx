import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useMachine } from '@xstate/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  activationTotal,
  isShortOf,
  TRANSACTION_PASSWORD_LENGTH,
  type ActivationBuyResponse,
  type ActivationPlansResponse,
  type WalletBalanceResponse,
} from '@atb/contract'
import { Button, Link, NumberField, PasswordField, Radio, RadioGroup, useFormatter } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { FormAlert } from './FormAlert'
import { useFormBinding } from './useFormBinding'
import styles from './account.module.css'

/**
 * The quantity form (decision 060): a plan, how many codes, and the transaction password. The
 * button names the total, so paying takes no extra confirm step.
 */
export function ActivationBuyForm({
  plans,
  wallet,
  onBought,
}: {
  plans: ActivationPlansResponse
  /** Null while the balance is loading or could not be loaded: the form still works. */
  wallet: WalletBalanceResponse | null
  onBought: (result: ActivationBuyResponse) => void
}) {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const { locale } = splitLocale(useLocation().pathname)
  const [, , actor] = useMachine(flows.activationBuy, {
    input: { values: { request_id: flows.nonce() } },
  })
  const form = useFormBinding(actor)
  const values = form.context?.values
  const plan = plans.plans.find((p) => p.id === values?.plan) ?? plans.plans[0]
  const quantity = Number.isInteger(values?.quantity) ? Number(values?.quantity) : 0
  const total = plan ? activationTotal(plan.price, quantity) : '0'
  const short = wallet !== null && isShortOf(wallet.available, total)
  const result = form.context?.result

  useEffect(() => {
    if (form.isSuccess && result) onBought(result)
  }, [form.isSuccess, result, onBought])

  const usdt = (value: string) => format.money(Number(value), 'USDT')
  return (
    <form
      className={styles.form}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t`Buy activation codes`}
    >
      <RadioGroup
        label={t`Plan`}
        value={values?.plan ?? null}
        onChange={(value) => form.change('plan', value as NonNullable<typeof values>['plan'])}
        isDisabled={form.isSubmitting}
        isInvalid={Boolean(form.errorOf('plan'))}
        errorMessage={form.errorOf('plan')}
      >
        {plans.plans.map((p) => (
          <Radio
            key={p.id}
            value={p.id}
            description={t`${usdt(String(Number(p.price) / p.days))} a day`}
          >
            {t`${plural(p.days, { one: '# day', other: '# days' })}: ${usdt(p.price)}`}
          </Radio>
        ))}
      </RadioGroup>
      <NumberField
        {...form.number('quantity')}
        label={t`Quantity`}
        description={t`${plans.quantity.min} to ${plans.quantity.max} codes in one purchase.`}
        step={1}
      />
      <p className={styles.total} aria-live="polite">
        {t`Total: ${usdt(total)}`}
      </p>
      {wallet ? (
        <p className={styles.muted}>
          {t`Available in your wallet: ${usdt(wallet.available)}`}{' '}
          {short ? (
            <Link href={withLocale('/assets/deposit', locale)} variant="inline">
              {t`Deposit USDT`}
            </Link>
          ) : null}
        </p>
      ) : null}
      {short ? (
        <FormAlert tone="error">{t`Your wallet holds less than the total. Deposit USDT or buy fewer codes.`}</FormAlert>
      ) : null}
      <PasswordField
        {...form.field('transaction_password')}
        label={t`Transaction password`}
        description={t`${TRANSACTION_PASSWORD_LENGTH} characters, the one that confirms transfers.`}
        maxLength={TRANSACTION_PASSWORD_LENGTH}
        autoComplete="off"
      />
      <FormAlert tone="error">{form.formError}</FormAlert>
      <Button type="submit" isPending={form.isSubmitting}>
        {t`Pay ${usdt(total)}`}
      </Button>
    </form>
  )
}
