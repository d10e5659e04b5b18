import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import type { UserProfile } from '@atb/contract'
import { Link, PasswordField, TextField } from '@atb/ui'
import { splitLocale, withLocale } from '../../router/locale'
import { FormAlert } from './FormAlert'
import type { FormBinding } from './useFormBinding'
import styles from './account.module.css'

/** How this account proves it is the owner again before a change (issue 26, decision 082). */
export type Proof = 'totp' | 'password' | 'none'

/** The TOTP when two-factor sign-in is on (the server takes the password too), else the password. */
export const proofOf = (user: Pick<UserProfile, 'two_factor_enabled' | 'has_password'>): Proof =>
  user.two_factor_enabled ? 'totp' : user.has_password ? 'password' : 'none'

/** Any bound form whose schema has the two proof fields. */
interface ProofForm {
  field: (name: 'totp_code' | 'password') => ReturnType<FormBinding['field']>
}

/** A code from the authenticator app, asked before an action when two-factor sign-in is on. */
export function AuthenticatorCodeField(props: ReturnType<FormBinding['field']>) {
  const { t } = useLingui()
  return (
    <TextField
      {...props}
      label={t`Authenticator code`}
      description={t`The 6-digit code your authenticator app shows now.`}
      autoComplete="one-time-code"
      inputMode="numeric"
    />
  )
}

/** The field that proves it: a code from the authenticator app, or the login password. */
export function ProofField({ proof, form }: { proof: Proof; form: ProofForm }) {
  const { t } = useLingui()
  if (proof === 'totp') return <AuthenticatorCodeField {...form.field('totp_code')} />
  if (proof === 'password')
    return (
      <PasswordField
        {...form.field('password')}
        label={t`Login password`}
        description={t`To confirm it is you.`}
        autoComplete="current-password"
      />
    )
  return null
}

/** Said up front instead of a form that could not succeed: no login password, no two-factor. */
export function NoProof() {
  const { t } = useLingui()
  const { locale } = splitLocale(useLocation().pathname)
  return (
    <div className={styles.stack}>
      <FormAlert tone="error">
        {t`Your account signs in with Google and has no login password, so it cannot confirm this change yet.`}
      </FormAlert>
      <p className={styles.muted}>
        {t`Turn on two-factor sign-in first, or set a login password with “Forgot password?” on the login page.`}
      </p>
      <Link href={withLocale('/profile/two-factor', locale)} variant="standalone">
        {t`Turn on two-factor sign-in`}
      </Link>
    </div>
  )
}
