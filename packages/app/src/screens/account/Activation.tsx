import { useEffect } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { ACTIVATION_CODE_LENGTH } from '@atb/contract'
import { Button, EmptyState, Link, Skeleton, SkeletonGroup, TextField } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { FormAlert } from './FormAlert'
import { SubscriptionStatus } from './SubscriptionStatus'
import { useFormBinding } from './useFormBinding'
import { useResource } from './useResource'
import styles from './account.module.css'

/** /profile/activation: the current status, and a code to redeem for more days. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const { locale } = splitLocale(useLocation().pathname)
  const [status, reload] = useResource(flows.loadSubscription, undefined)
  // "Redeem now" on a bought code opens this page with the code filled in.
  const [params] = useSearchParams()
  const given = params.get('code')
  const [, , actor] = useMachine(flows.activation, {
    input: given ? { values: { code: given } } : {},
  })
  const form = useFormBinding(actor)
  const redeemed = form.context?.result

  useEffect(() => {
    if (!form.isSuccess || !redeemed) return
    flows.notify(t`Code redeemed: ${redeemed.days_added} days added.`)
    reload()
  }, [form.isSuccess, redeemed, flows, t, reload])

  return (
    <div className={styles.page}>
      {status.status === 'loading' ? (
        <SkeletonGroup label={t`Loading your subscription`}>
          <Skeleton shape="rect" height={96} />
        </SkeletonGroup>
      ) : null}
      {status.status === 'error' ? (
        <EmptyState
          title={t`Your subscription could not be loaded`}
          description={t`Check your connection and try again.`}
          actionLabel={t`Try again`}
          onAction={reload}
        />
      ) : null}
      {status.status === 'done' ? <SubscriptionStatus status={status.data} /> : null}
      {form.isSuccess && redeemed ? (
        <FormAlert tone="success">{t`Code redeemed: ${redeemed.days_added} days added.`}</FormAlert>
      ) : (
        <form
          className={styles.form}
          onSubmit={form.onSubmit}
          noValidate
          aria-label={t`Redeem an activation code`}
        >
          <TextField
            {...form.field('code')}
            label={t`Activation code`}
            description={t`${ACTIVATION_CODE_LENGTH} characters, as printed on your code.`}
            autoComplete="off"
          />
          <FormAlert tone="error">{form.formError}</FormAlert>
          <Button type="submit" isPending={form.isSubmitting}>
            {t`Redeem code`}
          </Button>
        </form>
      )}
      <Link href={withLocale('/profile/activation/buy', locale)} variant="standalone">
        {t`Buy codes with your wallet`}
      </Link>
    </div>
  )
}
