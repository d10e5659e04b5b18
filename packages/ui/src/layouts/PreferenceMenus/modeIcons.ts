import { Monitor, Moon, Sun } from 'lucide-react'
import type { ColorMode } from '../DefaultLayout/types'

/** The icon of each colour mode: on the menu's button (the stored mode) and beside each choice. */
export const modeIcons = { system: Monitor, light: Sun, dark: Moon } satisfies Record<
  ColorMode,
  unknown
>
