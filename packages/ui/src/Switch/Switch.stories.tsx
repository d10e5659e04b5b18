import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Switch } from './Switch'

const meta = {
  title: 'Inputs/Switch',
  component: Switch,
  args: { children: 'Stop loss', onChange: fn() },
  argTypes: { labelPosition: { control: 'inline-radio', options: ['start', 'end'] } },
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Stop loss' })
    await expect(toggle).not.toBeChecked()
    await userEvent.click(toggle)
    await expect(toggle).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith(true)
  },
}

export const On: Story = { args: { defaultSelected: true } }

export const Keyboard: Story = {
  args: { children: 'Hide balance' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Hide balance' })
    await userEvent.tab()
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(toggle).toBeChecked()
  },
}

export const WithDescription: Story = {
  args: {
    children: 'Trailing take profit',
    description: 'Follows the price up and sells after a 1% pullback.',
    defaultSelected: true,
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch')
    await expect(toggle).toHaveAccessibleDescription(
      'Follows the price up and sells after a 1% pullback.',
    )
  },
}

export const LabelAtStart: Story = {
  args: { children: 'Email notifications', labelPosition: 'start', defaultSelected: true },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
}

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled()
  },
}

export const ReadOnly: Story = {
  args: {
    isReadOnly: true,
    defaultSelected: true,
    children: 'Recurring (locked while the bot runs)',
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch')
    await userEvent.click(toggle)
    await expect(toggle).toBeChecked()
  },
}
