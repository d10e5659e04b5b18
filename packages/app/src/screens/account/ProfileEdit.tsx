import { useEffect, useSyncExternalStore } from 'react'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { Button, TextField } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { FormAlert } from './FormAlert'
import { ImageField } from './ImageField'
import { useFormBinding } from './useFormBinding'
import styles from './account.module.css'

/** /profile/edit: nickname, signature and both images, prefilled from the cached profile. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const { user } = useSyncExternalStore(flows.store.subscribe, flows.store.get)
  const [, , actor] = useMachine(flows.profileEdit, {
    // Images start empty: empty means "keep", so an unchanged image is never re-uploaded.
    input: { values: { nickname: user?.nickname ?? '', signature: user?.signature ?? '' } },
  })
  const form = useFormBinding(actor)
  useEffect(() => {
    if (form.isSuccess) flows.notify(t`Profile saved.`)
  }, [form.isSuccess, flows, t])

  const image = (name: 'profile_image' | 'banner_image', label: string) => (
    <ImageField
      label={label}
      value={String(form.context?.values[name] ?? '')}
      onChange={(value) => {
        form.send({ type: 'form.change', field: name, value })
        form.send({ type: 'form.blur', field: name })
      }}
      errorMessage={form.errorOf(name)}
      isDisabled={form.isSubmitting}
    />
  )

  return (
    <div className={styles.page}>
      {form.isSuccess ? <FormAlert tone="success">{t`Profile saved.`}</FormAlert> : null}
      <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={t`Edit profile`}>
        <TextField {...form.field('nickname')} label={t`Nickname`} autoComplete="nickname" />
        <TextField {...form.field('signature')} label={t`Signature`} description={t`A short line shown on your profile.`} />
        {image('profile_image', t`Profile picture (PNG)`)}
        {image('banner_image', t`Banner (PNG)`)}
        <FormAlert tone="error">{form.formError}</FormAlert>
        <Button type="submit" isPending={form.isSubmitting} isDisabled={form.isSuccess}>
          {t`Save profile`}
        </Button>
      </form>
    </div>
  )
}
