import { useLingui } from '@lingui/react/macro'
import { Stepper } from '@atb/ui'
import { wizardSteps, type WizardStep } from '@atb/machines'
import styles from './create.module.css'

/**
 * Where the user is in the wizard. Completed steps go back to that step (values are kept). Both
 * variants are rendered and CSS shows one: the compact one where the page is under 600 px wide.
 */
export function WizardStepper({
  current,
  onStepPress,
}: {
  current: WizardStep
  onStepPress: (step: WizardStep) => void
}) {
  const { t } = useLingui()
  const labels: Record<WizardStep, string> = {
    market: t`Market`,
    theme: t`Theme`,
    strategy: t`Strategy`,
    setup: t`Setup`,
    review: t`Review`,
  }
  const steps = wizardSteps.map((id) => ({ id, label: labels[id] }))
  const props = {
    steps,
    currentStep: current,
    onStepPress: (id: string) => onStepPress(id as WizardStep),
    'aria-label': t`Bot wizard steps`,
  }
  return (
    <>
      <div className={styles.wide}>
        <Stepper {...props} />
      </div>
      <div className={styles.narrow}>
        <Stepper {...props} variant="compact" />
      </div>
    </>
  )
}
