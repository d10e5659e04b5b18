import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { ProfitHistoryResponse } from '@atb/contract'
import { Component } from './ProfitHistory'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'
import { storyHistory } from './stories/profitSample'

/** A server answering each page of 45 rows; the first export page never answers (in progress). */
const paged = (total: number, exportPends = false) =>
  fromPromise<ProfitHistoryResponse, { page: number; page_size: number }>(({ input }) =>
    exportPends && input.page_size === 100
      ? new Promise(() => undefined)
      : Promise.resolve(storyHistory(total, input.page, total, input.page_size)),
  )

const meta = {
  title: 'Screens/Profit/ProfitHistory',
  component: Component,
  decorators: [
    withFlows({ loadProfitHistory: paged(45) }),
    withRoute({ path: 'profit/history', layout: 'default' }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** Rows with their bots linked, exact profit and fees, paged 20 at a time. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('grid', { name: 'Profit history' })
    await expect((await within(table).findAllByText('+1.83 USDT'))[0]).toBeVisible()
    const links = within(table).getAllByRole('link', { name: /Spot martingale · Binance/ })
    await expect(links[0]).toHaveAttribute('href', '/bot/view/5b1f8f0e-1a2b-4c3d-8e9f-000000000002')
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible()
  },
}

/** Filters from the address: the bot tag, the exchange and the dates are filled in. */
export const Filtered: Story = {
  parameters: {
    route: {
      url: '/profit/history?bot_id=5b1f8f0e-1a2b-4c3d-8e9f-000000000001&exchange=paper&from=2030-01-01&to=2030-01-20',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Bot 5b1f8f0e')).toBeVisible()
    await expect(canvas.getByLabelText('From (UTC)')).toHaveValue('2030-01-01')
    await expect(canvas.getByRole('button', { name: /Paper/ })).toBeVisible()
    const pair = canvas.getByRole('textbox', { name: 'Pair' })
    await userEvent.type(pair, 'eth-usdt')
    await expect(pair).toHaveValue('ETHUSDT')
    await userEvent.clear(canvas.getByLabelText('From (UTC)'))
    await userEvent.type(canvas.getByLabelText('From (UTC)'), '2030-02-01')
    await expect(await canvas.findByText('The start date is after the end date.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(canvas.queryByText('Bot 5b1f8f0e')).toBeNull())
  },
}

export const Empty: Story = {
  decorators: [withFlows({ loadProfitHistory: resolves(storyHistory(0)) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No profit yet')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  },
}

export const EmptyFiltered: Story = {
  decorators: [withFlows({ loadProfitHistory: resolves(storyHistory(0)) })],
  parameters: { route: { url: '/profit/history?symbol=DOGEUSDT' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No profit matches these filters'),
    ).toBeVisible()
  },
}

/** Export under way: progress with a way to cancel. */
export const Exporting: Story = {
  decorators: [withFlows({ loadProfitHistory: paged(45, true) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Page 1 of 3')
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
    await expect(await canvas.findByRole('progressbar', { name: 'Exporting' })).toBeVisible()
    await expect(canvas.getByText('0 of 45 rows')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel export' }))
    await expect(await canvas.findByRole('button', { name: 'Export CSV' })).toBeEnabled()
  },
}

/** A finished export says how many rows it wrote. */
export const Exported: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Page 1 of 3')
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
    await expect(await canvas.findByText('Exported 45 rows.')).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadProfitHistory: pends() })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Profit history')).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadProfitHistory: rejects('internal') })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Profit history could not be loaded.'),
    ).toBeVisible()
  },
}

/** A bot id that is not the user's: a clear message, not an empty list. */
export const UnknownBot: Story = {
  decorators: [withFlows({ loadProfitHistory: rejects('record_not_found') })],
  parameters: { route: { url: '/profit/history?bot_id=nope' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/That bot was not found/)).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Page 1 of 3')
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
