import { lazy } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Languages } from 'lucide-react'
import { Button } from '../../Button/Button'
import { DeferredMenuTrigger } from '../../Menu/DeferredMenuTrigger'
import type { ColorMode, LocaleOption } from '../DefaultLayout/types'
import { modeIcons } from './modeIcons'
import styles from './PreferenceMenus.module.css'

// Every page shows these buttons, but few visitors open them: the menus' code (collection,
// selection, popover: about 30 KB gzipped) loads on the first press (decision 004).
const lists = () => import('./PreferenceMenuLists')
const LanguageMenu = lazy(() => lists().then((m) => ({ default: m.LanguageMenu })))
const ColorModeMenu = lazy(() => lists().then((m) => ({ default: m.ColorModeMenu })))

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

/** The language and colour-mode menus, the same in every layout (spec section 4). */
export function PreferenceMenus(props: PreferenceMenusProps) {
  const { t } = useLingui()
  const ModeIcon = modeIcons[props.colorMode]
  return (
    <div className={styles.menus}>
      <DeferredMenuTrigger
        menu={(parts) => (
          <LanguageMenu
            parts={parts}
            label={t`Language`}
            locale={props.locale}
            locales={props.locales}
            onLocaleChange={props.onLocaleChange}
          />
        )}
      >
        <Button
          variant="ghost"
          aria-label={t`Language`}
          data-preference="language"
          icon={<Languages size={20} aria-hidden />}
        />
      </DeferredMenuTrigger>
      <DeferredMenuTrigger
        menu={(parts) => (
          <ColorModeMenu
            parts={parts}
            label={t`Colour mode`}
            colorMode={props.colorMode}
            onColorModeChange={props.onColorModeChange}
          />
        )}
      >
        <Button
          variant="ghost"
          aria-label={t`Colour mode`}
          icon={<ModeIcon size={20} aria-hidden />}
        />
      </DeferredMenuTrigger>
    </div>
  )
}
