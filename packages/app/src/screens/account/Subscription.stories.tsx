import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Component } from './Subscription'
import {
  pends,
  rejects,
  resolves,
  storyActivationHistory,
  withFlows,
  withRoute,
} from './stories/storyKit'

const meta = {
  title: 'Screens/Account/Subscription',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'subscription', layout: 'default' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  decorators: [withFlows({ loadSubscription: pends(), loadActivationHistory: pends() })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading your subscription'),
    ).toBeInTheDocument()
  },
}

/** Never activated, nothing redeemed. */
export const Empty: Story = {
  decorators: [
    withFlows({
      loadSubscription: resolves({ active: false, expires_at: null }),
      loadActivationHistory: resolves(storyActivationHistory(0)),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('You have not activated a subscription yet.'),
    ).toBeVisible()
    await expect(canvas.getByText('No codes redeemed yet')).toBeVisible()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Active')).toBeVisible()
    await expect(canvas.getByText(/Your bots can run until/)).toBeVisible()
    // Decision 066: expiry stops no running bot.
    await expect(
      canvas.getByText(/bots already running on your exchanges keep running/),
    ).toBeVisible()
    const history = canvas.getByRole('grid', { name: 'Subscription history' })
    await expect(within(history).getAllByRole('row')).toHaveLength(4)
    await expect(within(history).getByText('••••K7QZ')).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [
    withFlows({
      loadSubscription: rejects('internal'),
      loadActivationHistory: rejects('internal'),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Your subscription could not be loaded')).toBeVisible()
    await expect(canvas.getByText('The history could not be loaded.')).toBeVisible()
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
