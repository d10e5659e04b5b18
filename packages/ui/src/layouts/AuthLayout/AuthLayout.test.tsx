import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../../test-utils'
import { locales } from '../DefaultLayout/fixtures'
import { AuthLayout } from './AuthLayout'

describe('AuthLayout', () => {
  it('names the card by its title inside the main landmark', () => {
    render(
      <AuthLayout title="Log in" description="Welcome back" footer={<a href="#signup">Sign up</a>}>
        <p>Form goes here</p>
      </AuthLayout>,
    )
    const card = screen.getByRole('region', { name: 'Log in' })
    expect(screen.getByRole('main')).toContainElement(card)
    expect(card).toHaveTextContent('Welcome back')
    expect(card).toHaveTextContent('Form goes here')
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument()
  })

  it('shows the default marketing line unless one is given', () => {
    const { rerender } = render(<AuthLayout title="Log in">form</AuthLayout>)
    expect(screen.getByRole('complementary')).toHaveTextContent(/Automated trading bots/)
    rerender(
      <AuthLayout title="Log in" tagline="Trade smarter">
        form
      </AuthLayout>,
    )
    expect(screen.getByRole('complementary')).toHaveTextContent('Trade smarter')
  })

  it('omits the footer when none is given', () => {
    render(<AuthLayout title="Verify">code</AuthLayout>)
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
    expect(document.querySelector('footer')).toBeNull()
  })

  it('offers the language and colour-mode menus when given preferences', async () => {
    const preferences = {
      locale: 'en',
      locales,
      onLocaleChange: vi.fn(),
      colorMode: 'system' as const,
      onColorModeChange: vi.fn(),
    }
    const { rerender } = render(<AuthLayout title="Log in">form</AuthLayout>)
    expect(screen.queryByRole('button', { name: 'Language' })).toBeNull()
    rerender(
      <AuthLayout title="Log in" preferences={preferences}>
        form
      </AuthLayout>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Language' }))
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'ไทย' }))
    expect(preferences.onLocaleChange).toHaveBeenCalledWith('th')
    await userEvent.click(screen.getByRole('button', { name: 'Colour mode' }))
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Dark' }))
    expect(preferences.onColorModeChange).toHaveBeenCalledWith('dark')
  })
})
