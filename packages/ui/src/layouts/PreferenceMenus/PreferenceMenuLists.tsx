import type { Key } from 'react-aria-components'
import { useLingui } from '@lingui/react/macro'
import type { DeferredMenuParts } from '../../Menu/DeferredMenuTrigger'
import { DeferredMenu, Menu, MenuItem } from '../../Menu/Menu'
import type { ColorMode, LocaleOption } from '../DefaultLayout/types'
import { modeIcons } from './modeIcons'

// The menus' lists and popovers: loaded on the first press of their button (PreferenceMenus),
// so the collection, selection and overlay code stays out of the first page.

function firstKey(keys: 'all' | Set<Key>): string | undefined {
  if (keys === 'all') return undefined
  const [key] = keys
  return key === undefined ? undefined : String(key)
}

export interface LanguageMenuProps {
  parts: DeferredMenuParts
  label: string
  locale: string
  locales: LocaleOption[]
  onLocaleChange: (code: string) => void
}

/** The languages on offer, each named in itself, with the active one checked. */
export function LanguageMenu({ parts, label, locale, locales, onLocaleChange }: LanguageMenuProps) {
  return (
    <DeferredMenu parts={parts}>
      <Menu
        aria-label={label}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[locale]}
        onSelectionChange={(keys) => {
          const code = firstKey(keys)
          if (code && code !== locale) onLocaleChange(code)
        }}
      >
        {locales.map((option) => (
          <MenuItem key={option.code} id={option.code} textValue={option.name}>
            <span lang={option.lang}>{option.name}</span>
          </MenuItem>
        ))}
      </Menu>
    </DeferredMenu>
  )
}

export interface ColorModeMenuProps {
  parts: DeferredMenuParts
  label: string
  colorMode: ColorMode
  onColorModeChange: (mode: ColorMode) => void
}

/** System, light and dark, with the stored preference checked. */
export function ColorModeMenu({ parts, label, colorMode, onColorModeChange }: ColorModeMenuProps) {
  const { t } = useLingui()
  const modes: { id: ColorMode; label: string }[] = [
    { id: 'system', label: t`System` },
    { id: 'light', label: t`Light` },
    { id: 'dark', label: t`Dark` },
  ]
  return (
    <DeferredMenu parts={parts}>
      <Menu
        aria-label={label}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[colorMode]}
        onSelectionChange={(keys) => {
          const mode = firstKey(keys) as ColorMode | undefined
          if (mode && mode !== colorMode) onColorModeChange(mode)
        }}
      >
        {modes.map(({ id, label: modeLabel }) => {
          const Icon = modeIcons[id]
          return (
            <MenuItem key={id} id={id} icon={<Icon size={16} aria-hidden />}>
              {modeLabel}
            </MenuItem>
          )
        })}
      </Menu>
    </DeferredMenu>
  )
}
