import { useLingui } from '@lingui/react/macro'
import { PIN_LENGTH } from '@atb/contract'
import type { FormValues } from '@atb/machines'
import { PinInput } from '@atb/ui'
import { SettingsForm } from './SettingsForm'
import type { FormBinding, TextFieldName } from './useFormBinding'

/** The PIN create and change screens: masked 6-digit cells bound to a PIN form machine. */
export function PinForm<V extends FormValues, R>({
  form,
  fields,
  submitLabel,
  doneText,
}: {
  form: FormBinding<V, R>
  fields: { name: TextFieldName<V>; label: string }[]
  submitLabel: string
  doneText: string
}) {
  const { t } = useLingui()
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
