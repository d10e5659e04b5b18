import type { ReactNode } from 'react'
import type { Wizard } from './useWizard'
import { WizardStepper } from './WizardStepper'
import styles from './create.module.css'

/** Every wizard page: the stepper above the step. */
export function WizardFrame({ wizard, children }: { wizard: Wizard; children: ReactNode }) {
  return (
    <div className={styles.wizard}>
      <WizardStepper current={wizard.step} onStepPress={wizard.goTo} />
      {children}
    </div>
  )
}
