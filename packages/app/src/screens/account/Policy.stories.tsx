import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Component } from './Policy'
import { withFlows, withRoute } from './stories/storyKit'

/** A static page: no form or data states, only its languages. */
const meta = {
  title: 'Screens/Account/Policy',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'policy', layout: 'blank' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Terms of use' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Risk warning' })).toBeVisible()
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
