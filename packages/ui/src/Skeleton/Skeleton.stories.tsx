import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Skeleton, SkeletonGroup } from './Skeleton'

const meta = {
  title: 'Data display/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'circle', 'rect'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <SkeletonGroup label="Loading bots">{Story()}</SkeletonGroup>
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const TextLines: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading bots' })
    await expect(status).toHaveAttribute('aria-busy', 'true')
    await expect(status.querySelectorAll('[data-shape="text"]')).toHaveLength(3)
  },
}

export const Circle: Story = { args: { shape: 'circle', width: 48 } }

export const Rect: Story = { args: { shape: 'rect', height: 160 } }

export const CardPlaceholder: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="circle" width={40} />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Placeholders are hidden from assistive tech; only the group speaks.
    for (const el of canvasElement.querySelectorAll('[data-shape]')) {
      await expect(el.closest('[aria-hidden="true"]')).not.toBeNull()
    }
  },
}
