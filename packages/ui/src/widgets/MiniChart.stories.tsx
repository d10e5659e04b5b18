import type { ComponentType } from 'react'
import type { Meta } from '@storybook/react-vite'
import type { WidgetProps } from './ProviderWidget'
import { widgetStories } from './stories/widgetStories'
import { MiniChart, MINI_CHART_DEFAULTS } from './widgets'

/** A small price chart of one symbol, 350×220, EUR/USD over 12 months by default. Stories run on a fake loader: no network. */
const meta = {
  title: 'Widgets/MiniChart',
  component: MiniChart,
} satisfies Meta<typeof MiniChart>
export default meta

const stories = widgetStories({
  Widget: MiniChart as ComponentType<WidgetProps<Record<string, unknown>>>,
  name: 'Mini chart',
  script: 'embed-widget-mini-symbol-overview.js',
  defaults: MINI_CHART_DEFAULTS,
  options: { symbol: 'OANDA:XAUUSD', dateRange: '1M' },
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
