import { useMachine } from '@xstate/react'
import type { AnyStateMachine } from 'xstate'
import { useLingui } from '@lingui/react/macro'
import { PIN_LENGTH } from '@atb/contract'
import { PinInput } from '@atb/ui'
import { SettingsForm } from './SettingsForm'
import { useFormBinding } from './useFormBinding'

interface PinField {
  name: string
  label: string
}

/** The PIN create and change screens: masked 6-digit cells bound to a PIN form machine. */
export function PinForm({
  machine,
  fields,
  submitLabel,
  doneText,
}: {
  machine: AnyStateMachine
  fields: PinField[]
  submitLabel: string
  doneText: string
}) {
  const { t } = useLingui()
  const [, , actor] = useMachine(machine, { input: {} })
  const form = useFormBinding(actor)
  return (
    <SettingsForm
      form={form}
      label={submitLabel}
      submitLabel={submitLabel}
      doneText={doneText}
      intro={t`Your PIN is ${PIN_LENGTH} digits. It confirms withdrawals and other sensitive actions.`}
    >
      {fields.map((f) => (
        <PinInput key={f.name} {...form.pin(f.name)} label={f.label} length={PIN_LENGTH} isMasked />
      ))}
    </SettingsForm>
  )
}
