import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Decorator } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { BotView } from '@atb/contract'
import { LiveContext } from '../../../services/useTicker'
import {
  expectNoSidewaysScroll,
  resolves,
  withFlows,
  withRoute,
} from '../../account/stories/storyKit'
import { Component } from './BotView'
import { brokeBasket, rebalanceBot, waitingBasket } from './stories/rebalanceSamples'
import { eventsPage, storyCandles, storyLive } from './stories/viewSamples'

const id = rebalanceBot().id
const live = storyLive()
const withLive: Decorator = (Story) => (
  <LiveContext.Provider value={live.source}>
    <Story />
  </LiveContext.Provider>
)
const showing = (bot: BotView) =>
  withFlows({
    loadBot: resolves(bot),
    loadCandles: resolves(storyCandles('BTCUSDT', 61_000)),
    loadBotEvents: resolves(eventsPage([])),
  })

/** A rebalance bot's page (issue 27): its basket's target and current weights, its coins' trades. */
const meta = {
  title: 'Screens/Bots/BotView/Rebalance',
  component: Component,
  decorators: [
    showing(rebalanceBot()),
    withLive,
    withRoute({ path: 'bot/view/*', url: `/bot/view/${id}`, layout: 'default' }),
  ],
  parameters: { visual: { delay: 300 } },
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const weightsOf = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole(
      'grid',
      { name: 'Target and current weights' },
      { timeout: 5000 },
    ),
  )

/** Running on its coins with 2.10 USDT of quote left: no alarm, each coin's weight and drift. */
export const Weights: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await weightsOf(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'Weights' })).toBeVisible()
    for (const name of [
      'Coin',
      'Target weight',
      'Current weight',
      'Drift',
      'Quantity held',
      'Value',
    ])
      await expect(table.getByRole('columnheader', { name })).toBeInTheDocument()
    const btc = table.getByRole('rowheader', { name: 'BTC' }).closest('[role="row"]')!
    await expect(within(btc as HTMLElement).getByText('40.00%')).toBeVisible()
    await expect(within(btc as HTMLElement).getByText('40.39%')).toBeVisible()
    await expect(within(btc as HTMLElement).getByText('+0.39%')).toBeVisible()
    await expect(within(btc as HTMLElement).getByText('245.00 USDT')).toBeVisible()
    await expect(table.getByText('−0.66%')).toBeVisible()
    await expect(canvas.getByText(/rebalances when a drift reaches ±1\.00%/)).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** Its fills name their coin, and every trade can be exported. */
export const Trades: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: /Trades/ }, { timeout: 5000 }))
    const fills = within(await canvas.findByRole('grid', { name: 'Recent fills' }))
    await expect(fills.getByRole('columnheader', { name: 'Coin' })).toBeInTheDocument()
    await expect(fills.getAllByText('DOGE')).toHaveLength(2)
    await expect(fills.getByText('SOL')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  },
}

/** Waiting for its trigger prices: the targets, and that nothing is bought yet. */
export const NothingBought: Story = {
  decorators: [showing(waitingBasket())],
  play: async ({ canvasElement }) => {
    const table = await weightsOf(canvasElement)
    await expect(table.getAllByText('0.00%')).toHaveLength(3)
    await expect(
      within(canvasElement).getByText(/The bot holds none of its coins yet/),
    ).toBeVisible()
  },
}

/** Out of balance only once everything it holds is worth under 10 USDT. */
export const OutOfBalance: Story = {
  decorators: [showing(brokeBasket())],
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole(
      'alert',
      { name: 'Out of balance: the bot stopped placing orders' },
      { timeout: 5000 },
    )
    await expect(
      within(alert).getByText(
        "The bot's holdings are worth 8.20 USDT, below the 10.00 USDT a running bot needs",
      ),
    ).toBeVisible()
  },
}

/** A 390 px phone: each coin becomes a stack of labelled lines, nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await weightsOf(canvasElement)
    const phone = canvasElement.querySelector('[data-phone]')!
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth + 1)
    for (const region of phone.querySelectorAll('main section'))
      await expectNoSidewaysScroll(region)
    // The picture shows the coins as stacked lines.
    within(canvasElement)
      .getByRole('heading', { level: 2, name: 'Weights' })
      .scrollIntoView({ block: 'start' })
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: 'สัดส่วน' }),
    ).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
