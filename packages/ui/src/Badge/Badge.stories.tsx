import type { Meta, StoryObj } from '@storybook/react-vite'
import { CircleDot } from 'lucide-react'
import { expect, within } from 'storybook/test'
import { Badge, PnlBadge } from './Badge'

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'Running', variant: 'positive' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['neutral', 'positive', 'negative', 'warning', 'info'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge {...args} variant="neutral">
        Stopped
      </Badge>
      <Badge {...args} variant="positive" icon={<CircleDot size={12} aria-hidden />}>
        Running
      </Badge>
      <Badge {...args} variant="negative">
        Error
      </Badge>
      <Badge {...args} variant="warning">
        Low balance
      </Badge>
      <Badge {...args} variant="info">
        Backtest
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const name of ['Stopped', 'Running', 'Error', 'Low balance', 'Backtest']) {
      await expect(canvas.getByText(name)).toBeVisible()
    }
  },
}

export const Small: Story = { args: { size: 'sm', variant: 'info', children: 'Futures' } }

export const PnlValues: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <PnlBadge value={1234.5} />
      <PnlBadge value={-87.12} />
      <PnlBadge value={0} />
      <PnlBadge value={12.5} format="percent" />
      <PnlBadge value={-3.25} format="percent" size="sm" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('+1,234.50 USDT')).toBeVisible()
    await expect(canvas.getByText('−87.12 USDT')).toBeVisible()
    await expect(canvas.getByText('+12.50%')).toBeVisible()
    await expect(canvas.getByText('−3.25%')).toBeVisible()
  },
}
