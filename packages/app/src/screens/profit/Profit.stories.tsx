import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Component } from './Profit'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'
import { storyProfit, storyUsd, storyUsdt } from './stories/profitSample'

const meta = {
  title: 'Screens/Profit/Profit',
  component: Component,
  decorators: [
    withFlows({ loadProfit: resolves(storyProfit(storyUsdt)) }),
    withRoute({ path: 'profit', layout: 'default' }),
  ],
  parameters: { visual: { delay: 400 } },
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** One currency: totals, the 30-day chart, this month's calendar and both tables. */
export const OneCurrency: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const totals = await canvas.findByRole('region', { name: 'Totals in USDT' })
    await expect(within(totals).getByText('+27.91 USDT')).toBeVisible()
    await expect(within(totals).getByText('+3.12 USDT')).toBeVisible()
    await expect(canvas.queryByRole('radiogroup', { name: 'Currency' })).toBeNull()
    await expect(
      canvas.getByRole('img', { name: /Daily profit chart, 30 days, total \+23\.79 USDT/ }),
    ).toBeInTheDocument()
    const bots = canvas.getByRole('grid', { name: 'Profit by bot' })
    await expect(within(bots).getByRole('link', { name: /Spot grid · BTCUSDT/ })).toHaveAttribute(
      'href',
      '/bot/view/5b1f8f0e-1a2b-4c3d-8e9f-000000000001',
    )
    await expect(within(bots).getByText('−8.37 USDT')).toBeVisible()
  },
}

/** Crypto and forex bots: a switch between USDT and USD, each with its own figures. */
export const TwoCurrencies: Story = {
  decorators: [withFlows({ loadProfit: resolves(storyProfit(storyUsdt, storyUsd)) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('region', { name: 'Totals in USDT' })
    await userEvent.click(canvas.getByRole('radio', { name: 'USD' }))
    const totals = await canvas.findByRole('region', { name: 'Totals in USD' })
    await expect(within(totals).getByText('−$14.50')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /XAUUSD/ })).toBeVisible()
  },
}

/** The calendar by keyboard: Page Up goes to December, whose days carry sign and mark. */
export const CalendarNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await canvas.findByRole('grid', { name: /Daily PnL, January 2030/ })
    const today = within(grid).getByRole('gridcell', { name: /Jan 20, 2030: \+3\.12 USDT/ })
    await expect(today).toHaveAttribute('tabindex', '0')
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeDisabled()
    today.focus()
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName('Jan 19, 2030: +2.04 USDT'),
    )
    await userEvent.keyboard('{PageUp}')
    const december = await canvas.findByRole('grid', { name: /Daily PnL, December 2029/ })
    const loss = within(december).getByRole('gridcell', { name: /Dec 30, 2029: −0.00 USDT/ })
    await expect(loss).toHaveAttribute('data-tone', 'loss')
    await expect(loss).toHaveTextContent('▼')
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }))
    await expect(await canvas.findByRole('grid', { name: /January 2030/ })).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent('Loss day')
  },
}

export const Empty: Story = {
  decorators: [withFlows({ loadProfit: resolves(storyProfit()) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No profit yet')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Create a bot' }))
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadProfit: pends() })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading profit')).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadProfit: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Profit could not be loaded.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

/** A 390 px phone: totals, chart, calendar and tables stack without sideways scrolling. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('grid', { name: /Daily PnL/ })
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = {
  decorators: [withFlows({ loadProfit: resolves(storyProfit(storyUsdt, storyUsd)) })],
  globals: { theme: 'dark' },
}
export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
