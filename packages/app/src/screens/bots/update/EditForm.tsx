import { useEffect, useMemo } from 'react'
import { useSelector } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { Button, Link } from '@atb/ui'
import { configChanges, type BotView, type ConfigurableKind } from '@atb/contract'
import type { BotUpdateContext } from '@atb/machines'
import type { KindSetup, SetupEnv } from '../create/setup/types'
import { useUpdateForm } from './useUpdateForm'
import styles from './update.module.css'

export interface EditFormProps {
  bot: BotView
  kind: ConfigurableKind
  setup: KindSetup
  env: SetupEnv
  context: BotUpdateContext
  backHref: string
  onReview: (values: Record<string, unknown>) => void
}

/**
 * The kind's own setup form (the wizard's), started from the bot's config or the draft being
 * edited, checked with the kind's contract schema before the review.
 */
export function EditForm({ bot, kind, setup, env, context, backHref, onReview }: EditFormProps) {
  const { t } = useLingui()
  const { actor, form } = useUpdateForm(kind, {
    values: context.draft ?? bot.config,
    errors: context.fieldErrors,
    formError: context.formError,
  })
  const output = useSelector(actor, (s) => (s.status === 'done' ? s.output : undefined))
  useEffect(() => {
    if (output) onReview(output.values as Record<string, unknown>)
  }, [output, onReview])
  const editing = form.context?.values as Record<string, unknown> | undefined
  const untouched = useMemo(
    () => (editing ? configChanges(bot.config, editing).length === 0 : true),
    [bot.config, editing],
  )
  const Form = setup.Form
  return (
    <form className={styles.form} noValidate aria-label={t`Bot settings`} onSubmit={form.onSubmit}>
      {form.formError ? (
        <p className={styles.alert} role="alert">
          {form.formError}
        </p>
      ) : null}
      <Form form={form} env={env} />
      <p className={styles.hint} aria-live="polite">
        {untouched
          ? t`No changes yet. The pair and the exchange stay as they are.`
          : t`The pair and the exchange stay as they are.`}
      </p>
      <div className={styles.actions}>
        <Button type="submit" isPending={form.isSubmitting}>
          {t`Review changes`}
        </Button>
        <Link href={backHref} variant="standalone">
          {t`Cancel`}
        </Link>
      </div>
    </form>
  )
}
