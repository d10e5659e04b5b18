import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Link } from './Link'

describe('Link', () => {
  it('calls onPress on click and Enter', async () => {
    const onPress = vi.fn()
    render(
      <Link href="#bots" onPress={onPress}>
        Bots
      </Link>,
    )
    const link = screen.getByRole('link', { name: 'Bots' })
    await userEvent.click(link)
    link.focus()
    await userEvent.keyboard('{Enter}')
    expect(onPress).toHaveBeenCalledTimes(2)
  })

  it('opens external links in a new tab and announces it', () => {
    render(
      <Link href="https://example.com" isExternal>
        Docs
      </Link>,
    )
    const link = screen.getByRole('link', { name: /^Docs ?\(opens in a new tab\)$/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('keeps internal links in the same tab', () => {
    render(<Link href="/bot">Bots</Link>)
    const link = screen.getByRole('link', { name: 'Bots' })
    expect(link).not.toHaveAttribute('target')
    expect(link).toHaveAttribute('data-variant', 'inline')
  })

  it('blocks presses when disabled', async () => {
    const onPress = vi.fn()
    render(
      <Link href="#x" isDisabled onPress={onPress}>
        Resend
      </Link>,
    )
    await userEvent.click(screen.getByRole('link', { name: 'Resend' }))
    expect(onPress).not.toHaveBeenCalled()
  })
})
