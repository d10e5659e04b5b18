import type { Meta, StoryObj } from '@storybook/react-vite'
import { MoreHorizontal } from 'lucide-react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../Button/Button'
import { Card } from './Card'

const body = (
  <div style={{ display: 'grid', gap: 4 }}>
    <span style={{ color: 'var(--color-text-muted)', fontSize: 14 }}>BTC/USDT · Spot grid</span>
    <strong style={{ fontSize: 24, fontVariantNumeric: 'tabular-nums' }}>12,480.52 USDT</strong>
  </div>
)

const meta = {
  title: 'Data display/Card',
  component: Card,
  args: { title: 'Total investment', children: body },
  argTypes: { padding: { control: 'inline-radio', options: ['none', 'sm', 'md'] } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Total investment' }),
    ).toBeVisible()
  },
}

export const WithActionsAndFooter: Story = {
  args: {
    actions: (
      <Button
        variant="ghost"
        size="sm"
        aria-label="More options"
        icon={<MoreHorizontal size={16} aria-hidden />}
      />
    ),
    footer: 'Updated every 5 seconds',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'More options' })).toBeVisible()
  },
}

export const BodyOnly: Story = { args: { title: undefined } }

export const InteractiveButton: Story = {
  args: { onPress: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab()
    const card = within(canvasElement).getByRole('button', { name: /Total investment/ })
    await expect(card).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onPress).toHaveBeenCalledOnce()
  },
}

export const InteractiveLink: Story = {
  args: { href: '#bot-42', title: 'Grid bot #42' },
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    const link = within(canvasElement).getByRole('link', { name: /Grid bot #42/ })
    await expect(link).toHaveFocus()
    await expect(link).toHaveAttribute('href', '#bot-42')
  },
}

export const LongText: Story = {
  args: {
    title:
      'A very long card title that wraps onto a second line on narrow phones without overflowing',
    children: 'The body text also wraps gracefully. '.repeat(6),
    footer: 'Footer text that is also rather long to check wrapping in the footer area',
  },
}
