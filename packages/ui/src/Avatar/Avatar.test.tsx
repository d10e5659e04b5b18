import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Avatar, initials } from './Avatar'

describe('Avatar', () => {
  it('shows initials named by the full name when there is no image', () => {
    render(<Avatar name="Nguyen Van An" />)
    expect(screen.getByRole('img', { name: 'Nguyen Van An' })).toHaveTextContent('NA')
  })

  it('shows the image and falls back to initials when it fails', () => {
    const { container } = render(<Avatar name="Ann Lee" src="/ann.png" />)
    const img = container.querySelector('img')!
    expect(img).toHaveAttribute('src', '/ann.png')
    fireEvent.error(img)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('img', { name: 'Ann Lee' })).toHaveTextContent('AL')
  })

  it('takes initials from one or many words', () => {
    expect(initials('alice')).toBe('A')
    expect(initials('  mary  jane  watson ')).toBe('MW')
    expect(initials('')).toBe('')
  })

  it('can be hidden when decorative', () => {
    render(<Avatar name="Ann Lee" decorative />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })
})
