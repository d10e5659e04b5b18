import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import type { KeyedExchange } from '@atb/contract'
import { exchangeKeyMachine } from '@atb/machines'
import { Button, Link, PasswordField, Spinner, TextField } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useFormBinding } from '../account/useFormBinding'
import { venueName, useLocalePath } from './venues'
import { AuthenticatorCodeField } from '../account/ProofField'
import styles from './api.module.css'

export interface KeyFormProps {
  exchange: KeyedExchange
  /** Connect a venue (or re-enable a disabled one), or replace the key of a connected one. */
  mode: 'connect' | 'update'
}

/** The message id of a form-level refusal, which picks the advice shown under it. */
const idOf = (message: unknown) =>
  typeof message === 'object' && message !== null ? (message as { id?: string }).id : undefined

/**
 * The spec's exchange key form. The server checks the key with the exchange before saving it, so
 * the wait says so, and every refusal says what to do next; nothing is saved when it fails.
 */
export function KeyForm({ exchange, mode }: KeyFormProps) {
  const { t } = useLingui()
  const flows = useFlows()
  const navigate = useNavigate()
  const to = useLocalePath()
  const venue = venueName[exchange]
  const machine = useMemo(
    () =>
      exchangeKeyMachine.provide({
        actors: { submit: mode === 'connect' ? flows.connectExchange : flows.updateExchange },
      }),
    [flows, mode],
  )
  const { user } = useSyncExternalStore(flows.store.subscribe, flows.store.get)
  const twoFactor = user?.two_factor_enabled ?? false
  const [, , actor] = useMachine(machine, {
    input: { values: { exchange_name: exchange }, context: { two_factor: twoFactor } },
  })
  const form = useFormBinding(actor)
  const done = mode === 'connect' ? t`${venue} is connected.` : t`Your ${venue} key was replaced.`

  useEffect(() => {
    if (!form.isSuccess) return
    flows.notify(done)
    void navigate(to('/api'))
  }, [form.isSuccess, flows, done, navigate, to])

  const refusal = idOf(form.context?.formError)
  const advice: Record<string, string> = {
    'error.exchangeKeyWithdrawal': t`At ${venue}, edit this key and untick the withdrawal permission, or make a new key with the steps below. Then enter it here again. Nothing was saved.`,
    'error.exchangeKeyCannotTrade': t`At ${venue}, edit this key and turn on spot trading, then enter it here again. Nothing was saved.`,
    'error.exchangeUnreachable': t`Your key may be fine. Try again in a few minutes; if it keeps failing, check ${venue}’s status page.`,
    'error.exchangeCheckFailed': t`Your key may be fine. Try again in a few minutes; if it keeps failing, make a new key with the steps below.`,
  }
  const fieldRefused = Boolean(form.errorOf('api_key')) && !form.isSubmitting
  const oanda = exchange === 'oanda'

  return (
    <form
      className={styles.form}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={mode === 'connect' ? t`Connect ${venue}` : t`Replace the ${venue} key`}
    >
      <TextField
        {...form.field('api_key')}
        label={oanda ? t`Account ID` : t`API key`}
        autoComplete="off"
        spellCheck="false"
      />
      <PasswordField
        {...form.field('secret_key')}
        label={oanda ? t`Personal access token` : t`Secret key`}
        autoComplete="off"
      />
      {exchange === 'okx' ? (
        <PasswordField
          {...form.field('passphrase')}
          label={t`Passphrase`}
          description={t`The passphrase you set when you created this key at OKX.`}
          autoComplete="off"
        />
      ) : null}
      {twoFactor ? <AuthenticatorCodeField {...form.field('totp_code')} /> : null}

      {form.isSubmitting ? (
        <p className={styles.row} role="status">
          <Spinner size="sm" label={null} />
          {t`Checking your key with ${venue}…`}
        </p>
      ) : null}
      {form.formError && !form.isSubmitting ? (
        <div className={styles.notice} data-tone="error" role="alert">
          <p>{form.formError}</p>
          {refusal && advice[refusal] ? <p>{advice[refusal]}</p> : null}
          {refusal === 'error.exchangeNotConnected' ? (
            <p>
              <Link href={to(`/api/connect/${exchange}`)} variant="standalone">
                {t`Connect ${venue} instead`}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      {fieldRefused ? (
        <p
          className={styles.muted}
        >{t`Nothing was saved. Copy the key again without spaces and try once more.`}</p>
      ) : null}

      <div className={styles.row}>
        <Button type="submit" isPending={form.isSubmitting} isDisabled={form.isSuccess}>
          {mode === 'connect' ? t`Check and connect` : t`Check and replace`}
        </Button>
        <Link href={to('/api')} variant="standalone">
          {t`Cancel`}
        </Link>
      </div>
    </form>
  )
}
