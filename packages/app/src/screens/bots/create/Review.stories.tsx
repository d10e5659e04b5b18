import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { message, validation } from '@atb/contract'
import { Component } from './Setup'
import {
  expectNoSidewaysScroll,
  expectPending,
  pends,
  rejects,
  resolves,
  settleAnnouncements,
  withFlows,
  withRoute,
} from '../../account/stories/storyKit'
import { storyGridSetup, storyReviewed } from './stories/storySetup'
import { withPartsData, withPartsDataOf } from './parts/stories/partsKit'

const flows = (wizard: Parameters<typeof withFlows>[0] = {}) =>
  withFlows({
    loadKindSetup: resolves(storyGridSetup),
    wizard: { stored: storyReviewed },
    ...wizard,
  })

const meta = {
  title: 'Screens/Bots/Create/Review',
  component: Component,
  decorators: [
    flows(),
    withRoute({
      path: 'bot/create/:market/:theme/:strategy/setup',
      url: '/bot/create/crypto/grid/spot_grid/setup?step=review',
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

const create = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('button', { name: 'Create bot' })

/** The config in words, Paper marked, the capital; Create lands on the new bot's page. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Review your bot' })).toBeVisible()
    await expect(canvas.getByText('Paper — simulated funds')).toBeVisible()
    await expect(canvas.getByText('BTCUSDT')).toBeVisible()
    await expect(canvas.getByText('Spot grid')).toBeVisible()
    // The total investment, in the config's lines and as the capital committed.
    await expect(canvas.getAllByText('505.00 USDT')).toHaveLength(2)
    // Opened afresh (a reload keeps no server answer): no backtest ran for this config yet.
    await expect(canvas.getByText('No backtest was run for these settings.')).toBeVisible()
    await settle()
  },
}

/** The review runs the backtest of the config it shows, and shows it with the span it covered. */
export const RunsTheBacktest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Run the backtest' }))
    await expect(await canvas.findByText('+3.42%', {}, { timeout: 4000 })).toBeVisible()
    await expect(canvas.getByText(/^Covered .+ · 168 candles of 1 hour$/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Run the backtest' })).toBeNull()
  },
}

const unsubscribed = withPartsDataOf({
  subscription: async () => ({ active: false, expires_at: '2026-01-01T00:00:00.000Z' }),
})

/** Without a subscription a live bot is refused before Create, with the way to get one (066). */
export const LiveWithoutSubscription: Story = {
  decorators: [
    unsubscribed,
    flows({ wizard: { stored: { ...storyReviewed, exchange: 'binance' } } }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(
      /Binance with real funds, which needs an active subscription/,
    )
    await expect(within(alert).getByRole('link', { name: 'Get a subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    )
    await expect(await create(canvas)).toBeDisabled()
  },
}

/** Paper stays free: no subscription, and Create still works. */
export const PaperWithoutSubscription: Story = {
  decorators: [unsubscribed],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Paper — simulated funds')).toBeVisible()
    await expect(await create(canvas)).toBeEnabled()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** The refusal fits a phone. */
export const LiveWithoutSubscriptionPhone: Story = {
  ...LiveWithoutSubscription,
  parameters: { phone: true },
  play: async (context) => {
    await LiveWithoutSubscription.play!(context)
    await expectNoSidewaysScroll(context.canvasElement.querySelector('[data-phone]')!)
  },
}

/** A connected exchange trades real funds, and the review says so. */
export const LiveExchange: Story = {
  decorators: [flows({ wizard: { stored: { ...storyReviewed, exchange: 'binance' } } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Live — real funds')).toBeVisible()
    await expect(canvas.getByText('Binance')).toBeVisible()
  },
}

export const Creating: Story = {
  decorators: [flows({ wizard: { stored: storyReviewed, create: pends() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await create(canvas))
    await expectPending(await create(canvas))
    await expect(canvas.getByRole('button', { name: 'Back to setup' })).toBeDisabled()
  },
}

/**
 * The server refused the balance (Create was pressed as the page opened): back on the setup
 * form, the reason at its top, the values kept.
 */
export const ServerRefusal: Story = {
  decorators: [
    flows({
      wizard: { stored: storyReviewed, create: rejects('insufficient_balance'), created: true },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await canvas.findByRole('form', { name: 'Bot setup' })
    await expect(within(form).getByRole('alert')).toHaveTextContent(/balance/i)
    await expect(within(form).getByRole('textbox', { name: /Upper price/ })).toHaveValue('70,000')
    // The backtest of the kept config comes back after its debounce: wait for it before the picture.
    await expect(await canvas.findByText('Max drawdown', {}, { timeout: 5000 })).toBeVisible()
  },
}

/** A config error came back: it is on its own field, without the `config.` prefix. */
export const FieldRefusal: Story = {
  decorators: [
    flows({
      wizard: {
        stored: storyReviewed,
        create: rejects('validation_failed', [
          {
            path: 'config.number_of_grid',
            message: message(validation.max, { label: 'number of grids', max: 149 }),
            text: 'The number of grids must be less than or equal to 149',
          },
        ]),
        created: true,
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grids = await canvas.findByRole('textbox', { name: /Number of grids/ })
    await waitFor(() => expect(grids).toHaveAttribute('aria-invalid', 'true'))
    // The backtest of the kept config comes back after its debounce: wait for it before the picture.
    await expect(await canvas.findByText('Max drawdown', {}, { timeout: 5000 })).toBeVisible()
  },
}

/** No answer from the server: the review stays, says why, and Create can be pressed again. */
export const Offline: Story = {
  decorators: [
    flows({
      wizard: {
        stored: storyReviewed,
        create: fromPromise(async () => {
          throw new TypeError('Failed to fetch')
        }),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await create(canvas))
    await expect(await canvas.findByRole('alert')).toBeVisible()
    await expect(await create(canvas)).toBeEnabled()
  },
}

/** "Try a Paper grid" (decision 089): the review waits while the market is read. */
export const QuickStartPreparing: Story = {
  decorators: [flows({ wizard: { stored: null, prepare: pends() } })],
  parameters: {
    route: { url: '/bot/create/crypto/grid/spot_grid/setup?step=review&start=paper' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('status', { name: 'Preparing your bot from the market' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Create bot' })).toBeNull()
  },
}

/** What the quick start read from the market: a spot grid around the price, 1,000 in total. */
const quickStartValues = {
  exchange_name: 'paper',
  coin_symbol: 'BTCUSDT',
  coin_base_asset: 'BTC',
  coin_quote_asset: 'USDT',
  lower_price: 60000,
  upper_price: 70000,
  number_of_grid: 20,
  space_of_grid: 0.76,
  grid_mode: 'arithmetic',
  total_investment: 1000,
  coin_per_grid: 49.5,
}

/** The create requests a story's fake server received. */
const received: unknown[] = []

/**
 * The quick start's review: Paper, the pair and the suggestion; its values come without the risk
 * agreement, so Create asks once, and the confirmation is the agreement the server receives.
 */
export const QuickStartConfirms: Story = {
  decorators: [
    flows({
      wizard: {
        stored: null,
        prepare: resolves({ values: quickStartValues, market: { lastPrice: 65000 } }),
        create: fromPromise(({ input }) => {
          received.push(input)
          return new Promise<never>(() => undefined)
        }),
      },
    }),
  ],
  parameters: {
    route: { url: '/bot/create/crypto/grid/spot_grid/setup?step=review&start=paper' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await expect(await canvas.findByRole('heading', { name: 'Review your bot' })).toBeVisible()
    await expect(canvas.getByText('Paper — simulated funds')).toBeVisible()
    await expect(canvas.getByText('1,000.00 USDT')).toBeVisible()
    await userEvent.click(await create(canvas))
    const confirm = await body.findByRole('alertdialog', { name: 'Create this bot?' })
    await expect(confirm).toHaveTextContent(/simulated funds at live prices/)
    await userEvent.click(within(confirm).getByRole('button', { name: 'I understand, create' }))
    await expectPending(await create(canvas))
    await expect(received.at(-1)).toMatchObject({ agree_risk: true, exchange_name: 'paper' })
    await expect(received.at(-1)).not.toHaveProperty('config.total_investment')
  },
}

/** Cancel keeps the review as it was: nothing is sent. */
export const QuickStartCancelled: Story = {
  decorators: QuickStartConfirms.decorators,
  parameters: QuickStartConfirms.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const before = received.length
    await userEvent.click(await create(canvas))
    const confirm = await body.findByRole('alertdialog', { name: 'Create this bot?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull())
    await expect(await create(canvas)).toBeEnabled()
    await expect(received.length).toBe(before)
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Step 5 of 5')).toBeVisible()
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 2 })).not.toHaveTextContent(
      'Review your bot',
    )
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 2 })).not.toHaveTextContent(
      'Review your bot',
    )
  },
}
