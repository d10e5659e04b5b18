import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Check } from 'lucide-react'
import { Button as RACButton } from 'react-aria-components'
import styles from './Stepper.module.css'

export interface StepperStep {
  /** Stable key, e.g. "market". */
  id: string
  /** Visible step name, e.g. "Market". */
  label: ReactNode
}

export interface StepperProps {
  /** The steps in order. */
  steps: readonly StepperStep[]
  /** The id of the step the user is on; steps before it count as completed. */
  currentStep: string
  /** horizontal shows every step; compact shows "Step 2 of 4" with a bar, for phones. */
  variant?: 'horizontal' | 'compact'
  /** Called with a completed step's id when the user presses it to go back. Omit to make steps static. */
  onStepPress?: (id: string) => void
  /** Accessible name of the whole stepper. */
  'aria-label'?: string
}

/** Wizard progress, e.g. Market → Theme → Strategy → Setup. */
export function Stepper({
  steps,
  currentStep,
  variant = 'horizontal',
  onStepPress,
  ...props
}: StepperProps) {
  const { t } = useLingui()
  const currentIndex = Math.max(
    0,
    steps.findIndex((s) => s.id === currentStep),
  )
  const label = props['aria-label'] ?? t`Progress`

  if (variant === 'compact') {
    const current = steps[currentIndex]
    const position = currentIndex + 1
    const total = steps.length
    return (
      <nav aria-label={label} className={styles.compact}>
        <p className={styles.compactText}>
          <span className={styles.compactCount}>{t`Step ${position} of ${total}`}</span>
          <span aria-current="step" className={styles.compactLabel}>
            {current?.label}
          </span>
        </p>
        <div className={styles.segments} aria-hidden>
          {steps.map((s, i) => (
            <span key={s.id} className={styles.segment} data-state={stateOf(i, currentIndex)} />
          ))}
        </div>
      </nav>
    )
  }

  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {steps.map((step, i) => {
          const state = stateOf(i, currentIndex)
          const marker = (
            <>
              <span className={styles.marker} aria-hidden>
                {state === 'completed' ? <Check size={14} strokeWidth={3} /> : i + 1}
              </span>
              <span className={styles.label}>{step.label}</span>
              {state === 'completed' ? (
                <span className={styles.hidden}>{t`(completed)`}</span>
              ) : null}
            </>
          )
          return (
            <li
              key={step.id}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'completed' && onStepPress ? (
                <RACButton className={styles.content} onPress={() => onStepPress(step.id)}>
                  {marker}
                </RACButton>
              ) : (
                <span className={styles.content}>{marker}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

function stateOf(index: number, current: number): 'completed' | 'current' | 'upcoming' {
  return index < current ? 'completed' : index === current ? 'current' : 'upcoming'
}
