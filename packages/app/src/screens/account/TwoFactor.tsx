import { useState, useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Badge, Card, Skeleton, SkeletonGroup } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { FormAlert } from './FormAlert'
import { TwoFactorOff } from './TwoFactorOff'
import { TwoFactorSetup } from './TwoFactorSetup'
import styles from './account.module.css'

/**
 * /profile/two-factor (issue 26, decision 082): turn two-factor sign-in on (a secret to scan, a
 * first code, recovery codes shown once) or off. Which part shows is decided when the page opens
 * and by this page's own steps, so the recovery codes stay on screen after it is turned on.
 */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const { user } = useSyncExternalStore(flows.store.subscribe, flows.store.get)
  const [mode, setMode] = useState<'setup' | 'on' | null>(null)
  // What this page did last (on with the first code, off); the cached profile catches up later.
  const [isOn, setIsOn] = useState<boolean | null>(null)
  const [turnedOff, setTurnedOff] = useState(false)
  if (!user) {
    return (
      <SkeletonGroup label={t`Loading your profile`}>
        <Skeleton shape="rect" height={240} />
      </SkeletonGroup>
    )
  }
  const shown = mode ?? (user.two_factor_enabled ? 'on' : 'setup')
  // Pinned at the first profile seen: turning it on refreshes the cached profile, and the setup
  // must stay on screen with the recovery codes (React's "adjust state while rendering").
  if (mode === null) setMode(shown)
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Two-factor sign-in`}</h1>
      <Card
        title={t`Status`}
        headingLevel={2}
        actions={
          (isOn ?? user.two_factor_enabled) ? (
            <Badge variant="positive">{t`On`}</Badge>
          ) : (
            <Badge variant="neutral">{t`Off`}</Badge>
          )
        }
      >
        <p className={styles.muted}>
          {t`With two-factor sign-in, signing in, withdrawing, changing exchange keys and changing the transaction password also ask for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).`}
        </p>
      </Card>
      {turnedOff ? (
        <FormAlert tone="success">
          {t`Two-factor sign-in is off. Withdrawals are paused for 24 hours, to protect your funds.`}
        </FormAlert>
      ) : null}
      {shown === 'on' ? (
        <TwoFactorOff
          hasPassword={user.has_password}
          onDone={() => {
            setTurnedOff(true)
            setIsOn(false)
            setMode('setup')
          }}
        />
      ) : (
        <TwoFactorSetup
          key={turnedOff ? 'again' : 'first'}
          hasPassword={user.has_password}
          onEnabled={() => setIsOn(true)}
          onDone={() => {
            setTurnedOff(false)
            setMode('on')
          }}
        />
      )}
    </div>
  )
}
