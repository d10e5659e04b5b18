import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi as render } from '../test-utils'
import { VisuallyHidden } from './VisuallyHidden'

describe('VisuallyHidden', () => {
  it('keeps its text available to assistive technology', () => {
    render(
      <button type="button">
        <VisuallyHidden>Open notifications</VisuallyHidden>
      </button>,
    )
    expect(screen.getByRole('button', { name: 'Open notifications' })).toBeInTheDocument()
  })

  it('renders the requested element', () => {
    render(<VisuallyHidden elementType="div">Loading</VisuallyHidden>)
    expect(screen.getByText('Loading').tagName).toBe('DIV')
  })
})
