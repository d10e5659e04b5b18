import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { ErrorScreen } from './ErrorScreen'

describe('ErrorScreen', () => {
  it('shows the status and message and goes home on press', async () => {
    const onHome = vi.fn()
    render(<ErrorScreen status={404} message="Page Not Found: /some/path" onHome={onHome} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404')
    expect(screen.getByText('Page Not Found: /some/path')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }))
    expect(onHome).toHaveBeenCalledTimes(1)
  })

  it('renders a link when given an address', () => {
    render(<ErrorScreen status={500} message="Server error" homeHref="/" />)
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('names the region by its status code', () => {
    render(<ErrorScreen status={500} message="Server error" />)
    expect(screen.getByRole('region', { name: '500' })).toBeInTheDocument()
  })
})
