import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ToastRegion } from './Toast'

const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  args: {
    toast: { id: '1', type: 'success', message: 'Bot started' },
    onClose: fn(),
    onPause: fn(),
    onResume: fn(),
    durationMs: 4000,
    paused: false,
  },
  parameters: { visual: { target: 'page' } },
} satisfies Meta<typeof ToastRegion>

export default meta
type Story = StoryObj<typeof meta>

const page = (el: HTMLElement) => within(el.ownerDocument.body)

export const Playground: Story = {}

export const Default: Story = {
  args: { toast: { id: 'd', type: 'default', message: 'Copied to clipboard' } },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('status')).toHaveTextContent('Copied to clipboard')
  },
}

export const Info: Story = {
  args: { toast: { id: 'i', type: 'info', message: 'Market data refreshes every 5 seconds' } },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('status')).toBeInTheDocument()
  },
}

export const Success: Story = {
  args: {
    toast: {
      id: 's',
      type: 'success',
      title: 'Saved',
      message: 'Your grid bot settings were updated',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('status')).toHaveTextContent('Saved')
  },
}

export const Warning: Story = {
  args: { toast: { id: 'w', type: 'warning', message: 'Your API key expires in 3 days' } },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('alert')).toHaveTextContent('API key')
  },
}

export const ErrorToast: Story = {
  name: 'Error',
  args: {
    toast: {
      id: 'e',
      type: 'error',
      title: 'Signed out',
      message: 'Your account was signed in on another device.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('alert')).toHaveTextContent('another device')
  },
}

export const Loading: Story = {
  args: { toast: { id: 'l', type: 'loading', message: 'Connecting to the exchange' } },
  play: async ({ canvasElement }) => {
    const status = page(canvasElement).getByRole('status')
    await expect(status.querySelector('[data-paused], [style*="--toast-duration"]')).toBeNull()
  },
}

export const LongMessage: Story = {
  args: {
    toast: {
      id: 'long',
      type: 'info',
      title: 'Scheduled maintenance',
      message:
        'Trading on the connected exchange will be unavailable while it upgrades its matching engine. Your running bots will pause automatically and resume when the exchange is back online; open orders stay on the book.',
    },
  },
}

export const Paused: Story = {
  args: { paused: true, toast: { id: 'p', type: 'success', message: 'Withdrawal submitted' } },
  play: async ({ canvasElement }) => {
    const bar = page(canvasElement).getByRole('status').querySelector('[data-paused]')
    await expect(bar).not.toBeNull()
  },
}

export const HoverPausesAndClickCloses: Story = {
  args: { toast: { id: 'h', type: 'default', message: 'Hover me, then click me' } },
  play: async ({ canvasElement, args }) => {
    const toast = page(canvasElement).getByRole('status')
    await userEvent.hover(toast)
    await expect(args.onPause).toHaveBeenCalled()
    await userEvent.unhover(toast)
    await expect(args.onResume).toHaveBeenCalled()
    await userEvent.click(toast)
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const CloseButton: Story = {
  args: { toast: { id: 'c', type: 'error', message: 'Invalid credentials' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: { toast: null },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('status')).toBeNull()
  },
}
