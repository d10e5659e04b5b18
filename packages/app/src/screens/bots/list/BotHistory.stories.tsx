import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { BotSummary } from '@atb/contract'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  withFlows,
  withRoute,
} from '../../account/stories/storyKit'
import { Component } from './BotHistory'
import { botRequests, fakeBotServer, stoppedBots, withListEnv } from './stories/listStoryKit'

const meta = {
  title: 'Screens/Bots/BotHistory',
  component: Component,
  decorators: [
    withFlows({ loadBots: fakeBotServer(() => stoppedBots) }),
    withListEnv(),
    withRoute({ path: 'bot/history', layout: 'default' }),
  ],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const history = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('list', { name: 'Stopped bots' })

/** Each stopped bot with its final result, runtime, when and how it stopped, and why. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await history(canvas)
    await expect(botRequests.at(-1)).toMatchObject({ status: 'history' })
    // Newest first: the ETH bot was created two days after the BTC one.
    const [eth, btc] = within(list).getAllByRole('listitem')
    await expect(within(eth!).getByText('Kept holdings')).toBeVisible()
    const first = btc!
    await expect(within(first).getByText('Final PnL')).toBeVisible()
    await expect(within(first).getByText('+48.12 USDT')).toBeVisible()
    await expect(within(first).getByText('(+4.81%)')).toBeVisible()
    await expect(within(first).getByText('12d 3h')).toBeVisible()
    await expect(within(first).getByText('Sold at market')).toBeVisible()
    await expect(within(first).getByText('Reason: Stopped by you, sold at market')).toBeVisible()
    await expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      '/bot/view/5b1f8f0e-1a2b-4c3d-8e9f-200000000001',
    )
    // Sorting by status would change nothing here, so it is not offered.
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }))
    await expect(await within(document.body).findByRole('option', { name: 'PnL' })).toBeVisible()
    await expect(within(document.body).queryByRole('option', { name: 'Status' })).toBeNull()
    await userEvent.keyboard('{Escape}')
  },
}

/** Sorting the history by result asks the server, lowest first after the flip. */
export const SortedByPnl: Story = {
  parameters: { route: { url: '/bot/history?sort=pnl&order=asc' } },
  play: async ({ canvasElement }) => {
    const list = await history(within(canvasElement))
    await expect(botRequests.at(-1)).toMatchObject({ status: 'history', sort: 'pnl', order: 'asc' })
    // Lowest result first: ETH lost 6.40, EUR/USD made nothing, BTC gained 48.12.
    const links = within(list).getAllByRole('link')
    await expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'ETH/USDT, Spot martingale',
      'EUR/USD, Forex manual',
      'BTC/USDT, Spot grid',
    ])
  },
}

const many: BotSummary[] = Array.from({ length: 25 }, (_, i) => ({
  ...stoppedBots[i % stoppedBots.length]!,
  id: `5b1f8f0e-1a2b-4c3d-8e9f-3${String(i).padStart(11, '0')}`,
}))

export const ManyPaged: Story = {
  decorators: [withFlows({ loadBots: fakeBotServer(() => many) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Page 1 of 2')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(botRequests.at(-1)).toMatchObject({ status: 'history', page: 2 }))
    await expect(within(await history(canvas)).getAllByRole('listitem')).toHaveLength(5)
  },
}

export const Empty: Story = {
  decorators: [withFlows({ loadBots: fakeBotServer(() => []) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No stopped bots yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Active bots' })).toHaveAttribute('href', '/bot')
  },
}

export const NoMatch: Story = {
  parameters: { route: { url: '/bot/history?q=doge' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No bots match')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }))
    await expect(within(await history(canvas)).getAllByRole('listitem')).toHaveLength(3)
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadBots: pends() })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading bots')).toBeVisible()
  },
}

export const LoadError: Story = {
  decorators: [withFlows({ loadBots: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Your bots could not be loaded.')).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await history(within(canvasElement))
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByRole('link', { name: /BTC\/USDT/ })
    await expect((await canvas.findByRole('heading', { level: 1 })).textContent).not.toBe(
      'Bot history',
    )
  },
}

export const Chinese: Story = { globals: { locale: 'zh' }, play: Thai.play }
