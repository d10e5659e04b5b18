import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../../test-utils'
import { DefaultLayout, type DefaultLayoutProps } from './DefaultLayout'
import { locales, mobileItems, moreItems, navItems } from './fixtures'

function setup(overrides: Partial<DefaultLayoutProps> = {}) {
  const props: DefaultLayoutProps = {
    items: navItems,
    moreItems,
    mobileItems,
    currentKey: 'market',
    locale: 'en',
    locales,
    onLocaleChange: vi.fn(),
    colorMode: 'system',
    onColorModeChange: vi.fn(),
    onNotificationsPress: vi.fn(),
    profile: { name: 'Somchai Trader', href: '/profile' },
    children: <p>Dashboard</p>,
    ...overrides,
  }
  render(<DefaultLayout {...props} />)
  return props
}

describe('DefaultLayout', () => {
  it('offers a skip link to the main landmark', () => {
    setup()
    const skip = screen.getByRole('link', { name: 'Skip to content' })
    const main = screen.getByRole('main')
    expect(skip).toHaveAttribute('href', `#${main.id}`)
    expect(main).toHaveTextContent('Dashboard')
    expect(screen.getByRole('banner')).toBeInTheDocument()
  })

  it('marks the current destination in both navigations', () => {
    setup()
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(within(main).getByRole('link', { name: 'Market' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(main).getByRole('link', { name: 'Bots' })).not.toHaveAttribute('aria-current')
    const bottom = screen.getByRole('navigation', { name: 'Quick links' })
    expect(within(bottom).getAllByRole('link')).toHaveLength(5)
    expect(within(bottom).getByRole('link', { name: 'Market' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('lists secondary destinations in the More menu', async () => {
    setup()
    await userEvent.click(screen.getByRole('button', { name: 'More' }))
    const menu = await screen.findByRole('menu', { name: 'More' })
    expect(within(menu).getByRole('menuitem', { name: 'Tournament' })).toHaveAttribute(
      'href',
      '/tournament',
    )
  })

  it('changes language from the language menu', async () => {
    const props = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Language' }))
    const menu = await screen.findByRole('menu', { name: 'Language' })
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'ไทย' }))
    expect(props.onLocaleChange).toHaveBeenCalledWith('th')
  })

  it('checks the current colour mode and reports a new one', async () => {
    const props = setup({ colorMode: 'dark' })
    await userEvent.click(screen.getByRole('button', { name: 'Colour mode' }))
    const menu = await screen.findByRole('menu', { name: 'Colour mode' })
    expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Light' }))
    expect(props.onColorModeChange).toHaveBeenCalledWith('light')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  })

  it('opens notifications and links to the profile', async () => {
    const props = setup({ unreadNotifications: 3 })
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }))
    expect(props.onNotificationsPress).toHaveBeenCalledTimes(1)
    const profile = within(screen.getByRole('banner')).getByRole('link', { name: 'Profile' })
    expect(profile).toHaveAttribute('href', '/profile')
    expect(profile).toHaveTextContent('ST')
  })
})
