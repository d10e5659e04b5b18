import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fakeLiveSource } from '../../../services/fakeLiveSource'
import { LiveContext } from '../../../services/useTicker'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  withFlows,
  withRoute,
} from '../../account/stories/storyKit'
import { Component } from '../PairPage'
import {
  candleRequests,
  failingOnce,
  pairFlows,
  pairTickers,
  PAIR_NOW,
} from './stories/pairSamples'

const quiet = fakeLiveSource()
const withLive =
  (source = quiet): Decorator =>
  (Story) => (
    <LiveContext.Provider value={source}>
      <Story />
    </LiveContext.Provider>
  )
const at = (url: string) => ({ route: { url } })
/** The runner shares two cores with builds: give loads time. */
const slow = { timeout: 10_000 }

const meta = {
  title: 'Screens/Market/PairPage',
  component: Component,
  decorators: [
    withFlows(pairFlows()),
    withLive(),
    withRoute({ path: 'market/*', url: '/market/BTC-USDT', layout: 'default' }),
  ],
  parameters: { visual: { delay: 500 } },
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** BTC/USDT: live price and change, 24 h statistics, the chart and the user's bots on it. */
export const CryptoPair: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'BTC/USDT', level: 1 }, slow),
    ).toBeVisible()
    // The first story of a run can render before the catalogue is in: wait for the words.
    await expect(await canvas.findByText('Crypto', undefined, slow)).toBeVisible()
    await expect(await canvas.findByText('Replay', undefined, slow)).toBeVisible()
    await expect(
      await canvas.findByLabelText('Last price 94,210.50', undefined, slow),
    ).toBeVisible()
    const stats = canvas.getByRole('region', { name: '24 h statistics' })
    await expect(within(stats).getByText('95,120.00')).toBeVisible()
    await expect(within(stats).getByText('91,880.25')).toBeVisible()
    await expect(within(stats).getByText('18.42K')).toBeVisible()
    await expect(within(stats).getByText('1.74B')).toBeVisible()
    await expect(within(stats).getByText('+2.34%')).toBeVisible()
    await expect(
      await canvas.findByRole(
        'img',
        {
          name: 'BTC/USDT price chart, 1 hour candles, 300 candles, last close 94,210.50',
        },
        slow,
      ),
    ).toBeInTheDocument()
    await expect(canvas.getByRole('radio', { name: '1h' })).toBeChecked()
    await expect(canvasElement.querySelector('dl[aria-label="Latest candle"]')).toHaveTextContent(
      '94,210.50',
    )
    await expect(canvas.getByRole('link', { name: 'Create a bot' })).toHaveAttribute(
      'href',
      '/bot/create?symbol=BTCUSDT&market=crypto',
    )
    const bots = canvas.getByRole('region', { name: 'Your bots on this pair' })
    await expect(
      await within(bots).findByRole('link', { name: 'Spot grid on Paper' }, slow),
    ).toHaveAttribute('href', '/bot/view/7c2e0a51-0000-4000-8000-000000000001')
    await expect(within(bots).getByText('Out of balance')).toBeVisible()
    await expect(within(bots).getByText('+48.72 USDT')).toBeVisible()
    // The search also finds BTC/USDC; only this pair's bots are listed.
    await expect(within(bots).getAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  },
}

/** /market/BTC/USDT (and BTCUSDT) open the same pair; the address becomes BTC-USDT. */
export const SlashAddress: Story = {
  parameters: at('/market/btc/usdt'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'BTC/USDT', level: 1 }, slow),
    ).toBeVisible()
    await expect(
      await canvas.findByRole('img', { name: /BTC\/USDT price chart/ }, slow),
    ).toBeVisible()
  },
}

/** EUR/USD in the forex market, priced to its 5-decimal tick. */
export const ForexPair: Story = {
  parameters: at('/market/EUR-USD'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'EUR/USD', level: 1 }, slow),
    ).toBeVisible()
    await expect(canvas.getByText('Forex')).toBeVisible()
    await expect(await canvas.findByLabelText('Last price 1.05132', undefined, slow)).toBeVisible()
    const stats = canvas.getByRole('region', { name: '24 h statistics' })
    await expect(within(stats).getByText('1.05488')).toBeVisible()
    await expect(within(stats).getByText('−0.18%')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create a bot' })).toHaveAttribute(
      'href',
      '/bot/create?symbol=EURUSD&market=forex',
    )
  },
}

/** Gold: 1m and 5m are not offered, and the page says why; the star is already on. */
export const GoldPair: Story = {
  parameters: at('/market/XAU-USD'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'XAU/USD', level: 1 }, slow),
    ).toBeVisible()
    await expect(await canvas.findByLabelText('Last price 2,648.35', undefined, slow)).toBeVisible()
    await expect(canvas.getByRole('radio', { name: '1m' })).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: '5m' })).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: '15m' })).toBeEnabled()
    await expect(canvas.getByText(/1m, 5m candles are not offered for XAU\/USD/)).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )
  },
}

/** Choosing 4h asks for 4-hour candles and redraws; the choice is kept in the address. */
export const IntervalSwitch: Story = {
  parameters: at('/market/BTC-USDT?interval=15m'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('img', { name: /15 minutes candles/ }, slow)
    await expect(canvas.getByRole('radio', { name: '15m' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: '1h' }))
    await waitFor(() =>
      expect(candleRequests.at(-1)).toEqual({ symbol: 'BTCUSDT', interval: '1h', limit: 300 }),
    )
    await expect(await canvas.findByRole('img', { name: /1 hour candles/ }, slow)).toBeVisible()
    await expect(canvas.getByRole('radio', { name: '1h' })).toBeChecked()
  },
}

/** MA 20, MA 50 and Bollinger bands over the candles, from the address; the legend lists them. */
export const OverlaysOn: Story = {
  parameters: at('/market/SOL-USDT?overlays=ma20,ma50,bb'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('img', { name: /SOL\/USDT price chart/ }, slow)
    await expect(canvas.getByRole('checkbox', { name: 'MA 20' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'MA 50' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Bollinger bands' })).toBeChecked()
    const legend = canvasElement.querySelector('dl[aria-label="Latest candle"]')!
    await expect(legend).toHaveTextContent(/MA 20\s*2\d\d\.\d\d/)
    await expect(legend).toHaveTextContent(/MA 50\s*2\d\d\.\d\d/)
    await expect(legend).toHaveTextContent(/BB 20, 2/)
    await userEvent.click(canvas.getByRole('checkbox', { name: 'MA 50' }))
    await waitFor(() => expect(legend).not.toHaveTextContent('MA 50'))
  },
}

const ticking = fakeLiveSource()
/** A live ticker moves the header price (with its flash) and the newest candle. */
export const LiveTick: Story = {
  decorators: [withLive(ticking)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByLabelText('Last price 94,210.50', undefined, slow)
    await canvas.findByRole('img', { name: /last close 94,210.50/ }, slow)
    ticking.emitTicker({ ...pairTickers.BTCUSDT!, last: 94_388.12, time: PAIR_NOW + 40_000 })
    const price = await canvas.findByLabelText('Last price 94,388.12', undefined, slow)
    await expect(price.querySelector('[data-tick]')).toHaveAttribute('data-tick', 'up')
    await expect(
      await canvas.findByRole('img', { name: /last close 94,388.12/ }, slow),
    ).toBeInTheDocument()
    await expect(canvasElement.querySelector('dl[aria-label="Latest candle"]')).toHaveTextContent(
      '94,388.12',
    )
  },
}

/** An unknown pair: a plain not-found page with the way back, and a title that says so. */
export const NotFound: Story = {
  parameters: at('/market/XYZ-ABC'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: "We don't list XYZ/ABC", level: 1 }, slow),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the market' })).toHaveAttribute(
      'href',
      '/market',
    )
    await waitFor(() => expect(document.title).toContain("We don't list XYZ/ABC"))
  },
}

/** The candles fail while the price and statistics load: the chart alone offers Try again. */
export const CandlesError: Story = {
  decorators: [withFlows({ ...pairFlows(), loadMarketCandles: failingOnce() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', undefined, slow)
    await expect(alert).toHaveTextContent('The chart could not be loaded.')
    const stats = canvas.getByRole('region', { name: '24 h statistics' })
    await expect(within(stats).getByText('95,120.00')).toBeVisible()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(
      await canvas.findByRole('img', { name: /BTC\/USDT price chart/ }, slow),
    ).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** The 24 h statistics fail: they offer Try again, the chart still draws. */
export const StatsError: Story = {
  decorators: [withFlows({ ...pairFlows(), loadTickers: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const stats = await canvas.findByRole('region', { name: '24 h statistics' }, slow)
    await expect(await within(stats).findByRole('alert', undefined, slow)).toHaveTextContent(
      'The 24 h statistics could not be loaded.',
    )
    await expect(
      await canvas.findByRole('img', { name: /BTC\/USDT price chart/ }, slow),
    ).toBeVisible()
  },
}

/** A pair the user runs no bot on: an empty state that leads to the wizard. */
export const NoBots: Story = {
  parameters: at('/market/DOGE-USDT'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const bots = await canvas.findByRole('region', { name: 'Your bots on this pair' }, slow)
    await expect(
      await within(bots).findByText('No bots on this pair', undefined, slow),
    ).toBeVisible()
    await expect(await canvas.findByLabelText('Last price 0.38912', undefined, slow)).toBeVisible()
    await userEvent.click(within(bots).getByRole('button', { name: 'Create a bot' }))
    await expect(await canvas.findByTestId('navigated', undefined, slow)).toBeInTheDocument()
  },
}

/** An interval the symbol lacks, from a shared link: said plainly, with the nearest one offered. */
export const IntervalUnavailable: Story = {
  parameters: at('/market/XAU-USD?interval=1m'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const note = await canvas.findByText(
      '1 minute candles are not available for XAU/USD.',
      undefined,
      slow,
    )
    await expect(note).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show 1 hour candles' }))
    await expect(
      await canvas.findByRole('img', { name: /XAU\/USD price chart/ }, slow),
    ).toBeVisible()
  },
}

/** The market list is still loading. */
export const Loading: Story = {
  decorators: [withFlows({ ...pairFlows(), loadMarketSymbols: pends() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('status', { name: 'Loading the pair' }, slow),
    ).toBeVisible()
  },
}

/** The market list failed: Try again. */
export const MarketError: Story = {
  decorators: [withFlows({ ...pairFlows(), loadMarketSymbols: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', undefined, slow)
    await expect(alert).toHaveTextContent('The market could not be loaded.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** A 390 px phone: full-width chart, statistics in two columns, nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('img', { name: /BTC\/USDT price chart/ }, slow)
    await canvas.findByRole('link', { name: 'Spot grid on Paper' }, slow)
    await expectNoSidewaysScroll(canvasElement)
    const stats = canvasElement.querySelector('dl[class*="stats"]')!
    await expect(getComputedStyle(stats).gridTemplateColumns.split(' ')).toHaveLength(2)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: at('/market/BTC-USDT?overlays=ma20,bb'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img', { name: /BTC\/USDT price chart/ }, slow)
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'BTC/USDT', level: 1 }, slow)
    await expect(await within(canvasElement).findByRole('img', undefined, slow)).toBeInTheDocument()
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'BTC/USDT', level: 1 }, slow)
    await expect(await within(canvasElement).findByRole('img', undefined, slow)).toBeInTheDocument()
  },
}
