import { useEffect } from 'react'
import { useMachine } from '@xstate/react'
import type { AnyStateMachine } from 'xstate'
import { useLingui } from '@lingui/react/macro'
import { PIN_LENGTH } from '@atb/contract'
import { Button, PinInput } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { FormAlert } from './FormAlert'
import { useFormBinding } from './useFormBinding'
import styles from './account.module.css'

interface PinField {
  name: string
  label: string
}

/** The PIN create and change screens: masked 6-digit cells bound to a PIN form machine. */
export function PinForm({ machine, fields, submitLabel, doneText }: {
  machine: AnyStateMachine
  fields: PinField[]
  submitLabel: string
  doneText: string
}) {
  const { t } = useLingui()
  const flows = useFlows()
  const [, , actor] = useMachine(machine, { input: {} })
  const form = useFormBinding(actor)
  useEffect(() => {
    if (form.isSuccess) flows.notify(doneText)
  }, [form.isSuccess, flows, doneText])
  return (
    <div className={styles.page}>
      {form.isSuccess ? <FormAlert tone="success">{doneText}</FormAlert> : null}
      <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={submitLabel}>
        <p className={styles.muted}>{t`Your PIN is ${PIN_LENGTH} digits. It confirms withdrawals and other sensitive actions.`}</p>
        {fields.map((f) => (
          <PinInput key={f.name} {...form.pin(f.name)} label={f.label} length={PIN_LENGTH} isMasked />
        ))}
        <FormAlert tone="error">{form.formError}</FormAlert>
        <Button type="submit" isPending={form.isSubmitting} isDisabled={form.isSuccess}>
          {submitLabel}
        </Button>
      </form>
    </div>
  )
}
