import { useLingui } from '@lingui/react/macro'
import { Bell } from 'lucide-react'
import { Link as RACLink } from 'react-aria-components'
import { Button } from '../../Button/Button'
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden'
import { PreferenceMenus, type PreferenceMenusProps } from '../PreferenceMenus/PreferenceMenus'
import type { ProfileSummary } from './types'
import styles from './DefaultLayout.module.css'

export interface HeaderControlsProps extends PreferenceMenusProps {
  onNotificationsPress?: () => void
  /** Unread notifications: a badge with the count on the bell (99+ above 99); 0 or none shows none. */
  unreadNotifications?: number
  profile?: ProfileSummary
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
}

/** Language, colour mode, notifications and profile, at the end of the header. */
export function HeaderControls(props: HeaderControlsProps) {
  const { t } = useLingui()
  const { profile } = props
  const unread = Math.max(0, props.unreadNotifications ?? 0)
  const shown = unread > 99 ? '99+' : String(unread)
  return (
    <div className={styles.controls}>
      <PreferenceMenus
        locale={props.locale}
        locales={props.locales}
        onLocaleChange={props.onLocaleChange}
        colorMode={props.colorMode}
        onColorModeChange={props.onColorModeChange}
      />
      <span className={styles.bell}>
        <Button
          variant="ghost"
          aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
          icon={<Bell size={20} aria-hidden />}
          onPress={props.onNotificationsPress}
        />
        {unread > 0 ? (
          <span className={styles.badge} aria-hidden data-testid="notification-badge">
            {shown}
          </span>
        ) : null}
      </span>
      {profile ? (
        <RACLink href={profile.href} className={styles.avatar}>
          {profile.imageUrl ? (
            <img src={profile.imageUrl} alt="" />
          ) : (
            <span aria-hidden>{initials(profile.name)}</span>
          )}
          <VisuallyHidden>{t`Profile`}</VisuallyHidden>
        </RACLink>
      ) : null}
    </div>
  )
}
