import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NumberField } from './NumberField'

const meta = {
  title: 'Inputs/NumberField',
  component: NumberField,
  args: {
    label: 'Investment',
    unit: 'USDT',
    minValue: 10,
    maxValue: 100000,
    step: 10,
    defaultValue: 500,
    formatOptions: { maximumFractionDigits: 2 },
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Stepping: Story = {
  args: { description: 'Minimum 10 USDT' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }))
    await expect(args.onChange).toHaveBeenLastCalledWith(510)
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }))
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }))
    await expect(canvas.getByRole('textbox', { name: 'Investment' })).toHaveValue('490')
  },
}

export const LargeValue: Story = {
  args: { defaultValue: 25000.5, step: 0.01 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Investment' })).toHaveValue(
      '25,000.5',
    )
  },
}

export const Percent: Story = {
  args: {
    label: 'Take profit',
    unit: '%',
    minValue: 0.1,
    maxValue: 100,
    step: 0.1,
    defaultValue: 1.5,
    formatOptions: { minimumFractionDigits: 1, maximumFractionDigits: 2 },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Take profit' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}')
    await expect(input).toHaveValue('1.6')
  },
}

export const ClampsToRange: Story = {
  args: { label: 'Leverage', unit: '×', minValue: 1, maxValue: 125, step: 1, defaultValue: 20 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Leverage' })
    await userEvent.clear(input)
    await userEvent.type(input, '500')
    await userEvent.tab()
    await expect(input).toHaveValue('125')
    await expect(args.onChange).toHaveBeenLastCalledWith(125)
  },
}

export const VietnameseLocale: Story = {
  globals: { locale: 'vi' },
  args: { defaultValue: 1234.5, step: 0.01 },
  play: async ({ canvasElement }) => {
    // The locale gate renders once the catalogue has loaded.
    const input = await within(canvasElement).findByRole('textbox', { name: 'Investment' })
    await expect(input).toHaveValue('1.234,5')
  },
}

export const Empty: Story = { args: { defaultValue: undefined, placeholder: 'Min 10' } }

export const Invalid: Story = {
  args: {
    defaultValue: 5,
    minValue: undefined,
    isInvalid: true,
    errorMessage: 'Minimum investment is 10 USDT',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Investment' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(within(canvasElement).getByText('Minimum investment is 10 USDT')).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Increase/ })).toBeDisabled()
  },
}

export const ReadOnly: Story = { args: { isReadOnly: true, hideStepper: true, label: 'Available' } }
