import { describe, expect, it } from 'vitest'
import { render, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { Link } from 'react-aria-components'
import { AriaRouter } from './AriaRouter'

function linkAt(path: string, href: string, basename?: string) {
  const { container } = render(
    <MemoryRouter initialEntries={[path]} basename={basename}>
      <AriaRouter>
        <Link href={href}>go</Link>
      </AriaRouter>
    </MemoryRouter>,
  )
  return within(container).getByRole('link', { name: 'go' })
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
    // The router's own resolution still applies: here, its base path.
    expect(linkAt('/app/login', '/signup', '/app')).toHaveAttribute('href', '/app/signup')
  })
})
