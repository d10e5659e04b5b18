import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Meter, type MeterLevel } from './Meter'

const risk = (level: MeterLevel) =>
  ({ ok: 'Low risk', warning: 'Medium risk', danger: 'High risk' })[level]

const meta = {
  title: 'Data display/Meter',
  component: Meter,
  args: { label: 'Risk level', value: 35, levelLabel: risk },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof Meter>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Low: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Risk level' })
    await expect(meter).toHaveAttribute('aria-valuenow', '35')
    await expect(meter).toHaveAttribute('data-level', 'ok')
    await expect(within(canvasElement).getByText('Low risk')).toBeVisible()
  },
}

export const Warning: Story = {
  args: { value: 70 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('data-level', 'warning')
  },
}

export const Danger: Story = {
  args: { value: 92 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('data-level', 'danger')
    await expect(within(canvasElement).getByText('High risk')).toBeVisible()
  },
}

export const GridUsage: Story = {
  args: {
    label: 'Grids filled',
    value: 12,
    maxValue: 20,
    valueLabel: '12 / 20',
    levelLabel: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      '12 / 20',
    )
  },
}
