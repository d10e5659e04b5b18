import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { Avatar } from './Avatar'

// A tiny inline SVG keeps the story offline and deterministic.
const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#027a48"/><circle cx="32" cy="26" r="12" fill="#d1fadf"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#d1fadf"/></svg>',
  )

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Somchai Jaidee', size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Somchai Jaidee' })
    await expect(avatar).toHaveTextContent('SJ')
  },
}

export const Image: Story = {
  args: { src: picture },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Somchai Jaidee' })
    await expect(avatar.querySelector('img')).toHaveAttribute('src', picture)
  },
}

export const BrokenImageFallsBack: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Somchai Jaidee' })
    await waitFor(() => expect(avatar).toHaveTextContent('SJ'))
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" src={picture} />
      <Avatar {...args} size="xl" />
    </div>
  ),
}
