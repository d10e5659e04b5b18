import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PullToRefreshIndicator } from './PullToRefresh'

const meta = {
  title: 'Feedback/PullToRefreshIndicator',
  component: PullToRefreshIndicator,
  args: { state: 'pulling', distance: 48 },
  argTypes: {
    state: { control: 'inline-radio', options: ['pending', 'pulling', 'releasing', 'refreshing'] },
    distance: { control: { type: 'range', min: 0, max: 80, step: 1 } },
  },
  render: (args) => (
    <div
      style={{
        maxWidth: 375,
        border: '1px solid var(--color-border)',
        borderRadius: 12,
        overflow: 'hidden',
      }}
    >
      <PullToRefreshIndicator {...args} />
      <div style={{ padding: 16, background: 'var(--color-surface)' }}>Your bots</div>
    </div>
  ),
} satisfies Meta<typeof PullToRefreshIndicator>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Pending: Story = {
  args: { state: 'pending', distance: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Pull down to refresh')).toBeNull()
  },
}

export const Pulling: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Pull down to refresh',
    )
  },
}

export const Releasing: Story = {
  args: { state: 'releasing', distance: 80 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Release to refresh')
  },
}

export const Refreshing: Story = {
  args: { state: 'refreshing', distance: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Refreshing')
  },
}
