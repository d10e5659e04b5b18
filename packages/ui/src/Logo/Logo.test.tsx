import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Logo } from './Logo'

describe('Logo', () => {
  it('shows the wordmark and hides the decorative mark', () => {
    const { container } = render(<Logo />)
    expect(screen.getByText(/Auto Trading/)).toHaveTextContent('Auto Trading Bot')
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('names the mark-only variant so it still identifies the product', () => {
    render(<Logo variant="mark" />)
    expect(screen.getByRole('img', { name: 'Auto Trading Bot' })).toBeInTheDocument()
    expect(screen.queryByText(/Auto Trading/)).not.toBeInTheDocument()
  })

  it('accepts a custom name and size', () => {
    render(<Logo variant="mark" size="lg" label="Home" />)
    expect(screen.getByRole('img', { name: 'Home' })).toHaveAttribute('data-size', 'lg')
  })
})
