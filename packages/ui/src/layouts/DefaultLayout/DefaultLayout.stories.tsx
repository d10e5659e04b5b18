import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ReactElement } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { useFormatter } from '../../format/useFormatter'
import { DefaultLayout, type ColorMode } from './DefaultLayout'
import { locales, mobileItems, moreItems, navItems } from './fixtures'

const bots = [
  { name: 'BTC/USDT Grid', strategy: 'Spot grid', pnl: 182.4, roi: 6.08 },
  { name: 'ETH/USDT DCA', strategy: 'DCA', pnl: -23.15, roi: -1.16 },
  { name: 'SOL/USDT Signal', strategy: 'Signal follow', pnl: 64.9, roi: 3.25 },
]

function Dashboard() {
  const format = useFormatter()
  const card = {
    background: 'var(--color-surface)',
    border: '1px solid var(--color-border)',
    borderRadius: 16,
    padding: 16,
  }
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <h1 style={{ margin: 0, fontSize: 24 }}>Bots</h1>
      <section aria-label="Total profit" style={card}>
        <div style={{ color: 'var(--color-text-muted)', fontSize: 14 }}>Total profit</div>
        <div style={{ fontSize: 28, fontWeight: 700, color: 'var(--color-positive)' }}>
          {format.pnl(224.15)}
        </div>
      </section>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
        {bots.map((bot) => (
          <li
            key={bot.name}
            style={{ ...card, display: 'flex', justifyContent: 'space-between', gap: 12 }}
          >
            <div>
              <div style={{ fontWeight: 600 }}>{bot.name}</div>
              <div style={{ color: 'var(--color-text-muted)', fontSize: 14 }}>{bot.strategy}</div>
            </div>
            <div
              style={{
                textAlign: 'end',
                color: bot.pnl >= 0 ? 'var(--color-positive)' : 'var(--color-negative)',
              }}
            >
              <div style={{ fontWeight: 600 }}>{format.pnl(bot.pnl)}</div>
              <div style={{ fontSize: 14 }}>{format.percent(bot.roi, { signed: true })}</div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

const meta = {
  title: 'Layouts/DefaultLayout',
  component: DefaultLayout,
  args: {
    items: navItems,
    moreItems,
    mobileItems,
    currentKey: 'bots',
    locale: 'en',
    locales,
    onLocaleChange: fn(),
    colorMode: 'system',
    onColorModeChange: fn(),
    onNotificationsPress: fn(),
    unreadNotifications: 3,
    profile: { name: 'Somchai Trader', href: '/profile' },
    children: <Dashboard />,
  },
} satisfies Meta<typeof DefaultLayout>

export default meta
type Story = StoryObj<typeof meta>

const page = (el: HTMLElement) => within(el.ownerDocument.body)

export const Playground: Story = {}

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: 'Main' })
    await expect(within(nav).getByRole('link', { name: 'Bots' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvasElement.querySelector('nav[aria-label="Quick links"]')).not.toBeVisible()
  },
}

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    const skip = within(canvasElement).getByRole('link', { name: 'Skip to content' })
    await expect(skip).toHaveFocus()
    await expect(skip).toBeVisible()
  },
}

export const MoreMenuOpen: Story = {
  args: { currentKey: 'tournament' },
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More' }))
    const menu = await page(canvasElement).findByRole('menu', { name: 'More' })
    await expect(within(menu).getByRole('menuitem', { name: 'Events' })).toHaveAttribute(
      'href',
      '/event',
    )
  },
}

export const LanguageMenuOpen: Story = {
  args: { locale: 'th' },
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language' }))
    const menu = await page(canvasElement).findByRole('menu', { name: 'Language' })
    await expect(within(menu).getByRole('menuitemradio', { name: 'ไทย' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull())
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language' }))
    await userEvent.click(await page(canvasElement).findByRole('menuitemradio', { name: '한국어' }))
    await expect(args.onLocaleChange).toHaveBeenCalledWith('kr')
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language' }))
  },
}

function ControlledColourMode(props: Story['args']) {
  const [mode, setMode] = useState<ColorMode>('system')
  return <DefaultLayout {...meta.args} {...props} colorMode={mode} onColorModeChange={setMode} />
}

export const ColourModeMenuOpen: Story = {
  parameters: { visual: { target: 'page' } },
  render: (args) => <ControlledColourMode {...args} />,
  play: async ({ canvasElement }) => {
    const open = async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Colour mode' }))
      return page(canvasElement).findByRole('menu', { name: 'Colour mode' })
    }
    let menu = await open()
    await expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }))
    menu = await open()
    await expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
  },
}

export const NoUnreadNotifications: Story = {
  args: { unreadNotifications: 0, currentKey: 'signals' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }))
    await expect(args.onNotificationsPress).toHaveBeenCalledOnce()
  },
}

const mobileFrame = (Story: () => ReactElement) => (
  <div
    style={{
      width: 375,
      height: 720,
      overflow: 'auto',
      transform: 'translateZ(0)',
      border: '1px solid var(--color-border)',
    }}
  >
    <Story />
  </div>
)

export const Mobile: Story = {
  args: { currentKey: 'market' },
  decorators: [mobileFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const bar = canvas.getByRole('navigation', { name: 'Quick links' })
    await expect(bar).toBeVisible()
    await expect(within(bar).getByRole('link', { name: 'Market' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvasElement.querySelector('nav[aria-label="Main"]')).not.toBeVisible()
  },
}

export const MobileColourMenuOpen: Story = {
  args: { currentKey: 'home', colorMode: 'light' },
  decorators: [mobileFrame],
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Colour mode' }))
    const menu = await page(canvasElement).findByRole('menu', { name: 'Colour mode' })
    await expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
  },
}
