import { useLingui } from '@lingui/react/macro'
import { useFlows } from '../../services/FlowsContext'
import { PinForm } from './PinForm'

/** /profile/pincode/create */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  return (
    <PinForm
      machine={flows.pinCreate}
      fields={[
        { name: 'pin', label: t`New PIN` },
        { name: 'confirm_pin', label: t`Confirm PIN` },
      ]}
      submitLabel={t`Create PIN`}
      doneText={t`PIN created.`}
    />
  )
}
