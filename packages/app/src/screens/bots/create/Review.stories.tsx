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
    await settle()
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
