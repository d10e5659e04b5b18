import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi as render } from '../test-utils'
import { PullToRefreshIndicator } from './PullToRefresh'

describe('PullToRefreshIndicator', () => {
  it.each([
    ['pulling', 'Pull down to refresh'],
    ['releasing', 'Release to refresh'],
    ['refreshing', 'Refreshing'],
  ] as const)('says what happens next while %s', (state, text) => {
    render(<PullToRefreshIndicator state={state} distance={60} />)
    expect(screen.getByRole('status')).toHaveTextContent(text)
  })

  it('shows nothing while idle', () => {
    render(<PullToRefreshIndicator state="pending" distance={0} />)
    expect(screen.queryByText(/refresh/i)).not.toBeInTheDocument()
  })

  it('grows with the pull distance, capped at 80px', () => {
    const { container, rerender } = render(<PullToRefreshIndicator state="pulling" distance={30} />)
    expect(container.firstElementChild).toHaveStyle({ '--ptr-height': '30px' })
    rerender(<PullToRefreshIndicator state="releasing" distance={140} />)
    expect(container.firstElementChild).toHaveStyle({ '--ptr-height': '80px' })
  })

  it('swaps the arrow for a spinner while refreshing', () => {
    const { container } = render(<PullToRefreshIndicator state="refreshing" />)
    expect(container.querySelector('[data-size="sm"]')).not.toBeNull()
    expect(container.firstElementChild).toHaveStyle({ '--ptr-height': '56px' })
  })
})
