import type { Meta, StoryObj } from '@storybook/react-vite'
import { Bell } from 'lucide-react'
import { expect, within } from 'storybook/test'
import { VisuallyHidden } from './VisuallyHidden'

const meta = {
  title: 'Data display/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '3 unread notifications' },
} satisfies Meta<typeof VisuallyHidden>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const BesideAnIcon: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <Bell size={20} aria-hidden />
      <span aria-hidden>3</span>
      <VisuallyHidden {...args} />
    </span>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('3 unread notifications')
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1)
  },
}
