import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Component } from './ActivityLogs'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  storyActivity,
  withFlows,
  withRoute,
} from './stories/storyKit'

const meta = {
  title: 'Screens/Account/ActivityLogs',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'profile/activity-logs', layout: 'blank' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  decorators: [withFlows({ loadActivity: pends() })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Activity log')).toBeVisible()
  },
}

export const Empty: Story = {
  decorators: [withFlows({ loadActivity: resolves(storyActivity(0)) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No activity yet')).toBeVisible()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Activation code redeemed')).toBeVisible()
    await expect(canvas.getByText('203.0.113.10')).toBeVisible()
    // The browser column wraps inside the card instead of running past its edge.
    await expectNoSidewaysScroll(canvas.getByRole('grid', { name: 'Activity log' }).parentElement!)
  },
}

/** A 390 px phone: each entry is a stack of labelled lines, IP and browser in view. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const ip = await canvas.findByText('203.0.113.10')
    await expectNoSidewaysScroll(canvas.getByRole('grid', { name: 'Activity log' }).parentElement!)
    const phone = canvasElement.querySelector('[data-phone]')!.getBoundingClientRect()
    await expect(ip.getBoundingClientRect().right).toBeLessThanOrEqual(phone.right)
  },
}

/** Keyboard: the focused row shows a ring. */
export const RowFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Activation code redeemed')
    const rows = canvas.getAllByRole('row')
    while (!rows.includes(document.activeElement as HTMLElement)) await userEvent.tab()
    const row = document.activeElement as HTMLElement
    await expect(row).toHaveAttribute('data-focus-visible', 'true')
    await expect(getComputedStyle(row).outlineStyle).toBe('solid')
    await expect(parseFloat(getComputedStyle(row).outlineWidth)).toBeGreaterThanOrEqual(2)
  },
}

/** More than one page: the pager moves through them. */
export const Paged: Story = {
  decorators: [withFlows({ loadActivity: resolves(storyActivity(20, 1, 45)) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Page 1 of 3')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadActivity: rejects('internal') })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The activity log could not be loaded.'),
    ).toBeVisible()
  },
}

/** Two-factor sign-in's events, translated (decision 082). */
export const TwoFactorEvents: Story = {
  decorators: [
    withFlows({
      loadActivity: resolves({
        ...storyActivity(4),
        items: storyActivity(4).items.map((item, i) => ({
          ...item,
          kind: (
            [
              'two_factor_enable',
              'two_factor_wrong',
              'recovery_code_used',
              'two_factor_disable',
            ] as const
          )[i]!,
        })),
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Two-factor sign-in turned on')).toBeVisible()
    await expect(canvas.getByText('Recovery code used')).toBeVisible()
    await expect(canvas.getByText('Wrong two-factor code entered')).toBeVisible()
    await expect(canvas.getByText('Two-factor sign-in turned off')).toBeVisible()
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
