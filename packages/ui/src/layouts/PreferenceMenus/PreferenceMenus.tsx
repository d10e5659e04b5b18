import type { Key } from 'react-aria-components'
import { useLingui } from '@lingui/react/macro'
import { Languages, Monitor, Moon, Sun } from 'lucide-react'
import { Button } from '../../Button/Button'
import { Menu, MenuItem, MenuTrigger } from '../../Menu/Menu'
import type { ColorMode, LocaleOption } from '../DefaultLayout/types'
import styles from './PreferenceMenus.module.css'

export interface PreferenceMenusProps {
  /** The active product locale code, e.g. "th". */
  locale: string
  /** The languages on offer, each named in itself. */
  locales: LocaleOption[]
  /** Called with the chosen locale code. */
  onLocaleChange: (code: string) => void
  /** The stored colour-mode preference. */
  colorMode: ColorMode
  /** Called with the chosen colour mode. */
  onColorModeChange: (mode: ColorMode) => void
}

const modeIcons = { system: Monitor, light: Sun, dark: Moon } satisfies Record<ColorMode, unknown>

function firstKey(keys: 'all' | Set<Key>): string | undefined {
  if (keys === 'all') return undefined
  const [key] = keys
  return key === undefined ? undefined : String(key)
}

/** The language and colour-mode menus, the same in every layout (spec section 4). */
export function PreferenceMenus(props: PreferenceMenusProps) {
  const { t } = useLingui()
  const { locale, locales, colorMode } = props
  const ModeIcon = modeIcons[colorMode]
  const modes: { id: ColorMode; label: string }[] = [
    { id: 'system', label: t`System` },
    { id: 'light', label: t`Light` },
    { id: 'dark', label: t`Dark` },
  ]
  return (
    <div className={styles.menus}>
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
    </div>
  )
}
