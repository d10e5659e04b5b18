import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'
import { Component } from './RankingBot'
import { storyRankingBot } from './stories/rankingSamples'

const id = storyRankingBot.id

const meta = {
  title: 'Screens/Ranking/RankingBot',
  component: Component,
  decorators: [
    withFlows({ loadRankingBot: resolves(storyRankingBot) }),
    withRoute({ path: 'ranking/:id', url: `/ranking/${id}`, layout: 'default' }),
  ],
  parameters: { visual: { delay: 400 } },
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** A shared grid: the owner's nickname, statistics, daily equity against the investment, settings. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/By Grid_Shark/, {}, { timeout: 8000 })).toBeVisible()
    const stats = canvas.getByRole('region', { name: 'Statistics' })
    await expect(within(stats).getByText('+9.65%')).toBeVisible()
    await expect(within(stats).getByText('+48.27 USDT')).toBeVisible()
    await expect(within(stats).getByText('−1.21%')).toBeVisible()
    await expect(canvas.getByRole('img', { name: /Equity by day/ })).toBeInTheDocument()
    await expect(canvas.getByRole('region', { name: 'Settings' })).toHaveTextContent('57,000')
  },
}

/** Copy this bot opens the wizard's setup with its settings. */
export const Copy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Copy this bot' }, { timeout: 8000 }),
    )
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument()
  },
}

/** Not shared, no longer shared, deleted or a wrong link: the same answer. */
export const NotShared: Story = {
  decorators: [withFlows({ loadRankingBot: rejects('record_not_found') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('This bot is not in the ranking')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See the ranking' })).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadRankingBot: pends() })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading the bot')).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadRankingBot: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The bot could not be loaded')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/By Grid_Shark/)
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
