import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Component } from './Hub'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  storyAffiliateOverview,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'

const meta = {
  title: 'Screens/Affiliate/Hub',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'affiliate', layout: 'default' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** The key figures and a link to each of the six pages. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('86.25 USDT')).toBeVisible()
    await expect(canvas.getByText('12.50 USDT')).toBeVisible()
    const nav = await canvas.findByRole('navigation', { name: 'Affiliate pages' })
    await expect(within(nav).getAllByRole('link')).toHaveLength(6)
    await expect(within(nav).getByRole('link', { name: 'Invite friends' })).toHaveAttribute(
      'href',
      '/affiliate/invite',
    )
  },
}

/** No referee yet: zeros and a nudge to invite. */
export const Empty: Story = {
  decorators: [withFlows({ loadAffiliateOverview: resolves(storyAffiliateOverview(30, 0)) })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/No one has joined with your code yet/),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadAffiliateOverview: pends() })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading your affiliate figures'),
    ).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadAffiliateOverview: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('Your affiliate figures could not be loaded'),
    ).toBeVisible()
    // The pages stay reachable when the figures fail.
    await expect(canvas.getByRole('link', { name: 'Invite friends' })).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('86.25 USDT')
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = { globals: { locale: 'th' } }
