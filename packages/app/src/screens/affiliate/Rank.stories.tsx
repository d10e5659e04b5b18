import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import type { AffiliateRankOrder, AffiliateRankResponse } from '@atb/contract'
import { Component } from './Rank'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  storyAffiliateRank,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'

/** The rank as the server answers it for the order asked. */
const byOrder = fromPromise<AffiliateRankResponse, { by: AffiliateRankOrder }>(async ({ input }) =>
  storyAffiliateRank(12, 3, input.by),
)

const meta = {
  title: 'Screens/Affiliate/Rank',
  component: Component,
  decorators: [
    withFlows({ loadAffiliateRank: byOrder }),
    withRoute({ path: 'affiliate/rank', layout: 'default' }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** Nicknames only, the user's row marked "You", tied places shared. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Somchai 1')).toBeVisible()
    await expect(await canvas.findByText('You')).toBeVisible()
    await expect(await canvas.findByText('Place 3: Trader')).toBeVisible()
    await expect(canvasElement.textContent).not.toContain('@')
    await expect(await canvas.findByRole('radio', { name: 'Invited friends' })).toBeChecked()
  },
}

/** Ordering by commission asks the server again. */
export const ByCommission: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Somchai 1')
    await userEvent.click(await canvas.findByRole('radio', { name: 'Commission' }))
    await expect(
      await canvas.findByRole('grid', { name: 'Affiliate rank by Commission' }),
    ).toBeVisible()
  },
}

/** The user's place below the top list is still answered. */
export const OutsideTheList: Story = {
  decorators: [withFlows({ loadAffiliateRank: resolves(storyAffiliateRank(12, 64)) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Place 64: Trader')).toBeVisible()
    await expect(canvas.queryByText('You')).toBeNull()
  },
}

/** No affiliate yet, and the user not ranked. */
export const Empty: Story = {
  decorators: [withFlows({ loadAffiliateRank: resolves(storyAffiliateRank(0, null)) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No affiliates yet')).toBeVisible()
    await expect(
      await canvas.findByText('You are not ranked yet. Invite a friend to join the rank.'),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadAffiliateRank: pends() })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('grid', { name: 'Affiliate rank by Invited friends' }),
    ).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadAffiliateRank: rejects('internal') })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The rank could not be loaded.'),
    ).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Somchai 1')
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = { globals: { locale: 'th' } }
