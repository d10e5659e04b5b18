import type { Meta, StoryObj } from '@storybook/react-vite'
import { Plus, Trash2 } from 'lucide-react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from './Button'

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Create bot', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create bot' }))
    await expect(args.onPress).toHaveBeenCalledOnce()
  },
}

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } }

export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip' } }

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete bot', icon: <Trash2 size={16} aria-hidden /> },
}

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
}

export const Loading: Story = {
  args: { isPending: true, children: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Saving/ })
    await userEvent.click(button)
    await expect(args.onPress).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = { args: { isDisabled: true } }

export const IconOnly: Story = {
  args: { children: undefined, icon: <Plus size={18} aria-hidden />, 'aria-label': 'Add coin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add coin' })).toBeVisible()
  },
}

export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab()
    const button = within(canvasElement).getByRole('button')
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onPress).toHaveBeenCalled()
  },
}
