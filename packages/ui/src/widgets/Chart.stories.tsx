import type { ComponentType } from 'react'
import type { Meta } from '@storybook/react-vite'
import type { WidgetProps } from './ProviderWidget'
import { widgetStories } from './stories/widgetStories'
import { Chart, CHART_DEFAULTS } from './widgets'

/** The provider’s advanced chart (tv.js), 980×610 by default, in the fixed `tradingview-chart` container. Stories run on a fake loader: no network. */
const meta = {
  title: 'Widgets/Chart',
  component: Chart,
} satisfies Meta<typeof Chart>
export default meta

const stories = widgetStories({
  Widget: Chart as ComponentType<WidgetProps<Record<string, unknown>>>,
  name: 'Advanced chart',
  script: 'tv.js',
  defaults: CHART_DEFAULTS,
  options: { symbol: 'BINANCE:BTCUSDT', interval: '60' },
  darkOption: { theme: 'dark' },
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
