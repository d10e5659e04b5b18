import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'
import { Component } from './Ranking'
import { storyBoard, storyEntries } from './stories/rankingSamples'

const meta = {
  title: 'Screens/Ranking/Ranking',
  component: Component,
  decorators: [
    withFlows({ loadRanking: resolves(storyBoard()) }),
    withRoute({ path: 'ranking', url: '/ranking', layout: 'default' }),
  ],
  parameters: { visual: { delay: 300 } },
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** Three shared bots by ROI over 30 days: rank, bot, nickname (or a neutral name), ROI, PnL, runtime. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const board = await canvas.findByRole('grid', { name: 'Bots ranked by ROI' }, { timeout: 8000 })
    const first = within(board).getByRole('link', { name: 'Spot grid · BTC/USDT' })
    await expect(first).toHaveAttribute('href', `/ranking/${storyEntries[0]!.id}`)
    await expect(within(board).getByText('Grid_Shark')).toBeVisible()
    await expect(within(board).getByText('Anonymous trader')).toBeVisible()
    await expect(within(board).getByText('+9.65%')).toBeVisible()
    await expect(within(board).getByText('−1.24%')).toBeVisible()
    await expect(canvas.getByRole('radio', { name: '30 days' })).toBeChecked()
  },
}

/** Switching to PnL over 7 days puts the choice in the address and asks again. */
export const SwitchBoards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Grid_Shark', {}, { timeout: 8000 })
    await userEvent.click(canvas.getByRole('radio', { name: 'PnL' }))
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'PnL' })).toBeChecked())
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }))
    await waitFor(() => expect(canvas.getByRole('radio', { name: '7 days' })).toBeChecked())
    await expect(
      await canvas.findByRole('grid', { name: 'Bots ranked by PnL' }, { timeout: 8000 }),
    ).toBeVisible()
    await expect(canvas.getByText(/7 days: realised PnL/)).toBeVisible()
  },
}

/** Shared bots with no trade in the period are counted apart, not ranked with a zero (decision 079). */
export const SomeNotRanked: Story = {
  decorators: [withFlows({ loadRanking: resolves(storyBoard(storyEntries, 3, 2)) })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Not ranked: 2 shared bots with no trade in this period.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible()
  },
}

export const Empty: Story = {
  decorators: [withFlows({ loadRanking: resolves(storyBoard([])) })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No bots to rank yet', {}, { timeout: 8000 }),
    ).toBeVisible()
  },
}

/** Filters that match nothing say so and how to widen them. */
export const EmptyFiltered: Story = {
  decorators: [withFlows({ loadRanking: resolves(storyBoard([])) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('No bots to rank yet', {}, { timeout: 8000 })
    await userEvent.click(canvas.getByRole('button', { name: /Market/ }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Forex' }))
    await expect(await canvas.findByText(/No shared bot matches these filters/)).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadRanking: pends() })],
  play: async ({ canvasElement }) => {
    const board = await within(canvasElement).findByRole(
      'grid',
      { name: 'Bots ranked by ROI' },
      { timeout: 8000 },
    )
    await expect(board.closest('[aria-busy="true"]')).not.toBeNull()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadRanking: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The ranking could not be loaded.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Retry|Try again/ })).toBeEnabled()
  },
}

/** Many shared bots: the pages below the board. */
export const Paged: Story = {
  decorators: [withFlows({ loadRanking: resolves(storyBoard(storyEntries, 45)) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Page 1 of 3/)).toBeVisible()
  },
}

/** A 390 px phone: each ranked bot becomes a stack of labelled lines; nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Grid_Shark')
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
