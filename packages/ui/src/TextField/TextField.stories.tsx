import type { Meta, StoryObj } from '@storybook/react-vite'
import { Mail, Search } from 'lucide-react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TextField } from './TextField'

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { label: 'Email', placeholder: 'you@example.com', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Default: Story = {
  args: { description: 'We send a 6-digit code to this address.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' })
    await expect(input).toHaveAccessibleDescription('We send a 6-digit code to this address.')
    await userEvent.type(input, 'ada@example.com')
    await expect(input).toHaveValue('ada@example.com')
    await expect(args.onChange).toHaveBeenLastCalledWith('ada@example.com')
  },
}

export const Filled: Story = {
  args: { defaultValue: 'ada@example.com', icon: <Mail size={16} aria-hidden /> },
}

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveFocus()
  },
}

export const Invalid: Story = {
  args: {
    defaultValue: 'ada@',
    isInvalid: true,
    errorMessage: 'Please enter a valid email address',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address')
  },
}

export const Required: Story = {
  args: { isRequired: true, validationBehavior: 'aria', errorMessage: 'Email is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Email/ })
    await expect(input).toBeRequired()
  },
}

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled()
  },
}

export const ReadOnly: Story = {
  args: { isReadOnly: true, label: 'Invitation code', defaultValue: 'ATB-8F3K2Q' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Invitation code' })
    await userEvent.type(input, 'X')
    await expect(input).toHaveValue('ATB-8F3K2Q')
  },
}

export const WithIconAndSuffix: Story = {
  args: {
    label: 'Search pair',
    placeholder: 'BTC',
    icon: <Search size={16} aria-hidden />,
    suffix: '/USDT',
  },
}

export const LongText: Story = {
  args: {
    label: 'Withdrawal address (TRC20 network only, double-check before you confirm)',
    defaultValue: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE-and-a-very-long-memo-tag-that-overflows',
    description:
      'Sending coins on a different network than the one selected here may result in permanent loss of funds.',
  },
}
