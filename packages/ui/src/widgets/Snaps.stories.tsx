import type { ComponentType } from 'react'
import type { Meta } from '@storybook/react-vite'
import type { WidgetProps } from './ProviderWidget'
import { widgetStories } from './stories/widgetStories'
import { Snaps, SNAPS_DEFAULTS } from './widgets'

/** The provider’s news timeline of all symbols, 480×830 by default. Stories run on a fake loader: no network. */
const meta = {
  title: 'Widgets/Snaps',
  component: Snaps,
} satisfies Meta<typeof Snaps>
export default meta

const stories = widgetStories({
  Widget: Snaps as ComponentType<WidgetProps<Record<string, unknown>>>,
  name: 'Market news',
  script: 'embed-widget-timeline.js',
  defaults: SNAPS_DEFAULTS,
  options: { feedMode: 'market', market: 'crypto' },
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
