import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { Link } from 'react-aria-components'
import { AriaRouter } from './AriaRouter'

function linkAt(path: string, href: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AriaRouter>
        <Link href={href}>go</Link>
      </AriaRouter>
    </MemoryRouter>,
  )
  return screen.getByRole('link', { name: 'go' })
}

describe('AriaRouter', () => {
  it('leaves an external address as it is, wherever the page is', () => {
    expect(linkAt('/login', 'https://line.me/R/ti/p/@autotradingbot')).toHaveAttribute(
      'href',
      'https://line.me/R/ti/p/@autotradingbot',
    )
    expect(linkAt('/th/profile', 'mailto:help@example.com')).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    )
  })

  it('resolves app paths through the router', () => {
    expect(linkAt('/th/profile', '/th/profile/edit')).toHaveAttribute('href', '/th/profile/edit')
    expect(linkAt('/th/profile', 'edit')).toHaveAttribute('href', '/th/profile/edit')
  })
})
