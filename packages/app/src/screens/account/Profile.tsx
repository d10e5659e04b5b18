import { useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { Button, Card, EmptyState, Link, Skeleton, SkeletonGroup } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { ProfileCard } from './ProfileCard'
import { SupportLink } from './SupportLink'
import { useResource } from './useResource'
import styles from './account.module.css'

/** /profile: who you are, what you hold, and the way to every security setting. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const { locale } = splitLocale(useLocation().pathname)
  const { user: cached, hideBalance } = useSyncExternalStore(flows.store.subscribe, flows.store.get)
  const [balance, sendBalance] = useMachine(flows.hideBalance, { input: { hidden: hideBalance } })
  const [fresh, reload] = useResource(flows.loadProfile, undefined)
  const [leaving, setLeaving] = useState(false)
  const user = fresh.status === 'done' ? fresh.data : cached
  const at = (path: string) => withLocale(path, locale)

  const logout = () => {
    setLeaving(true)
    void flows.logout().catch(() => setLeaving(false))
  }

  const links = [
    { href: at('/profile/edit'), label: t`Edit profile` },
    { href: at('/profile/change-password'), label: t`Change password` },
    {
      href: at('/profile/two-factor'),
      label: user?.two_factor_enabled ? t`Two-factor sign-in: on` : t`Turn on two-factor sign-in`,
    },
    user?.has_pin
      ? { href: at('/profile/pincode/update'), label: t`Change PIN` }
      : { href: at('/profile/pincode/create'), label: t`Create PIN` },
    {
      href: `${at('/profile/edit')}?tab=transaction-password`,
      label: user?.has_transaction_password
        ? t`Change transaction password`
        : t`Set transaction password`,
    },
    { href: at('/profile/activation'), label: t`Activation` },
    { href: at('/subscription'), label: t`Subscription` },
    { href: at('/profile/activity-logs'), label: t`Activity log` },
  ]

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Profile`}</h1>
      {user ? (
        <ProfileCard
          user={user}
          hideBalance={balance.matches('hidden')}
          onHideBalanceChange={() => sendBalance({ type: 'balance.toggle' })}
          onCopy={(code) =>
            flows.copy(code).then(
              () => flows.notify(t`Invitation code copied.`),
              () => flows.notify(t`Copy failed. Select the code and copy it yourself.`),
            )
          }
        />
      ) : fresh.status === 'error' ? (
        <EmptyState
          title={t`Your profile could not be loaded`}
          description={t`Check your connection and try again.`}
          actionLabel={t`Try again`}
          onAction={reload}
        />
      ) : (
        <SkeletonGroup label={t`Loading your profile`}>
          <Skeleton shape="rect" height={160} />
        </SkeletonGroup>
      )}
      <Card title={t`Settings`} headingLevel={2}>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} variant="standalone">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      <SupportLink />
      <Button variant="danger" isPending={leaving} onPress={logout}>
        {t`Log out`}
      </Button>
    </div>
  )
}
