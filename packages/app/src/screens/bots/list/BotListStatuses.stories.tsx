import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { expectNoSidewaysScroll, withFlows, withRoute } from '../../account/stories/storyKit'
import { Component } from './BotList'
import { activeBots, fakeBotServer, withListEnv } from './stories/listStoryKit'

/** /bot filtered to each status, opened from its address (the filter lives in the query). */
const meta = {
  title: 'Screens/Bots/BotList/Statuses',
  component: Component,
  decorators: [
    withFlows({ loadBots: fakeBotServer(() => activeBots) }),
    withListEnv(),
    withRoute({ path: 'bot', layout: 'default' }),
  ],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const bots = (canvas: ReturnType<typeof within>) => canvas.findByRole('list', { name: 'Bots' })

/** The address carries the filter: opening /bot?status=error shows the failing bot and why. */
export const ErrorStatus: Story = {
  parameters: { route: { url: '/bot?status=error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await bots(canvas)
    await expect(
      within(list).getByText('OANDA refused the API key. Check it on the API keys page.'),
    ).toBeVisible()
    await expect(canvas.getByRole('row', { name: 'Error' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

export const OutOfBalance: Story = {
  parameters: { route: { url: '/bot?status=out_of_balance' } },
  play: async ({ canvasElement }) => {
    const list = await bots(within(canvasElement))
    await expect(within(list).getByText(/below the 10\.00 USDT a running bot needs/)).toBeVisible()
    await expect(within(list).getByText('Out of balance')).toBeVisible()
  },
}

export const Running: Story = {
  parameters: { route: { url: '/bot?status=running' } },
  play: async ({ canvasElement }) => {
    const list = await bots(within(canvasElement))
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    await expect(within(list).getByText('Running')).toBeVisible()
  },
}

export const Paused: Story = {
  parameters: { route: { url: '/bot?status=paused' } },
  play: async ({ canvasElement }) => {
    const list = await bots(within(canvasElement))
    await expect(within(list).getByText('Paused')).toBeVisible()
    await expect(within(list).getByText('−12.30 USDT')).toBeVisible()
  },
}

/** The reason wraps inside the card on a phone. */
export const PhoneOutOfBalance: Story = {
  parameters: { phone: true, route: { url: '/bot?status=out_of_balance' } },
  play: async ({ canvasElement }) => {
    const list = await bots(within(canvasElement))
    await expect(within(list).getByText(/below the 10\.00 USDT a running bot needs/)).toBeVisible()
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}
