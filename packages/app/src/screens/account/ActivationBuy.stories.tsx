import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Component } from './ActivationBuy'
import { withFlows, withRoute } from './stories/storyKit'

/** A static page: the plans and the way to support. */
const meta = {
  title: 'Screens/Account/ActivationBuy',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'profile/activation/buy', layout: 'blank' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const plans = await canvas.findByRole('list', { name: 'Plans' })
    await expect(within(plans).getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: 'I have a code' })).toHaveAttribute(
      'href',
      '/profile/activation',
    )
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
