import { useEffect, useId } from 'react'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { Button, Radio, RadioGroup, TextField } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { FormAlert } from '../account/FormAlert'
import { useFormBinding } from '../account/useFormBinding'
import styles from './signals.module.css'

export interface ReviewFormProps {
  signalId: string
  /** The review or reply this answers; none for a review of the signal. */
  replyOf?: number
  /** Whom a reply answers, for its label. */
  replyTo?: string
  onPosted: () => void
  onCancel?: () => void
}

/**
 * Spec section 5's review form: a score of 1–5 as a radio group of stars and a comment; a reply
 * has the comment only. The contract schema checks both here and on the server.
 */
export function ReviewForm({ signalId, replyOf, replyTo, onPosted, onCancel }: ReviewFormProps) {
  const { t } = useLingui()
  const flows = useFlows()
  const headingId = useId()
  const [, , actor] = useMachine(flows.signalReview, {
    input: { values: { signal_id: signalId, reply_of: replyOf } },
  })
  const form = useFormBinding(actor)
  const posted = form.context?.result
  const reply = replyOf !== undefined

  useEffect(() => {
    if (!form.isSuccess || !posted) return
    flows.notify(reply ? t`Your reply is posted.` : t`Your review is posted.`)
    form.send({ type: 'form.reset' })
    onPosted()
  }, [form, posted, flows, t, reply, onPosted])

  const score = form.context?.values.score
  const scoreError = form.errorOf('score')
  return (
    <form
      className={styles.stack}
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby={reply ? undefined : headingId}
      aria-label={reply ? t`Reply to ${replyTo ?? ''}` : undefined}
    >
      {reply ? null : (
        <h3 id={headingId} className={styles.subtitle}>
          {t`Rate this signal`}
        </h3>
      )}
      {reply ? null : (
        <RadioGroup
          label={t`Score`}
          orientation="horizontal"
          value={score === undefined ? null : String(score)}
          onChange={(value) => {
            form.change('score', Number(value))
            form.send({ type: 'form.blur', field: 'score' })
          }}
          isInvalid={Boolean(scoreError)}
          errorMessage={scoreError}
          isDisabled={form.isSubmitting}
        >
          <span className={styles.scores}>
            {[1, 2, 3, 4, 5].map((n) => (
              <Radio key={n} value={String(n)} aria-label={t`${n} of 5 stars`}>
                <span aria-hidden className={styles.stars}>
                  {'★'.repeat(n)}
                </span>
              </Radio>
            ))}
          </span>
        </RadioGroup>
      )}
      <TextField
        {...form.field('comment')}
        label={reply ? t`Your reply` : t`Comment`}
        description={t`Letters, digits, spaces, @, % and $ only.`}
        autoComplete="off"
      />
      <FormAlert tone="error">{form.formError}</FormAlert>
      <div className={styles.row}>
        <Button type="submit" isPending={form.isSubmitting}>
          {reply ? t`Post reply` : t`Post review`}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            {t`Cancel`}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
