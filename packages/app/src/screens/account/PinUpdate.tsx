import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { useFlows } from '../../services/FlowsContext'
import { PinForm } from './PinForm'
import { useFormBinding } from './useFormBinding'

/** /profile/pincode/update */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const [, , actor] = useMachine(flows.pinUpdate, { input: {} })
  const form = useFormBinding(actor)
  return (
    <PinForm
      form={form}
      fields={[
        { name: 'old_pin', label: t`Current PIN` },
        { name: 'new_pin', label: t`New PIN` },
        { name: 'confirm_new_pin', label: t`Confirm new PIN` },
      ]}
      submitLabel={t`Change PIN`}
      doneText={t`PIN changed.`}
    />
  )
}
