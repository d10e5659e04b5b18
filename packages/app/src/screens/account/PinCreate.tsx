import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { useFlows } from '../../services/FlowsContext'
import { PinForm } from './PinForm'
import { useFormBinding } from './useFormBinding'

/** /profile/pincode/create */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const [, , actor] = useMachine(flows.pinCreate, { input: {} })
  const form = useFormBinding(actor)
  return (
    <PinForm
      form={form}
      fields={[
        { name: 'pin', label: t`New PIN` },
        { name: 'confirm_pin', label: t`Confirm PIN` },
      ]}
      submitLabel={t`Create PIN`}
      doneText={t`PIN created.`}
    />
  )
}
