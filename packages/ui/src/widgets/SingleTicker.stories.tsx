import type { ComponentType } from 'react'
import type { Meta } from '@storybook/react-vite'
import type { WidgetProps } from './ProviderWidget'
import { widgetStories } from './stories/widgetStories'
import { SingleTicker, SINGLE_TICKER_DEFAULTS } from './widgets'

/** One symbol’s live quote, EUR/USD and 350 wide by default. Stories run on a fake loader: no network. */
const meta = {
  title: 'Widgets/SingleTicker',
  component: SingleTicker,
} satisfies Meta<typeof SingleTicker>
export default meta

const stories = widgetStories({
  Widget: SingleTicker as ComponentType<WidgetProps<Record<string, unknown>>>,
  name: 'Quote',
  script: 'embed-widget-single-quote.js',
  defaults: SINGLE_TICKER_DEFAULTS,
  options: { symbol: 'OANDA:XAUUSD' },
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
