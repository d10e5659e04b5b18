import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Component } from './History'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  storyCommissions,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'

const meta = {
  title: 'Screens/Affiliate/History',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'affiliate/history', layout: 'default' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByText('Referee Ann'))[0]).toBeVisible()
    await expect(canvas.getAllByText('1.25 USDT').length).toBeGreaterThan(0)
  },
}

export const Paged: Story = {
  decorators: [withFlows({ loadCommissions: resolves(storyCommissions(20, 45)) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Page 1 of 3')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible()
  },
}

export const Empty: Story = {
  decorators: [withFlows({ loadCommissions: resolves(storyCommissions(0, 0)) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No commission yet')).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadCommissions: pends() })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('grid', { name: 'Commission history' }),
    ).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadCommissions: rejects('internal') })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your commission could not be loaded.'),
    ).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText('Referee Ann')
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = { globals: { locale: 'th' } }
