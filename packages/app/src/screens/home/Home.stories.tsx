import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Decorator } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { HomeSummaryResponse } from '@atb/contract'
import { Component } from './Home'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'
import type { LiveSource } from '../../services/live'
import { LiveContext } from '../../services/useTicker'
import { fakeLiveSource } from '../../services/fakeLiveSource'
import {
  storyAttention,
  storyHome,
  storyHomeBots,
  storyNewUser,
  storySymbols,
  storyTicker,
  storyTroubledBots,
} from './stories/homeSample'

/** The socket the story's page listens to; a play sends bot events and tickers through it. */
function withLive(source: LiveSource = fakeLiveSource()): Decorator {
  return (Story) => (
    <LiveContext.Provider value={source}>
      <Story />
    </LiveContext.Provider>
  )
}

/** A fake GET /home/summary that counts its calls and answers whatever `next` holds now. */
function fakeSummary(next: () => HomeSummaryResponse) {
  const server = {
    calls: 0,
    load: fromPromise<HomeSummaryResponse, object>(async () => {
      server.calls += 1
      return next()
    }),
  }
  return server
}

const meta = {
  title: 'Screens/Home/Home',
  component: Component,
  decorators: [
    withFlows({
      loadHomeSummary: resolves(storyHome()),
      loadMarketSymbols: resolves(storySymbols),
    }),
    withLive(),
    withRoute({ path: 'home', url: '/home', layout: 'default' }),
  ],
  parameters: { visual: { delay: 400 }, a11y: { test: 'error' } },
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const region = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('region', { name }, { timeout: 5000 })

/** The first story of a run waits for the app's chunks, so the first look waits longer. */
const WAIT = { timeout: 5000 }

/**
 * "Try a Paper grid" (decision 089): one press opens a spot grid's review on Paper with BTC/USDT
 * and the suggested range, prepared from the market; Create and one confirmation start it.
 */
export const TryAPaperGrid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const start = await canvas.findByRole('link', { name: 'Try a Paper grid' }, WAIT)
    await expect(start).toHaveAttribute(
      'href',
      '/bot/create/crypto/grid/spot_grid/setup?step=review&start=paper',
    )
    await expect(start).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create a bot' })).toBeVisible()
  },
}

/** A trader with running bots in USDT and USD: both currencies side by side, all good. */
export const TwoCurrencies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const usdt = await canvas.findByRole('article', { name: 'Assets in USDT' }, WAIT)
    await expect(within(usdt).getByText('10,000.00 USDT')).toBeVisible()
    await expect(within(usdt).getByText('7,667.42 USDT')).toBeVisible()
    await expect(within(usdt).getByText('2,332.58 USDT')).toBeVisible()
    await expect(within(usdt).getByText('+12.46 USDT')).toBeVisible()
    await expect(within(usdt).getByText('+32.58 USDT')).toBeVisible()
    const usd = canvas.getByRole('article', { name: 'Assets in USD' })
    await expect(within(usd).getByText('$10,014.75')).toBeVisible()
    await expect(within(usd).getByText('−$3.20')).toBeVisible()

    const counts = canvas.getByRole('list', { name: 'Bots by status' })
    await expect(within(counts).getAllByRole('listitem')[0]).toHaveTextContent('4Running')
    const bots = canvas.getByRole('list', { name: 'Live bots' })
    await expect(within(bots).getAllByRole('listitem')).toHaveLength(storyHomeBots.length)
    await expect(within(bots).getByRole('link', { name: 'BTC/USDT, Spot grid' })).toHaveAttribute(
      'href',
      `/bot/view/${storyHomeBots[0]!.id}`,
    )
    await expect(within(bots).getByText('−3.78 USDT')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See all bots' })).toHaveAttribute('href', '/bot')

    const movers = canvas.getByRole('list', { name: 'Top movers' })
    const doge = within(movers).getByRole('link', { name: 'DOGE/USDT' })
    await expect(doge).toHaveAttribute('href', '/market/DOGE-USDT')
    await expect(within(movers).getByRole('link', { name: 'XAU/USD' })).toHaveAttribute(
      'href',
      '/market/XAU-USD',
    )
    await expect(within(movers).getByText('+11.24%')).toBeVisible()
    await expect(within(movers).getByText('−9.82%')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Markets' })).toHaveAttribute('href', '/market')
    await expect(canvas.getByRole('link', { name: 'Heatmap' })).toHaveAttribute('href', '/heatmap')

    const attention = await region(canvas, 'Needs attention')
    await expect(within(attention).getByText(/All good/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create a bot' })).toHaveAttribute(
      'href',
      '/bot/create',
    )
    await expect(canvas.getByRole('link', { name: 'Spot grid' })).toHaveAttribute(
      'href',
      '/bot/create/crypto/grid/spot_grid',
    )
  },
}

/** Every kind of attention, each with its own way to fix it; bot reasons in the reader's words. */
export const NeedsAttention: Story = {
  decorators: [
    withFlows({
      loadHomeSummary: resolves(
        storyHome({
          attention: storyAttention,
          bots: storyTroubledBots,
          counts: { running: 4, paused: 1, error: 1, out_of_balance: 1 },
        }),
      ),
      loadMarketSymbols: resolves(storySymbols),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Needs attention' }, WAIT)
    const items = within(list).getAllByRole('listitem')
    await expect(items).toHaveLength(6)
    await expect(items[0]).toHaveTextContent('Futures grid on DOGE/USDT stopped with an error')
    await expect(items[0]).toHaveTextContent(
      'Binance refused the API key. Check it on the API keys page.',
    )
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/bot/view/${storyAttention[0]!.bot_id}`,
    )
    await expect(items[1]).toHaveTextContent('Spot grid on WLD/USDT is out of balance')
    await expect(items[1]).toHaveTextContent(
      'Available 8.20 USDT is below the 10.00 USDT a running bot needs',
    )
    await expect(items[2]).toHaveTextContent('DCA on SOL/USDT is running low on balance')
    await expect(
      within(items[3]!).getByRole('link', { name: /^Replace key: Binance refused your API key/ }),
    ).toHaveAttribute('href', '/api/update/binance')
    await expect(within(items[4]!).getByRole('link', { name: /^Connect again/ })).toHaveAttribute(
      'href',
      '/api/connect/okx',
    )
    await expect(items[5]).toHaveTextContent('Your OANDA key can withdraw funds')
    await expect(within(items[5]!).getByRole('link')).toHaveAttribute('href', '/api/update/oanda')
    await expect(canvas.queryByText(/All good/)).toBeNull()
    const counts = canvas.getByRole('list', { name: 'Bots by status' })
    await expect(within(counts).getAllByRole('listitem')[2]).toHaveTextContent('1Error')
  },
}

/** A new trader: Paper explained, the first bot one press away, and Paper's balance shown. */
export const NewUser: Story = {
  decorators: [
    withFlows({
      loadHomeSummary: resolves(storyNewUser),
      loadMarketSymbols: resolves(storySymbols),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const welcome = await region(canvas, 'Welcome! Start with Paper')
    await expect(welcome).toHaveTextContent('10,000 USDT')
    const first = within(welcome).getByRole('link', { name: 'Create your first bot' })
    await expect(first).toHaveAttribute('href', '/bot/create')
    const usdt = canvas.getByRole('article', { name: 'Assets in USDT' })
    await expect(within(usdt).getAllByText('10,000.00 USDT')[0]).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Live bots' })).toBeNull()
    // The Paper balance still shows, and nothing asks for attention.
    await expect(canvas.getByText(/All good/)).toBeVisible()
  },
}

/** The hide-balance switch masks every figure on the page, PnL included, and shows them again. */
export const HiddenBalances: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const usdt = await canvas.findByRole('article', { name: 'Assets in USDT' }, WAIT)
    await userEvent.click(canvas.getByRole('switch', { name: 'Hide balance' }))
    await waitFor(() => expect(within(usdt).queryByText('10,000.00 USDT')).toBeNull())
    await expect(within(usdt).getAllByText('******')).toHaveLength(5)
    const bots = canvas.getByRole('list', { name: 'Live bots' })
    await expect(within(bots).queryAllByText(/\d USDT|\$\d/)).toHaveLength(0)
    await expect(within(bots).getAllByText('******')).toHaveLength(storyHomeBots.length)
    // Market prices are not the trader's money: they stay.
    await expect(canvas.getByText('+11.24%')).toBeVisible()
  },
}

export const HiddenBalancesShownAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const usdt = await canvas.findByRole('article', { name: 'Assets in USDT' }, WAIT)
    const toggle = canvas.getByRole('switch', { name: 'Hide balance' })
    await userEvent.click(toggle)
    await waitFor(() => expect(within(usdt).getAllByText('******')).toHaveLength(5))
    // By keyboard too: Space on the focused switch shows the figures again.
    toggle.focus()
    await userEvent.keyboard(' ')
    await expect(await within(usdt).findByText('10,000.00 USDT')).toBeVisible()
    await expect(within(usdt).queryByText('******')).toBeNull()
  },
}

let afterEvent = false
const liveServer = fakeSummary(() =>
  afterEvent
    ? storyHome({
        counts: { running: 3, paused: 2, error: 0, out_of_balance: 0 },
        bots: storyHomeBots.map((bot, i) => (i === 0 ? { ...bot, status: 'paused' } : bot)),
      })
    : storyHome(),
)
const botFeed = fakeLiveSource()

/** A bot event over the socket reloads the summary in place: no skeleton, the new count shows. */
export const LiveBotEvent: Story = {
  decorators: [
    withFlows({ loadHomeSummary: liveServer.load, loadMarketSymbols: resolves(storySymbols) }),
    withLive(botFeed),
  ],
  play: async ({ canvasElement }) => {
    afterEvent = false
    const canvas = within(canvasElement)
    const counts = await canvas.findByRole('list', { name: 'Bots by status' }, WAIT)
    await expect(within(counts).getAllByRole('listitem')[1]).toHaveTextContent('1Paused')
    const asked = liveServer.calls
    afterEvent = true
    botFeed.emit({
      type: 'bot.status',
      botId: storyHomeBots[0]!.id,
      status: 'paused',
      reason: null,
      time: 0,
      sentAt: 0,
    })
    await waitFor(() => expect(liveServer.calls).toBe(asked + 1))
    await waitFor(() =>
      expect(within(counts).getAllByRole('listitem')[1]).toHaveTextContent('2Paused'),
    )
    // The same list stayed on screen: the page did not fall back to its skeleton.
    await expect(canvas.getByRole('list', { name: 'Bots by status' })).toBe(counts)
    await expect(canvas.queryByLabelText('Loading your dashboard')).toBeNull()
  },
}

const tickerFeed = fakeLiveSource()

/** A mover follows its live ticker: the price moves and flashes, the change follows. */
export const MoverTicks: Story = {
  decorators: [withLive(tickerFeed)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const movers = await canvas.findByRole('list', { name: 'Top movers' }, WAIT)
    const sol = within(movers).getAllByRole('listitem')[2]!
    await expect(sol).toHaveTextContent('148.32')
    tickerFeed.emitTicker(storyTicker('SOLUSDT', 151.07, 10.38))
    // The flash direction lands a render after the new price (LivePrice re-keys its span).
    await waitFor(() => expect(within(sol).getByText('151.07').dataset.tick).toBe('up'))
    await expect(sol).toHaveTextContent('+10.38%')
    tickerFeed.emitTicker(storyTicker('SOLUSDT', 146.9, 7.36))
    await waitFor(() => expect(within(sol).getByText('146.90').dataset.tick).toBe('down'))
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadHomeSummary: pends() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Loading your dashboard', {}, WAIT)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create a bot' })).toBeVisible()
  },
}

let failing = true
const flakyServer = fakeSummary(() => {
  if (failing) throw new TypeError('Failed to fetch')
  return storyHome()
})

/** The first load fails: an inline error, and Try again loads the dashboard. */
export const ErrorAndRetry: Story = {
  decorators: [
    withFlows({ loadHomeSummary: flakyServer.load, loadMarketSymbols: resolves(storySymbols) }),
  ],
  play: async ({ canvasElement }) => {
    failing = true
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, WAIT)
    await expect(alert).toHaveTextContent('Your dashboard could not be loaded.')
    failing = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('article', { name: 'Assets in USDT' }, WAIT)).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** The error as it stays on screen. */
export const Error: Story = {
  decorators: [withFlows({ loadHomeSummary: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('Your dashboard could not be loaded.', {}, WAIT),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

/** Partial data: no assets, no movers yet; each section says so instead of breaking. */
export const Partial: Story = {
  decorators: [
    withFlows({
      loadHomeSummary: resolves(storyHome({ assets: [], movers: [] })),
      loadMarketSymbols: rejects('internal'),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No balance yet.', {}, WAIT)).toBeVisible()
    await expect(canvas.getByText('No market prices yet.')).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Live bots' })).toBeVisible()
  },
}

/** A 390 px phone: one column, nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { phone: true },
  decorators: [
    withFlows({
      loadHomeSummary: resolves(storyHome({ attention: storyAttention.slice(0, 3) })),
      loadMarketSymbols: resolves(storySymbols),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Top movers' }, WAIT)
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = {
  decorators: [
    withFlows({
      loadHomeSummary: resolves(
        storyHome({
          attention: storyAttention.slice(0, 4),
          bots: storyTroubledBots,
          counts: { running: 4, paused: 1, error: 1, out_of_balance: 1 },
        }),
      ),
      loadMarketSymbols: resolves(storySymbols),
    }),
  ],
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Needs attention' }, WAIT)
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'เหรียญเคลื่อนไหวแรง' }, WAIT)
    await expect(canvas.getByRole('heading', { name: 'สินทรัพย์รวม' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'ดูบอททั้งหมด' })).toHaveAttribute('href', '/th/bot')
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: '涨跌幅榜' }, WAIT)
    await expect(canvas.getByRole('heading', { name: '总资产' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '查看全部机器人' })).toHaveAttribute(
      'href',
      '/cn/bot',
    )
  },
}
