import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Checkbox, CheckboxGroup } from './Checkbox'

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { children: 'I agree to the terms and privacy policy', onChange: fn() },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: args.children as string })
    await userEvent.click(box)
    await expect(box).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith(true)
  },
}

export const Checked: Story = { args: { defaultSelected: true } }

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all coins' },
}

export const WithDescription: Story = {
  args: {
    children: 'Recurring grid',
    description: 'Restart the grid automatically after it takes profit.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Recurring grid' })
    await expect(box).toHaveAccessibleDescription(
      'Restart the grid automatically after it takes profit.',
    )
  },
}

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'The policy must be checked' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox')
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(within(canvasElement).getByText('The policy must be checked')).toBeVisible()
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox')
    await userEvent.tab()
    await expect(box).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(box).toBeChecked()
  },
}

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled()
  },
}

export const LongLabel: Story = {
  args: {
    children:
      'I understand that automated trading carries risk, that past performance does not guarantee future results, and that I may lose my entire investment.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
}

export const Group: Story = {
  render: () => (
    <CheckboxGroup
      label="Notify me about"
      defaultValue={['fills']}
      description="Sent to your email and the app."
    >
      <Checkbox value="fills">Order fills</Checkbox>
      <Checkbox value="stops">Stop loss triggered</Checkbox>
      <Checkbox value="news">Product news</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: 'Notify me about' })).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Product news' }))
    await expect(canvas.getByRole('checkbox', { name: 'Product news' })).toBeChecked()
  },
}

export const GroupHorizontalInvalid: Story = {
  render: () => (
    <CheckboxGroup
      label="Markets"
      orientation="horizontal"
      isInvalid
      errorMessage="Choose at least one market"
    >
      <Checkbox value="crypto">Crypto</Checkbox>
      <Checkbox value="forex">Forex</Checkbox>
      <Checkbox value="gold">Gold</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose at least one market')).toBeVisible()
  },
}
