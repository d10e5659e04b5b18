import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import type { AffiliateOverviewResponse, AffiliatePeriod } from '@atb/contract'
import { Component } from './Overview'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  storyAffiliateOverview,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'

/** The overview as the server answers it for the period asked. */
const byPeriod = fromPromise<AffiliateOverviewResponse, { days: AffiliatePeriod }>(
  async ({ input }) => storyAffiliateOverview(input.days),
)

const meta = {
  title: 'Screens/Affiliate/Overview',
  component: Component,
  decorators: [
    withFlows({ loadAffiliateOverview: byPeriod }),
    withRoute({ path: 'affiliate/overview', layout: 'default' }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** The figures and the commission of each day over 30 days. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('86.25 USDT')).toBeVisible()
    await expect(canvas.getByText('12.50 USDT')).toBeVisible()
    await expect(
      await canvas.findByRole('img', {
        name: 'Commission per day over 30 days, with the running total',
      }),
    ).toBeVisible()
    await expect(canvas.getByRole('radio', { name: '30 days' })).toBeChecked()
  },
}

/** The period switch asks for 90 days; the keyboard reaches it. */
export const NinetyDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('86.25 USDT')
    await userEvent.click(await canvas.findByRole('radio', { name: '90 days' }))
    await expect(
      await canvas.findByRole('img', {
        name: 'Commission per day over 90 days, with the running total',
      }),
    ).toBeVisible()
  },
}

/** Friends joined, but none has paid a fee in the period. */
export const NoCommission: Story = {
  decorators: [
    withFlows({
      loadAffiliateOverview: resolves({
        ...storyAffiliateOverview(30, 3),
        commission_month: '0',
        commission_total: '0',
        series: storyAffiliateOverview(30, 3).series.map((d) => ({ ...d, commission: '0' })),
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No commission in this period'),
    ).toBeVisible()
  },
}

/** No one invited yet. */
export const Empty: Story = {
  decorators: [withFlows({ loadAffiliateOverview: resolves(storyAffiliateOverview(30, 0)) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No friends invited yet')).toBeVisible()
    await expect(await canvas.findByRole('link', { name: 'Invite friends' })).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadAffiliateOverview: pends() })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading your affiliate figures'),
    ).toBeInTheDocument()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadAffiliateOverview: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('Your affiliate figures could not be loaded'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
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
