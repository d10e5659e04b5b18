import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi as render } from '../test-utils'
import { LoadingOverlay } from './LoadingOverlay'

describe('LoadingOverlay', () => {
  it('announces a busy "Loading" status while visible', () => {
    render(<LoadingOverlay isVisible />)
    const status = screen.getByRole('status')
    expect(status).toHaveAttribute('aria-busy', 'true')
    expect(status).toHaveTextContent('Loading')
    expect(status).toHaveAttribute('data-visible', 'true')
  })

  it('leaves the accessibility tree when hidden', () => {
    const { rerender } = render(<LoadingOverlay isVisible />)
    rerender(<LoadingOverlay isVisible={false} />)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.queryByText('Loading')).not.toBeInTheDocument()
  })

  it('is only busy, with no text, when told there is no label yet', () => {
    render(<LoadingOverlay isVisible label={null} />)
    const status = screen.getByRole('status')
    expect(status).toHaveAttribute('aria-busy', 'true')
    expect(status).not.toHaveTextContent('Loading')
  })
})
