import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Logo } from './Logo'

const meta = {
  title: 'Data display/Logo',
  component: Logo,
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    variant: { control: 'inline-radio', options: ['full', 'mark'] },
  },
} satisfies Meta<typeof Logo>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Auto Trading/)).toBeVisible()
  },
}

export const MarkOnly: Story = {
  args: { variant: 'mark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Auto Trading Bot' })).toBeVisible()
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Logo {...args} size="sm" />
      <Logo {...args} size="md" />
      <Logo {...args} size="lg" />
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <Logo size="sm" variant="mark" />
        <Logo size="md" variant="mark" />
        <Logo size="lg" variant="mark" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('img', { name: 'Auto Trading Bot' }),
    ).toHaveLength(3)
  },
}

export const Inverse: Story = {
  args: { tone: 'inverse', size: 'lg' },
  render: (args) => (
    <div
      style={{
        padding: 24,
        borderRadius: 16,
        background: 'linear-gradient(135deg, var(--color-brand-from), var(--color-brand-to))',
      }}
    >
      <Logo {...args} />
    </div>
  ),
}
