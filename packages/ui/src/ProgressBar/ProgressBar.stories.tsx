import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ProgressBar } from './ProgressBar'

const meta = {
  title: 'Data display/ProgressBar',
  component: ProgressBar,
  args: { label: 'Backtest progress', value: 64 },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Backtest progress' })
    await expect(bar).toHaveAttribute('aria-valuenow', '64')
    await expect(bar).toHaveAttribute('aria-valuetext', '64.00%')
    await expect(within(canvasElement).getByText('64.00%')).toBeVisible()
  },
}

export const CustomValueLabel: Story = {
  args: { label: 'Grid orders placed', value: 3, maxValue: 5, valueLabel: '3 of 5' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '3 of 5',
    )
  },
}

export const Indeterminate: Story = {
  args: { label: 'Connecting to exchange', isIndeterminate: true, value: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).not.toHaveAttribute(
      'aria-valuenow',
    )
  },
}

export const SmallWithoutLabel: Story = {
  args: { label: undefined, 'aria-label': 'Upload', size: 'sm', hideValue: true, value: 30 },
}

export const Complete: Story = { args: { value: 100, label: 'Backtest complete' } }
