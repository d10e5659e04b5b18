import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import type { Market, MarketHeatmapResponse } from '@atb/contract'
import { Component } from '../Heatmap'
import {
  expectNoSidewaysScroll,
  pends,
  resolves,
  withFlows,
  withRoute,
} from '../../account/stories/storyKit'
import { storyHeatmap, storyManyTiles } from './stories/heatmapSample'
import { heatmapClock } from './useHeatmap'

/** A fixed "Updated" time, so the screenshots do not change with the minute they were taken. */
const fixedClock: Decorator = (Story) => {
  heatmapClock.now = () => Date.UTC(2030, 0, 20, 9, 30)
  return <Story />
}

/** The first story a page opens may wait for its language catalogue. */
const slow = { timeout: 8000 }

type Input = { market?: Market; period: MarketHeatmapResponse['period'] }

/** The replay's heatmap for whatever the page asks, recording each request. */
const answers = (calls = fn()) =>
  fromPromise<MarketHeatmapResponse, Input>(async ({ input }) => {
    calls(input)
    return storyHeatmap(input.market, input.period)
  })

/** The first request fails, the next ones answer; made fresh for each story mount. */
const failsOnce: Decorator = (Story, context) => {
  let calls = 0
  const logic = fromPromise<MarketHeatmapResponse, Input>(async ({ input }) => {
    calls += 1
    if (calls === 1) throw new Error('offline')
    return storyHeatmap(input.market, input.period)
  })
  return withFlows({ loadHeatmap: logic })(Story, context)
}

const meta = {
  title: 'Screens/Market/Heatmap',
  component: Component,
  decorators: [
    withFlows({ loadHeatmap: answers() }),
    withRoute({ path: 'heatmap', layout: 'default' }),
    fixedClock,
  ],
  parameters: { visual: { delay: 300 } },
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** All markets over 24 h: the replay's seven symbols, largest volume first, and a legend. */
export const AllMarkets24h: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const map = await canvas.findByRole('list', { name: 'All markets heatmap, 24 h' }, slow)
    const links = await within(map).findAllByRole('link')
    await expect(links).toHaveLength(7)
    await expect(links[0]).toHaveAccessibleName('BTC/USDT, up 2.35%, volume 1.91B USDT')
    await expect(
      canvas.getByRole('link', { name: 'XAU/USD, up 0.80%, volume 0 USD' }),
    ).toBeVisible()
    await expect(
      canvas.getByText('Prices are a replay of recorded candles, not live quotes.'),
    ).toBeVisible()
    await expect(canvas.getByText(/^Updated /)).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked()
    await expect(canvas.getByText('Change over 24 hours')).toBeVisible()
  },
}

/** Each tile opens its pair in the page's language. */
export const TileOpensPair: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const sol = await canvas.findByRole('link', { name: /^SOL\/USDT, down 3.10%/ }, slow)
    await expect(sol).toHaveAttribute('href', '/market/SOL-USDT')
    await userEvent.click(sol)
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument()
  },
}

export const Crypto1h: Story = {
  parameters: { route: { url: '/heatmap?market=crypto&period=1h' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const map = await canvas.findByRole('list', { name: 'Crypto heatmap, 1 h' }, slow)
    await expect(within(map).getAllByRole('link')).toHaveLength(5)
    await expect(canvas.getByRole('radio', { name: '1 h' })).toBeChecked()
    await expect(canvas.getByText('+2.00%')).toBeVisible()
  },
}

export const Week7d: Story = {
  parameters: { route: { url: '/heatmap?period=7d' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'All markets heatmap, 7 d' }, slow)
    await expect(canvas.getByRole('link', { name: /^DOGE\/USDT, up 21.70%/ })).toBeVisible()
    await expect(canvas.getByText('+10.00%')).toBeVisible()
  },
}

const periodCalls = fn()
/** Choosing a period and a market asks the server again for exactly that choice. */
export const PeriodSwitch: Story = {
  decorators: [withFlows({ loadHeatmap: answers(periodCalls) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'All markets heatmap, 24 h' }, slow)
    await expect(periodCalls).toHaveBeenLastCalledWith({ period: '24h' })
    await userEvent.click(canvas.getByRole('radio', { name: '7 d' }))
    await canvas.findByRole('list', { name: 'All markets heatmap, 7 d' }, slow)
    await expect(periodCalls).toHaveBeenLastCalledWith({ period: '7d' })
    await userEvent.click(canvas.getByRole('radio', { name: 'Forex' }))
    const map = await canvas.findByRole('list', { name: 'Forex heatmap, 7 d' }, slow)
    await expect(periodCalls).toHaveBeenLastCalledWith({ market: 'forex', period: '7d' })
    await expect(within(map).getByRole('link')).toHaveAccessibleName(
      'EUR/USD, up 0.64%, volume 0 USD',
    )
  },
}

/** The same tiles as a table, for screen readers and colour-blind users. */
export const ListView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'All markets heatmap, 24 h' }, slow)
    await userEvent.click(canvas.getByRole('switch', { name: 'Show as list' }))
    const table = await canvas.findByRole('grid', { name: 'Symbols: All markets, 24 h' })
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(8)
    await expect(rows[1]).toHaveTextContent('BTC/USDT')
    await expect(rows[1]).toHaveTextContent('▲ +2.35%')
    await expect(within(table).getByRole('link', { name: 'WLD/USDT' })).toHaveAttribute(
      'href',
      '/market/WLD-USDT',
    )
    // Focusing the switch, near the fold, may scroll the page under the sticky header; the
    // picture shows the screen from its top either way.
    canvasElement.ownerDocument.scrollingElement?.scrollTo(0, 0)
  },
}

/** About thirty symbols from a live exchange: the layout scales, small tiles keep their names. */
export const ManySymbols: Story = {
  decorators: [withFlows({ loadHeatmap: resolves(storyManyTiles()) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const map = await canvas.findByRole('list', { name: 'All markets heatmap, 24 h' }, slow)
    await expect(within(map).getAllByRole('link')).toHaveLength(28)
    await expect(canvas.getByText('Live')).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadHeatmap: pends() })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading the heatmap', {}, slow),
    ).toBeVisible()
  },
}

/** The first load fails; Try again loads the map. */
export const ErrorRetry: Story = {
  decorators: [failsOnce],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('The heatmap could not be loaded.', {}, slow),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(
      await canvas.findByRole('list', { name: 'All markets heatmap, 24 h' }, slow),
    ).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const Empty: Story = {
  decorators: [
    withFlows({ loadHeatmap: resolves({ source: 'replay', period: '24h', tiles: [] }) }),
  ],
  parameters: { route: { url: '/heatmap?market=gold' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No symbols to show', {}, slow)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show all markets' }))
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked())
  },
}

/** A 390 px phone: the map fills the width, nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const map = await canvas.findByRole('list', { name: 'All markets heatmap, 24 h' }, slow)
    await expect(map.parentElement!.getBoundingClientRect().width).toBeGreaterThan(330)
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = {
  decorators: [withFlows({ loadHeatmap: resolves(storyManyTiles()) })],
  globals: { theme: 'dark' },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const links = await within(canvasElement).findAllByRole('link', { name: /BTC\/USDT/ }, slow)
    await expect(links[0]).toHaveAttribute('href', '/th/market/BTC-USDT')
  },
}

export const Chinese: Story = { globals: { locale: 'zh' } }
