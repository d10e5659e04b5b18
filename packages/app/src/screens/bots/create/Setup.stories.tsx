import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Component } from './Setup'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  settleAnnouncements,
  withFlows,
  withRoute,
} from '../../account/stories/storyKit'
import { storyBareSetup, storyGridSetup, storyReviewed } from './stories/storySetup'
import { withParts, withPartsData } from './parts/stories/partsKit'
import { failing, storyExchanges } from './parts/stories/fakes'

/** A spot grid begun in this tab: the pair chosen, nothing typed yet. */
const begun = { ...storyReviewed, values: {}, reviewed: null }

const meta = {
  title: 'Screens/Bots/Create/Setup',
  component: Component,
  decorators: [
    withFlows({ loadKindSetup: resolves(storyGridSetup), wizard: { stored: begun } }),
    withRoute({
      path: 'bot/create/:market/:theme/:strategy/setup',
      url: '/bot/create/crypto/grid/spot_grid/setup',
      layout: 'blank',
    }),
    withPartsData,
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A pending button's announcement reaches the live region up to 100 ms after the press (React
 * Aria defers the first one), so wait past that before waiting it out.
 */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 300))
  await settleAnnouncements()
}

const review = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('button', { name: 'Review', exact: true })

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('form', { name: 'Bot setup' }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Spot grid' })).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: /trading is risky/ })).not.toBeChecked()
    await expect(canvas.queryByRole('checkbox', { name: /share part of the profit/ })).toBeNull()
    await expect(canvas.getByText(/You need at least 30\.00 USDT free/)).toBeVisible()
  },
}

/** Values kept from an earlier visit (Back, a reload) are in their fields again. */
export const Filled: Story = {
  decorators: [
    withFlows({ loadKindSetup: resolves(storyGridSetup), wizard: { stored: storyReviewed } }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('textbox', { name: /Lower price/ })).toHaveValue('60,000')
    await expect(canvas.getByRole('checkbox', { name: /trading is risky/ })).toBeChecked()
    // The backtest of the kept config comes back after its debounce: wait for it before the picture.
    await expect(await canvas.findByText('Max drawdown', {}, { timeout: 5000 })).toBeVisible()
  },
}

/** The result shown on the setup comes again on the review of the same config. */
export const ReviewShowsTheBacktest: Story = {
  decorators: [
    withFlows({ loadKindSetup: resolves(storyGridSetup), wizard: { stored: storyReviewed } }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('+3.42%', {}, { timeout: 5000 })).toBeVisible()
    await userEvent.click(await review(canvas))
    await expect(await canvas.findByRole('heading', { name: 'Review your bot' })).toBeVisible()
    const card = canvas.getByRole('heading', { name: 'Backtest' }).closest('section')!
    await expect(within(card as HTMLElement).getByText('+3.42%')).toBeVisible()
    await expect(within(card as HTMLElement).getByText(/^Covered /)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Run the backtest' })).toBeNull()
    // The Review button's pending announcement outlives the button: wait it out.
    await settle()
  },
}

/** Review with nothing agreed: the spec's message on the risk checkbox, no review. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await review(canvas))
    await waitFor(() => expect(canvas.getByText('You must agree to the risk')).toBeVisible())
    await expect(canvas.getByRole('checkbox', { name: /trading is risky/ })).toBeInvalid()
    await settle()
  },
}

/**
 * A kind that trades one pair cannot go to the review before a pair is chosen. A fresh setup
 * starts on the market's default pair; here the venue does not list it, so none is offered.
 */
export const PairMissing: Story = {
  decorators: [
    withFlows({
      loadKindSetup: resolves(storyGridSetup),
      wizard: { stored: { ...begun, symbol: null } },
    }),
    withParts({ data: { symbols: async () => ({ source: 'replay', symbols: [] }) } }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await review(canvas))
    await expect(await canvas.findByText('Choose a pair to trade.')).toBeVisible()
  },
}

/** A setup opened without a pair starts on the market's most traded one. */
export const DefaultPair: Story = {
  decorators: [
    withFlows({
      loadKindSetup: resolves(storyGridSetup),
      wizard: { stored: { ...begun, symbol: null } },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Pair' })).toHaveValue('BTC/USDT'),
    )
  },
}

/**
 * On a connected exchange the form reads the balance there with the saved key; when Binance
 * refuses the key the page says so at once, with the way to fix it, instead of failing on create.
 */
export const ExchangeKeyRefused: Story = {
  decorators: [
    withFlows({
      loadKindSetup: resolves(storyGridSetup),
      wizard: { stored: { ...begun, exchange: 'binance' } },
    }),
    withParts({
      data: {
        exchanges: async () => storyExchanges({ binance: 'connected' }),
        exchangeBalances: () => failing('exchange_key_invalid'),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(/Binance refused the saved API key/, {}, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Update the Binance key' })).toHaveAttribute(
      'href',
      '/api/update/binance',
    )
  },
}

/** Signal kinds share profit with the provider, so they ask for that agreement too. */
export const ShareProfit: Story = {
  decorators: [
    withFlows({
      loadKindSetup: resolves(storyBareSetup),
      wizard: { stored: { ...begun, theme: 'signal', kind: 'spot_signal' } },
    }),
  ],
  parameters: {
    route: { url: '/bot/create/crypto/signal/spot_signal/setup' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const share = await canvas.findByRole('checkbox', { name: /share part of the profit/ })
    await userEvent.click(await review(canvas))
    await waitFor(() => expect(canvas.getByText('You must agree to share profit')).toBeVisible())
    await expect(share).toBeInvalid()
    await settle()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadKindSetup: pends(), wizard: { stored: begun } })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading the setup form'),
    ).toBeInTheDocument()
  },
}

export const LoadFailed: Story = {
  decorators: [withFlows({ loadKindSetup: rejects('internal'), wizard: { stored: begun } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The setup form could not be loaded.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Step 4 of 5')).toBeVisible()
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
    // The phone scrolls inside its frame: bring the form's end, and its button, into view.
    const button = await review(canvas)
    button.scrollIntoView({ block: 'end' })
    const frame = canvasElement.querySelector('[data-phone]')!.getBoundingClientRect()
    await waitFor(() =>
      expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(frame.bottom),
    )
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form')).toBeVisible()
    await expect(canvas.queryByText(/trading is risky/)).toBeNull()
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form')).toBeVisible()
    await expect(canvas.queryByText(/trading is risky/)).toBeNull()
  },
}
