import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ErrorScreen } from './ErrorScreen'

const meta = {
  title: 'Feedback/ErrorScreen',
  component: ErrorScreen,
  args: { status: 404, message: 'Page Not Found: /some/path', onHome: fn() },
} satisfies Meta<typeof ErrorScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const NotFound: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
    await expect(canvas.getByText('Page Not Found: /some/path')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Back to home' }))
    await expect(args.onHome).toHaveBeenCalledOnce()
  },
}

export const ServerError: Story = {
  args: { status: 500, message: 'Something went wrong on our side. Please try again in a moment.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '500' })).toBeVisible()
  },
}

export const AsLink: Story = {
  args: {
    status: 403,
    message: 'You do not have access to this page.',
    homeHref: '#home',
    onHome: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '#home',
    )
  },
}

export const LongPath: Story = {
  args: {
    message:
      'Page Not Found: /bot/create/crypto/grid/spot_grid/setup/this-segment-does-not-exist/and-neither-does-this-one',
  },
}
