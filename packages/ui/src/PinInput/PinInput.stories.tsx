import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PinInput } from './PinInput'

/**
 * Cells are found by position: their names ("Digit 1 of 6") are built-in chrome strings whose
 * catalogue entries land when the lead extracts; the unit tests assert the names themselves.
 */
const cell = (canvasElement: HTMLElement, n: number) => {
  const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input:not([type=hidden])')
  const input = inputs[n - 1]
  if (!input) throw new Error(`no cell ${n}`)
  return input
}

const meta = {
  title: 'Inputs/PinInput',
  component: PinInput,
  args: {
    label: 'Verification code',
    description: 'Enter the 6-digit code we sent to ada@example.com',
    onChange: fn(),
    onComplete: fn(),
  },
} satisfies Meta<typeof PinInput>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toBeVisible()
    await expect(cell(canvasElement, 1)).toHaveAttribute('aria-label')
    await expect(canvasElement.querySelectorAll('input')).toHaveLength(6)
  },
}

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(cell(canvasElement, 1))
    await userEvent.keyboard('4829')
    await expect(cell(canvasElement, 5)).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith('4829')
    await expect(args.onComplete).not.toHaveBeenCalled()
  },
}

export const PasteFillsAll: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(cell(canvasElement, 1))
    await userEvent.paste('123456')
    await expect(cell(canvasElement, 6)).toHaveValue('6')
    await expect(args.onComplete).toHaveBeenCalledWith('123456')
  },
}

export const BackspaceWalksBack: Story = {
  args: { defaultValue: '123' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(cell(canvasElement, 4))
    await userEvent.keyboard('{Backspace}')
    const third = cell(canvasElement, 3)
    await expect(third).toHaveFocus()
    await expect(third).toHaveValue('')
    await expect(args.onChange).toHaveBeenLastCalledWith('12')
    await userEvent.keyboard('{ArrowLeft}')
    await expect(cell(canvasElement, 2)).toHaveFocus()
  },
}

export const Filled: Story = { args: { defaultValue: '904117' } }

export const Invalid: Story = {
  args: {
    defaultValue: '123456',
    isInvalid: true,
    errorMessage: 'The code is incorrect or has expired',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Verification code' })
    await expect(group).toHaveAccessibleDescription(/The code is incorrect or has expired/)
  },
}

export const MaskedPin: Story = {
  args: { label: 'Transaction PIN', description: undefined, isMasked: true, defaultValue: '2580' },
  play: async ({ canvasElement }) => {
    await expect(cell(canvasElement, 1)).toHaveAttribute('type', 'password')
  },
}

export const FourDigits: Story = { args: { length: 4, label: 'PIN', description: undefined } }

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '12' },
  play: async ({ canvasElement }) => {
    await expect(cell(canvasElement, 1)).toBeDisabled()
  },
}
