import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Decorator } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { BotView } from '@atb/contract'
import { LiveContext } from '../../../services/useTicker'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  withFlows,
  withRoute,
} from '../../account/stories/storyKit'
import { Component } from './BotView'
import {
  errorBot,
  eventsPage,
  gridBot,
  lowBalanceBot,
  martingaleBot,
  outOfBalanceBot,
  refusedOrdersBot,
  stoppedBot,
  storyCandles,
  walletLowBot,
  storyLive,
} from './stories/viewSamples'

const id = gridBot().id
const live = storyLive()
const withLive: Decorator = (Story) => (
  <LiveContext.Provider value={live.source}>
    <Story />
  </LiveContext.Provider>
)
const showing = (bot: BotView) =>
  withFlows({
    loadBot: resolves(bot),
    loadCandles: resolves(
      bot.symbols[0] === 'ETHUSDT' ? storyCandles('ETHUSDT', 3300) : storyCandles(),
    ),
    loadBotEvents: resolves(eventsPage()),
  })

const meta = {
  title: 'Screens/Bots/BotView',
  component: Component,
  decorators: [
    showing(gridBot()),
    withLive,
    withRoute({ path: 'bot/view/*', url: `/bot/view/${id}`, layout: 'default' }),
  ],
  parameters: { visual: { delay: 300 } },
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** A running spot grid on Paper: figures that add up, grid levels and fills on the chart. */
export const RunningGrid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Paper trading, no real funds')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: /BTC\/USDT/ })).toBeVisible()
    await expect(canvas.getByText('Spot grid')).toBeVisible()
    await expect(canvas.getAllByText('Limit')).toHaveLength(2)
    await expect(canvas.getByText('Running')).toBeVisible()
    await expect(canvas.getByText('+21.50 USDT')).toBeVisible()
    await expect(canvas.getByText('+2.15%')).toBeVisible()
    await expect(
      canvas.getByText(/Total profit \+21\.50 USDT = realised \+18\.42 USDT \+ unrealised/),
    ).toBeVisible()
    await expect(
      canvas.getByText(/grid profit \+16\.10 USDT \+ trend profit \+5\.40 USDT/),
    ).toBeVisible()
    await expect(await canvas.findByRole('img', { name: /Price chart, 96 candles/ })).toBeVisible()
    await expect(canvas.getByRole('grid', { name: 'Open orders' })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** A bot its owner shares: the switch is on and the page links its public page. */
export const SharedInRanking: Story = {
  decorators: [showing({ ...gridBot(), public_since: '2030-01-20T10:00:00.000Z' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggle = await canvas.findByRole('switch', { name: 'Show in the public ranking' })
    await expect(toggle).toBeChecked()
    await expect(
      canvas.getByText('Others see its figures, settings and your nickname.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See its public page' })).toHaveAttribute(
      'href',
      `/ranking/${id}`,
    )
  },
}

export const PausedMartingale: Story = {
  decorators: [showing(martingaleBot())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Spot martingale')).toBeVisible()
    await expect(canvas.getByRole('status', { name: 'Paused' })).toBeVisible()
    await expect(canvas.getByText('−12.30 USDT')).toBeVisible()
    // No grid: neither grid profit nor the grid line of the sum.
    await expect(canvas.queryByText('Grid profit')).toBeNull()
    await expect(canvas.getByText('Binance')).toBeVisible()
    await expect(canvas.getByText('No open orders')).toBeVisible()
    // Its cycle: both steps bought, waiting to take profit.
    const cycle = canvas.getByRole('region', { name: 'Current cycle' })
    await expect(within(cycle).getByText('All steps used')).toBeVisible()
    await expect(within(cycle).getByText('3,359.65')).toBeVisible()
  },
}

export const StoppedKept: Story = {
  decorators: [showing(stoppedBot('keep'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/coins were kept in your account/)).toBeVisible()
    await expect(canvas.getByText(/These are its final figures/)).toBeVisible()
    await expect(canvas.getByText('+21.50 USDT')).toBeVisible()
    await expect(canvas.getByText(/^Ran 19 d 0 h/)).toBeVisible()
  },
}

export const StoppedSold: Story = {
  decorators: [showing(stoppedBot('sell'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/coins were sold at market/)).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: /Trades/ }))
    await expect(await canvas.findByRole('grid', { name: 'Round trips' })).toBeVisible()
  },
}

export const ErrorStatus: Story = {
  decorators: [showing(errorBot())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', { name: 'The bot stopped on an error' })
    await expect(
      within(alert).getByText('Binance refused the API key. Check it on the API keys page.'),
    ).toBeVisible()
    await expect(within(alert).getByText(/Check your Binance connection and API key/)).toBeVisible()
  },
}

export const OutOfBalance: Story = {
  decorators: [showing(outOfBalanceBot())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {
      name: 'Out of balance: the bot stopped placing orders',
    })
    await expect(within(alert).getByText(/below the 10\.00 USDT a running bot needs/)).toBeVisible()
    await expect(canvas.getByText('Out of balance')).toBeVisible()
  },
}

/** Paused by the profit share's minimum: the wallet is under 10 USDT, with the way to deposit. */
export const WalletLow: Story = {
  decorators: [showing(walletLowBot())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {
      name: 'Paused: your wallet is under 10 USDT',
    })
    await expect(within(alert).getByRole('link', { name: 'Deposit USDT' })).toHaveAttribute(
      'href',
      '/assets/deposit',
    )
    await expect(within(alert).getByText(/pay the profit share/)).toBeVisible()
  },
}

/** Said before the bot runs out: what it has, what it needs and counts, and what to do. */
export const LowBalanceWarning: Story = {
  decorators: [showing(lowBalanceBot())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', { name: 'Low balance: the bot may stop soon' })
    // What it counts, with the cycle panel's figure for the same buys.
    await expect(
      within(alert).getByText(
        'Available 1,000.00 USDT; the 2 buys left in this cycle need up to 1,134.70 USDT at worst, fees included.',
      ),
    ).toBeVisible()
    await expect(within(alert).getByText(/Add USDT to your Paper account/)).toBeVisible()
    const cycle = canvas.getByRole('region', { name: 'Current cycle' })
    await expect(
      within(cycle).getByText(
        'The 2 buys left in this cycle need up to 1,134.70 USDT, fees included.',
      ),
    ).toBeVisible()
  },
}

/** Orders of its current settings the venue refused: each one said with why, in words. */
export const RefusedOrders: Story = {
  decorators: [showing(refusedOrdersBot())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {
      name: 'Paper refused some of the bot’s orders',
    })
    await expect(
      within(alert).getByText(
        'Buy 0.00171 BTC at 58,200.00: There is not enough free balance for the order.',
      ),
    ).toBeVisible()
    await expect(
      within(alert).getByText(
        'Sell 0.0016 BTC at 62,400.00: The exchange said: Account has insufficient balance',
      ),
    ).toBeVisible()
  },
}

/** Four minutes in: a year's rate from so little would be noise, so the APR waits for a day. */
export const JustStarted: Story = {
  decorators: [
    showing({ ...gridBot(), performance: { ...gridBot().performance, runtime_ms: 240_000 } }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const apr = (await canvas.findByText('APR', {}, { timeout: 5000 })).closest('div')!
    await expect(within(apr).getByText('–')).toBeVisible()
    await expect(within(apr).getByText('Shown after the first day')).toBeVisible()
  },
}

/** Another user's bot or an unknown id: a page of its own, with the way back. */
export const NotFound: Story = {
  decorators: [withFlows({ loadBot: rejects('record_not_found') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Bot not found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your bots' })).toHaveAttribute(
      'href',
      '/bot',
    )
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull()
  },
}

export const LoadError: Story = {
  decorators: [withFlows({ loadBot: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(within(alert).getByText('The bot could not be loaded')).toBeVisible()
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadBot: pends() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Loading the bot…' })).toBeVisible()
    await expect(canvas.getByLabelText('Loading the bot')).toHaveAttribute('aria-busy', 'true')
  },
}

/** Every kind of event: status changes with reasons, the settings diff, the sale and the stop. */
export const EventLogTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: 'Event log' }))
    const log = await canvas.findByRole('grid', { name: 'Event log' })
    await expect(await within(log).findByText('Running → Error')).toBeVisible()
    await expect(within(log).getByText('stop loss: Off → On')).toBeVisible()
    await expect(within(log).getByText('number of grids: 8 → 10')).toBeVisible()
    await expect(within(log).getByText('Sold 0.0165 at 60,420.50 for 996.94 USDT')).toBeVisible()
    await expect(within(log).getByText('Stopped, coins sold')).toBeVisible()
  },
}

export const TradesTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: /Trades/ }))
    const trips = await canvas.findByRole('grid', { name: 'Round trips' })
    await expect(within(trips).getAllByText('+0.48 USDT')).toHaveLength(2)
    await expect(within(trips).getByText('60,600.00')).toBeVisible()
  },
}

/** A martingale has no round trips: its latest fills instead. */
export const FillsTab: Story = {
  decorators: [showing(martingaleBot())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: /Trades/ }))
    const fills = await canvas.findByRole('grid', { name: 'Recent fills' })
    await expect(within(fills).getByText('3,240.00')).toBeVisible()
  },
}

export const ParametersTab: Story = {
  decorators: [showing(martingaleBot())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: 'Parameters' }))
    const term = (name: string) => canvas.getByText(name, { selector: 'dt' })
    await expect(await canvas.findByText('Settings version 1')).toBeVisible()
    // The stop loss is configured but switched off; the take profit is on.
    await expect(term('stop loss').nextElementSibling).toHaveTextContent('Off')
    await expect(term('take profit').nextElementSibling).toHaveTextContent('3,600')
    await expect(term('exchange').nextElementSibling).toHaveTextContent('Binance')
  },
}

/** Answers running first, then paused: what the server says after the bot was paused elsewhere. */
const liveAnswers = { count: 0 }

/** A status event on the socket reloads the bot at once. */
export const LiveStatus: Story = {
  beforeEach: () => {
    liveAnswers.count = 0
  },
  decorators: [
    withFlows({
      loadBot: fromPromise<BotView, { id: string }>(async () =>
        liveAnswers.count++ === 0 ? gridBot() : gridBot({ status: 'paused' }),
      ),
      loadCandles: resolves(storyCandles()),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Running')).toBeVisible()
    live.emit({
      type: 'bot.status',
      botId: 'someone-else',
      status: 'error',
      reason: null,
      time: 0,
      sentAt: 0,
    })
    await expect(canvas.queryByText('Error')).toBeNull()
    live.emit({ type: 'bot.status', botId: id, status: 'paused', reason: null, time: 0, sentAt: 0 })
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Paused' })).toBeVisible())
  },
}

/**
 * A 390 px phone: the figures wrap two to a row, charts and tables fit; only the tab strip
 * scrolls sideways, inside itself, as phone tab bars do.
 */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('img', { name: /Price chart/ })
    const phone = canvasElement.querySelector('[data-phone]')!
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth + 1)
    for (const region of phone.querySelectorAll('main section, main header, [role="tabpanel"]'))
      await expectNoSidewaysScroll(region)
    const total = canvas.getByText('Total profit', { selector: 'dt' }).parentElement!
    await expect(total.getBoundingClientRect().width).toBeLessThan(200)
    await userEvent.click(canvas.getByRole('tab', { name: 'Event log' }))
    await expect(await canvas.findByText('Running → Error')).toBeVisible()
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('กริดสปอต')).toBeVisible()
  },
}
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('现货网格')).toBeVisible()
  },
}
export const Dark: Story = { globals: { theme: 'dark' } }
