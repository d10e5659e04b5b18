import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PasswordField } from './PasswordField'

const meta = {
  title: 'Inputs/PasswordField',
  component: PasswordField,
  args: { label: 'Password', placeholder: 'Enter your password', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Default: Story = {
  args: { description: 'At least 8 characters with a number and a letter.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Password')
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.type(input, 's3cret-pass')
    await expect(args.onChange).toHaveBeenLastCalledWith('s3cret-pass')
  },
}

export const Revealed: Story = {
  args: { defaultValue: 's3cret-pass', showIcon: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole('button', { name: 'Show password' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text')
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

export const Masked: Story = { args: { defaultValue: 's3cret-pass', showIcon: true } }

export const KeyboardToggle: Story = {
  args: { defaultValue: 'hunter22' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByLabelText('Password')).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text')
  },
}

export const Invalid: Story = {
  args: {
    defaultValue: 'short',
    isInvalid: true,
    errorMessage: 'Password must be at least 8 characters',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Password must be at least 8 characters')
  },
}

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 's3cret-pass' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Show password' }),
    ).toBeDisabled()
  },
}
