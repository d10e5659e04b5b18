import type { Key } from 'react-aria-components'
import { useLingui } from '@lingui/react/macro'
import { Bell, Languages, Monitor, Moon, Sun } from 'lucide-react'
import { Link as RACLink } from 'react-aria-components'
import { Button } from '../../Button/Button'
import { Menu, MenuItem, MenuTrigger } from '../../Menu/Menu'
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden'
import type { ColorMode, LocaleOption, ProfileSummary } from './types'
import styles from './DefaultLayout.module.css'

export interface HeaderControlsProps {
  locale: string
  locales: LocaleOption[]
  onLocaleChange: (code: string) => void
  colorMode: ColorMode
  onColorModeChange: (mode: ColorMode) => void
  onNotificationsPress?: () => void
  hasUnreadNotifications?: boolean
  profile?: ProfileSummary
}

const modeIcons = { system: Monitor, light: Sun, dark: Moon } satisfies Record<ColorMode, unknown>

function firstKey(keys: 'all' | Set<Key>): string | undefined {
  if (keys === 'all') return undefined
  const [key] = keys
  return key === undefined ? undefined : String(key)
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
  const { locale, locales, colorMode, profile } = props
  const ModeIcon = modeIcons[colorMode]
  const modes: { id: ColorMode; label: string }[] = [
    { id: 'system', label: t`System` },
    { id: 'light', label: t`Light` },
    { id: 'dark', label: t`Dark` },
  ]
  return (
    <div className={styles.controls}>
      <MenuTrigger>
        <Button
          variant="ghost"
          aria-label={t`Language`}
          icon={<Languages size={20} aria-hidden />}
        />
        <Menu
          aria-label={t`Language`}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[locale]}
          onSelectionChange={(keys) => {
            const code = firstKey(keys)
            if (code && code !== locale) props.onLocaleChange(code)
          }}
        >
          {locales.map((option) => (
            <MenuItem key={option.code} id={option.code} textValue={option.name}>
              <span lang={option.lang}>{option.name}</span>
            </MenuItem>
          ))}
        </Menu>
      </MenuTrigger>
      <MenuTrigger>
        <Button
          variant="ghost"
          aria-label={t`Colour mode`}
          icon={<ModeIcon size={20} aria-hidden />}
        />
        <Menu
          aria-label={t`Colour mode`}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[colorMode]}
          onSelectionChange={(keys) => {
            const mode = firstKey(keys) as ColorMode | undefined
            if (mode && mode !== colorMode) props.onColorModeChange(mode)
          }}
        >
          {modes.map(({ id, label }) => {
            const Icon = modeIcons[id]
            return (
              <MenuItem key={id} id={id} icon={<Icon size={16} aria-hidden />}>
                {label}
              </MenuItem>
            )
          })}
        </Menu>
      </MenuTrigger>
      <span className={styles.bell} data-unread={props.hasUnreadNotifications || undefined}>
        <Button
          variant="ghost"
          aria-label={props.hasUnreadNotifications ? t`Notifications, unread` : t`Notifications`}
          icon={<Bell size={20} aria-hidden />}
          onPress={props.onNotificationsPress}
        />
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
