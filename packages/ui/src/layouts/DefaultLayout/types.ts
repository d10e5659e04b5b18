import type { ReactNode } from 'react'

export interface NavItem {
  /** Stable id; compared with `currentKey`. */
  key: string
  /** Visible text. */
  label: string
  /** Destination, routed by the app's RouterProvider. */
  href: string
  /** A decorative icon (aria-hidden). */
  icon?: ReactNode
}

export type ColorMode = 'system' | 'light' | 'dark'

export interface LocaleOption {
  /** The product's locale code, e.g. "en" or "th". */
  code: string
  /** The language's name in itself, e.g. "ไทย". */
  name: string
  /** BCP 47 tag of `name` (e.g. "zh" for code "cn"), so screen readers pronounce it right. */
  lang?: string
}

export interface ProfileSummary {
  /** Display name; also names the profile link. */
  name: string
  /** Profile page address. */
  href: string
  /** Picture URL (or data URL); initials show without one. */
  imageUrl?: string
}
