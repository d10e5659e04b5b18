import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi as render } from '../../test-utils'
import { expectPreferenceMenus } from '../PreferenceMenus/testkit'
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

  it('offers the language and colour-mode menus when given preferences', () =>
    expectPreferenceMenus((preferences) => (
      <AuthLayout title="Log in" preferences={preferences}>
        form
      </AuthLayout>
    )))
})
