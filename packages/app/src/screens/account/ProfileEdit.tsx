import { useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { ImagePicker, Tab, TabList, TabPanel, Tabs, TextField } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { SettingsForm } from './SettingsForm'
import { TransactionPasswordTab } from './TransactionPasswordForm'
import { useFormBinding } from './useFormBinding'
import styles from './account.module.css'

/** The tabs of /profile/edit, as `?tab=` names them; anything else opens the first. */
export const PROFILE_EDIT_TABS = ['profile', 'transaction-password'] as const
type ProfileEditTab = (typeof PROFILE_EDIT_TABS)[number]
const tabOf = (value: string | null): ProfileEditTab =>
  PROFILE_EDIT_TABS.find((tab) => tab === value) ?? 'profile'

/**
 * /profile/edit: the profile (nickname, signature, both images) and the transaction password, one
 * tab each. `?tab=` opens a tab and follows the selection, so a tab can be linked and reloaded.
 */
export function Component() {
  const { t } = useLingui()
  const [params, setParams] = useSearchParams()
  const selected = tabOf(params.get('tab'))
  const select = (key: string | number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.set('tab', tabOf(String(key)))
        return next
      },
      { replace: true },
    )
  return (
    <div className={styles.page}>
      <Tabs selectedKey={selected} onSelectionChange={select}>
        <TabList aria-label={t`Profile settings`}>
          <Tab id="profile">{t`Profile`}</Tab>
          <Tab id="transaction-password">{t`Transaction password`}</Tab>
        </TabList>
        <TabPanel id="profile">
          <ProfileForm />
        </TabPanel>
        <TabPanel id="transaction-password">
          <TransactionPasswordTab />
        </TabPanel>
      </Tabs>
    </div>
  )
}

/**
 * The longest side each image is scaled down to, large enough for where it is shown. A 320 px
 * square PNG is under the contract's 512 KB cap whatever it shows; a 3:1 banner photo usually is.
 */
const IMAGE_SIDE = { profile_image: 320, banner_image: 768 } as const

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })

/** Nickname, signature and both images, prefilled from the cached profile. */
function ProfileForm() {
  const { t } = useLingui()
  const flows = useFlows()
  const { user } = useSyncExternalStore(flows.store.subscribe, flows.store.get)
  const [, , actor] = useMachine(flows.profileEdit, {
    // Images start empty: empty means "keep", so an unchanged image is never re-uploaded.
    input: { values: { nickname: user?.nickname ?? '', signature: user?.signature ?? '' } },
  })
  const form = useFormBinding(actor)

  const image = (name: 'profile_image' | 'banner_image', label: string) => {
    const value = String(form.context?.values[name] ?? '')
    const set = (next: string) => {
      form.send({ type: 'form.change', field: name, value: next })
      form.send({ type: 'form.blur', field: name })
    }
    return (
      <ImagePicker
        label={label}
        shape={name === 'banner_image' ? 'banner' : 'circle'}
        maxDimension={IMAGE_SIDE[name]}
        value={value.startsWith('data:image/png;') ? value : undefined}
        onChange={set}
        // A refused file still goes to the form, so the contract schema names what is wrong in
        // the same words as the server; one that cannot even be read leaves the field as it was.
        onReject={(file) => void readDataUrl(file).then(set, () => undefined)}
        errorMessage={form.errorOf(name)}
        isDisabled={form.isSubmitting}
      />
    )
  }

  return (
    <SettingsForm
      form={form}
      label={t`Edit profile`}
      submitLabel={t`Save profile`}
      doneText={t`Profile saved.`}
      layout="part"
    >
      <TextField {...form.field('nickname')} label={t`Nickname`} autoComplete="nickname" />
      <TextField
        {...form.field('signature')}
        label={t`Signature`}
        description={t`A short line shown on your profile.`}
      />
      {image('profile_image', t`Profile picture`)}
      {image('banner_image', t`Banner image`)}
    </SettingsForm>
  )
}
