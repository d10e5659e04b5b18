import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Link } from './Link'

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { children: 'Forgot password?', href: '#forgot-password', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Inline: Story = {
  render: (args) => (
    <p style={{ margin: 0, maxWidth: 420 }}>
      By creating an account you agree to the <Link {...args}>terms of service</Link> and
      acknowledge that trading carries risk.
    </p>
  ),
  args: { href: '#policy' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'terms of service' })
    await expect(link).toHaveAttribute('href', '#policy')
    await expect(link).toHaveAttribute('data-variant', 'inline')
  },
}

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'View all bots', href: '#bots' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'View all bots' }))
    await expect(args.onPress).toHaveBeenCalledOnce()
  },
}

export const External: Story = {
  args: {
    variant: 'standalone',
    isExternal: true,
    children: 'Contact support',
    href: 'https://example.com/support',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Contact support/ })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toHaveAccessibleName(/^Contact support ?\(opens in a new tab\)$/)
  },
}

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'standalone', children: 'Resend code' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Resend code' })
    await expect(link).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(link)
    await expect(args.onPress).not.toHaveBeenCalled()
  },
}

export const KeyboardFocus: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab()
    const link = within(canvasElement).getByRole('link', { name: 'Forgot password?' })
    await expect(link).toHaveFocus()
    await expect(link).toHaveAttribute('data-focus-visible', 'true')
    await userEvent.keyboard('{Enter}')
    await expect(args.onPress).toHaveBeenCalled()
  },
}
