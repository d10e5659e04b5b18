import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../../test-utils'
import { expectPreferenceMenus } from '../PreferenceMenus/testkit'
import { BlankLayout } from './BlankLayout'

describe('BlankLayout', () => {
  it('shows the title and content in the main landmark, named by the title', () => {
    render(<BlankLayout title="Policy">Terms text</BlankLayout>)
    expect(screen.getByRole('heading', { level: 1, name: 'Policy' })).toBeInTheDocument()
    expect(screen.getByRole('main', { name: 'Policy' })).toHaveTextContent('Terms text')
    expect(screen.getByRole('banner')).toBeInTheDocument()
  })

  it('goes back with the back button', async () => {
    const onBack = vi.fn()
    render(
      <BlankLayout title="History" onBack={onBack}>
        list
      </BlankLayout>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledTimes(1)
  })

  it('renders a back link when given an address and no back control otherwise', () => {
    const { rerender } = render(<BlankLayout backHref="/bot">list</BlankLayout>)
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/bot')
    rerender(<BlankLayout>list</BlankLayout>)
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
  })

  it('links the logo home', () => {
    render(<BlankLayout homeHref="/">x</BlankLayout>)
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/')
  })

  it('offers the language and colour-mode menus when given preferences', () =>
    expectPreferenceMenus((preferences) => (
      <BlankLayout title="Log in" preferences={preferences}>
        form
      </BlankLayout>
    )))
})
