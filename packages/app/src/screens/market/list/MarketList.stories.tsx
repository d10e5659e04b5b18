import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { expectNoSidewaysScroll, pends, withFlows, withRoute } from '../../account/stories/storyKit'
import { Component } from '../MarketList'
import { sampleTicker } from './stories/marketSample'
import {
  favoriteCalls,
  fakeOverview,
  fakeSetFavorite,
  marketFeed,
  overviewRequests,
  withMarketLive,
} from './stories/marketStoryKit'

const meta = {
  title: 'Screens/Market/MarketList',
  component: Component,
  decorators: [
    withFlows({ loadMarketOverview: fakeOverview(), setFavorite: fakeSetFavorite() }),
    withMarketLive(),
    withRoute({ path: 'market', layout: 'default' }),
  ],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
/** The market's table once its rows have loaded (the skeleton has no links). */
async function table(canvas: Canvas, name = 'Crypto markets') {
  await waitFor(
    () =>
      expect(within(canvas.getByRole('grid', { name })).getAllByRole('link')).not.toHaveLength(0),
    { timeout: 5000 },
  )
  return canvas.getByRole('grid', { name })
}
/** The data rows (the header row is the first). */
const rowsOf = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1)
const pairs = (grid: HTMLElement) =>
  rowsOf(grid).map((row) => within(row).getByRole('rowheader').textContent)

/** The crypto tab: five replayed pairs, busiest first, each a link to its page. */
export const Crypto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await table(canvas)
    await expect(pairs(grid)).toEqual(['BTC/USDT', 'DOGE/USDT', 'XRP/USDT', 'SOL/USDT', 'WLD/USDT'])
    await expect(canvas.getByRole('tab', { name: 'Crypto' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const btc = rowsOf(grid)[0]!
    await expect(within(btc).getByRole('link', { name: 'BTC/USDT' })).toHaveAttribute(
      'href',
      '/market/BTC-USDT',
    )
    await expect(within(btc).getByText('47,073.73')).toBeVisible()
    await expect(within(btc).getByText('+1.43%')).toHaveAttribute('data-tone', 'up')
    await expect(within(btc).getByText('47,388.00')).toBeVisible()
    await expect(within(btc).getByText('1.94B USDT')).toBeVisible()
    await expect(
      within(btc).getByRole('img', {
        name: /Last 24 hours: from 46,412\.10 to 47,073\.73, up 1\.43%/,
      }),
    ).toBeVisible()
    await expect(within(btc).getByText('Replay')).toBeVisible()
    await expect(
      within(btc).getByRole('button', { name: 'Remove BTC/USDT from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(within(rowsOf(grid)[3]!).getByText('−2.28%')).toHaveAttribute('data-tone', 'down')
    await expect(canvas.getByText(/Prices are a replay of recorded market candles/)).toBeVisible()
    await expect(canvas.getByText('Live')).toBeVisible()
    const volume = within(grid).getByRole('columnheader', { name: /24h volume/ })
    await expect(volume).toHaveAttribute('aria-sort', 'descending')
  },
}

/** The Forex tab asks for the forex market and keeps it in the address. */
export const Forex: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await table(canvas)
    await userEvent.click(canvas.getByRole('tab', { name: 'Forex' }))
    const grid = await table(canvas, 'Forex markets')
    await expect(overviewRequests.at(-1)).toEqual({ market: 'forex' })
    await expect(pairs(grid)).toEqual(['EUR/USD'])
    await expect(within(grid).getByText('1.0569')).toBeVisible()
    await expect(within(grid).getByText('−0.21%')).toBeVisible()
    await expect(within(grid).getByRole('link', { name: 'EUR/USD' })).toHaveAttribute(
      'href',
      '/market/EUR-USD',
    )
  },
}

/** Opened as /market?market=gold: the address picks the tab. */
export const Gold: Story = {
  parameters: { route: { url: '/market?market=gold' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await table(canvas, 'Gold markets')
    await expect(canvas.getByRole('tab', { name: 'Gold' })).toHaveAttribute('aria-selected', 'true')
    await expect(pairs(grid)).toEqual(['XAU/USD'])
    await expect(within(grid).getByText('3,354.52')).toBeVisible()
    await expect(within(grid).getByText('+0.47%')).toBeVisible()
  },
}

/** Headers sort: 24h change biggest first, then again for smallest first. */
export const SortByChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await table(canvas)
    const header = within(grid).getByRole('columnheader', { name: /24h change/ })
    await userEvent.click(header)
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'))
    await expect(pairs(grid)[0]).toBe('WLD/USDT')
    await userEvent.click(header)
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'))
    await expect(pairs(grid)[0]).toBe('SOL/USDT')
    const pair = within(grid).getByRole('columnheader', { name: /Pair/ })
    await userEvent.click(pair)
    await waitFor(() => expect(pairs(grid)[0]).toBe('BTC/USDT'))
    await expect(pair).toHaveAttribute('aria-sort', 'ascending')
  },
}

/** Search by pair in any spelling: "btc-usdt" finds BTC/USDT. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await table(canvas)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search pairs' }), 'btc-usdt')
    await waitFor(() => expect(pairs(grid)).toEqual(['BTC/USDT']))
  },
}

/** A search that matches nothing says so, and Clear search brings every pair back. */
export const SearchNoMatch: Story = {
  parameters: { route: { url: '/market?q=eth' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No pairs match “eth”')).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search pairs' })).toHaveValue('eth')
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    const grid = await table(canvas)
    await expect(rowsOf(grid)).toHaveLength(5)
    await expect(canvas.getByRole('searchbox', { name: 'Search pairs' })).toHaveValue('')
  },
}

const tickFeed = marketFeed()

/** A ticker from the socket moves BTC's price and flashes it up. */
export const LiveTick: Story = {
  decorators: [withMarketLive(tickFeed)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await table(canvas)
    tickFeed.emitTicker(sampleTicker('BTCUSDT', 47_120.5))
    // Each tick remounts the price (to restart its flash), so it is looked up again until it has one.
    await waitFor(() =>
      expect(within(grid).getByText('47,120.50')).toHaveAttribute('data-tick', 'up'),
    )
    tickFeed.emitTicker({ ...sampleTicker('BTCUSDT', 47_001.25), change_24h: 1.27 })
    await waitFor(() =>
      expect(within(grid).getByText('47,001.25')).toHaveAttribute('data-tick', 'down'),
    )
    await expect(within(grid).getByText('+1.27%')).toBeVisible()
  },
}

const quietFeed = marketFeed()

/** The socket dropped: the page says it is reconnecting, quietly, and keeps the last prices. */
export const Reconnecting: Story = {
  decorators: [withMarketLive(quietFeed)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await table(canvas)
    quietFeed.setStatus('offline')
    await expect(await canvas.findByText('Reconnecting…')).toBeVisible()
    quietFeed.setStatus('live')
    await expect(await canvas.findByText('Live')).toBeVisible()
  },
}

/** A star saves at once, says so, and its button is pressed. */
export const FavouriteToggled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await table(canvas)
    const sent = favoriteCalls.length
    const star = canvas.getByRole('button', { name: 'Add SOL/USDT to favourites' })
    await expect(star).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(star)
    await expect(favoriteCalls.slice(sent)).toEqual([{ symbol: 'SOLUSDT', favorite: true }])
    const pressed = canvas.getByRole('button', { name: 'Remove SOL/USDT from favourites' })
    await expect(pressed).toHaveAttribute('aria-pressed', 'true')
    await expect(await canvas.findByText('SOL/USDT added to your favourites.')).toBeVisible()
  },
}

/** The server refuses: the star goes back and the page says so. */
export const FavouriteFailed: Story = {
  decorators: [
    withFlows({ loadMarketOverview: fakeOverview(), setFavorite: fakeSetFavorite(true) }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await table(canvas)
    const star = canvas.getByRole('button', { name: 'Remove BTC/USDT from favourites' })
    await userEvent.click(star)
    await expect(
      await canvas.findByText(
        'BTC/USDT could not be removed from your favourites. Please try again.',
      ),
    ).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Remove BTC/USDT from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true')
  },
}

/** Favourites only on a market with none starred: how to star, and a way back to every pair. */
export const FavouritesEmpty: Story = {
  parameters: { route: { url: '/market?market=forex&fav=1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No favourites yet')).toBeVisible()
    await expect(canvas.getByRole('switch', { name: 'Favourites only' })).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Show all pairs' }))
    await expect(pairs(await table(canvas, 'Forex markets'))).toEqual(['EUR/USD'])
  },
}

/** Favourites only on crypto: the starred pair alone. */
export const FavouritesOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await table(canvas)
    await userEvent.click(canvas.getByRole('switch', { name: 'Favourites only' }))
    await waitFor(() => expect(pairs(grid)).toEqual(['BTC/USDT']))
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadMarketOverview: pends() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await canvas.findByRole('grid', { name: 'Crypto markets' })
    await expect(grid.closest('[aria-busy]')).not.toBeNull()
    await expect(canvas.getByText('Loading prices…')).toBeInTheDocument()
  },
}

let refuse = true

/** A failed load says so; Try again asks again and shows the pairs. */
export const ErrorRetry: Story = {
  decorators: [
    withFlows({
      loadMarketOverview: fakeOverview(undefined, () => refuse),
      setFavorite: fakeSetFavorite(),
    }),
  ],
  play: async ({ canvasElement }) => {
    refuse = true
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Market prices could not be loaded.')).toBeVisible()
    refuse = false
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(rowsOf(await table(canvas))).toHaveLength(5)
    refuse = true
  },
}

/** The keyboard: arrows move between the market tabs, and the table follows. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await table(canvas)
    canvas.getByRole('tab', { name: 'Crypto' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Forex' })).toHaveAttribute('aria-selected', 'true'),
    )
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Gold' })).toHaveAttribute('aria-selected', 'true'),
    )
    await expect(pairs(await table(canvas, 'Gold markets'))).toEqual(['XAU/USD'])
  },
}

/** A 390 px phone: star, pair, price and change; nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await table(canvas)
    await waitFor(() => expect(within(grid).getAllByRole('columnheader')).toHaveLength(4))
    await expect(within(grid).queryByRole('columnheader', { name: /24h volume/ })).toBeNull()
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await table(within(canvasElement))
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByRole('link', { name: 'BTC/USDT' })
    const heading = await canvas.findByRole('heading', { level: 1 })
    // The page speaks the reader's language, not English.
    await expect(heading.textContent).not.toBe('Markets')
    await expect(canvas.getAllByRole('link', { name: 'BTC/USDT' })[0]).toHaveAttribute(
      'href',
      '/th/market/BTC-USDT',
    )
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByRole('link', { name: 'BTC/USDT' })
    await expect((await canvas.findByRole('heading', { level: 1 })).textContent).not.toBe('Markets')
    await expect(canvas.getAllByRole('link', { name: 'BTC/USDT' })[0]).toHaveAttribute(
      'href',
      '/cn/market/BTC-USDT',
    )
  },
}
