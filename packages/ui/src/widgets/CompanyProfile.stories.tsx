import type { ComponentType } from 'react'
import type { Meta } from '@storybook/react-vite'
import type { WidgetProps } from './ProviderWidget'
import { widgetStories } from './stories/widgetStories'
import { CompanyProfile, COMPANY_PROFILE_DEFAULTS } from './widgets'

/** A company’s profile, 480×650 by default. Stories run on a fake loader: no network. */
const meta = {
  title: 'Widgets/CompanyProfile',
  component: CompanyProfile,
} satisfies Meta<typeof CompanyProfile>
export default meta

const stories = widgetStories({
  Widget: CompanyProfile as ComponentType<WidgetProps<Record<string, unknown>>>,
  name: 'Company profile',
  script: 'embed-widget-symbol-profile.js',
  defaults: COMPANY_PROFILE_DEFAULTS,
  options: { symbol: 'NASDAQ:MSFT' },
  darkOption: { colorTheme: 'dark' },
})

/** The provider has not drawn yet: a skeleton of the widget’s size. */
export const Loading = stories.Loading

/** Drawn: the stand-in lists the defaults merged with the page’s options. */
export const Loaded = stories.Loaded

/** The script failed (offline, blocked): a quiet fallback naming the widget, with Try again. */
export const Fallback = stories.Fallback

/** The provider’s dark theme, through the options. */
export const Dark = stories.Dark

/** A 390 px phone: the stand-in shrinks to the frame, with no sideways scroll. */
export const Phone = stories.Phone

/** A 390 px phone while loading: the skeleton is never wider than the frame. */
export const PhoneLoading = stories.PhoneLoading
