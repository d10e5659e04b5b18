import type { Meta, StoryObj } from '@storybook/react-vite'
import { Bot, SearchX } from 'lucide-react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EmptyState } from './EmptyState'

const meta = {
  title: 'Data display/EmptyState',
  component: EmptyState,
  args: {
    title: 'No bots yet',
    description: 'Create your first bot to start trading automatically.',
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No bots yet' })).toBeVisible()
  },
}

export const WithAction: Story = {
  args: { icon: <Bot size={32} aria-hidden />, actionLabel: 'Create bot', onAction: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create bot' }))
    await expect(args.onAction).toHaveBeenCalledOnce()
  },
}

export const Small: Story = {
  args: {
    size: 'sm',
    icon: <SearchX size={24} aria-hidden />,
    title: 'No results',
    description: 'Try another coin or clear the filters.',
  },
}

export const TitleOnly: Story = { args: { description: undefined, icon: null } }
