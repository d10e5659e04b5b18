import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button, Card, VisuallyHidden } from '@atb/ui'
import type { ConfigChange } from '@atb/contract'
import type { FormMessage } from '@atb/machines'
import { useMessage } from '../../../i18n/useMessage'
import { PlanReview, type PlanReviewProps } from './PlanReview'
import { useChangeLines } from './useChangeLines'
import styles from './update.module.css'

export interface ChangeReviewProps {
  changes: readonly ConfigChange[]
  quote: string
  /** The orders saving sends (none to show when nothing changed). */
  plan: Omit<PlanReviewProps, 'onRetry'>
  saving: boolean
  /** The last save got no answer: the same changes can be sent again. */
  failure: FormMessage | null
  onBack: () => void
  onConfirm: () => void
  onRetryPlan: () => void
}

/**
 * What the update changes, old value struck through, new beside it; then the orders saving
 * sends (decision 088), and the confirm, which waits for them.
 */
export function ChangeReview({
  changes,
  quote,
  plan,
  saving,
  failure,
  onBack,
  onConfirm,
  onRetryPlan,
}: ChangeReviewProps) {
  const { t } = useLingui()
  const translate = useMessage()
  const lines = useChangeLines(changes, quote)
  const heading = useRef<HTMLHeadingElement>(null)
  // Focus follows the step, so a screen reader hears the review rather than a vanished button.
  useEffect(() => heading.current?.focus(), [])
  const empty = lines.length === 0
  return (
    <section className={styles.form} aria-labelledby="update-review-title">
      <h2 id="update-review-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t`Review the changes`}
      </h2>
      {failure ? (
        <p className={styles.alert} role="alert">
          {translate(failure)}
        </p>
      ) : null}
      <Card>
        {empty ? (
          <p
            className={styles.hint}
          >{t`Nothing changed: the bot already runs with these settings.`}</p>
        ) : (
          <dl className={styles.changes} aria-label={t`Changes`}>
            {lines.map((line) => (
              <div key={line.field} className={styles.change}>
                <dt>{line.label}</dt>
                <dd>
                  <span className={styles.from}>
                    <VisuallyHidden>{t`from`} </VisuallyHidden>
                    {line.from}
                  </span>{' '}
                  <span aria-hidden="true">→</span>
                  <VisuallyHidden> {t`to`}</VisuallyHidden> <strong>{line.to}</strong>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
      {empty ? null : <PlanReview {...plan} onRetry={onRetryPlan} />}
      <p className={styles.hint}>
        {t`The bot trades with the new settings from now on; its profit, statistics and history carry on.`}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack} isDisabled={saving}>
          {t`Back to editing`}
        </Button>
        <Button onPress={onConfirm} isPending={saving} isDisabled={empty || !plan.plan}>
          {failure ? t`Try saving again` : t`Save changes`}
        </Button>
      </div>
    </section>
  )
}
