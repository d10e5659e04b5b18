import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../../test-utils'
import { locales } from '../DefaultLayout/fixtures'
import { PreferenceMenus } from './PreferenceMenus'

const props = () => ({
  locale: 'en',
  locales,
  onLocaleChange: vi.fn(),
  colorMode: 'system' as const,
  onColorModeChange: vi.fn(),
})

describe('PreferenceMenus', () => {
  it('opens a menu whose code loads on first press from the keyboard, and gives focus back', async () => {
    // Arrange
    const user = userEvent.setup()
    const args = props()
    render(<PreferenceMenus {...args} />)
    const language = screen.getByRole('button', { name: 'Language' })
    expect(language).toHaveAttribute('aria-haspopup', 'true')
    expect(language).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('menu')).toBeNull()

    // Act
    await user.tab()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu', { name: 'Language' })

    // Assert: open, labelled by its button, focus inside, then a choice closes it
    expect(language).toHaveAttribute('aria-expanded', 'true')
    expect(language).toHaveAttribute('aria-controls', menu.id)
    expect(menu).toHaveAttribute('aria-labelledby', language.id)
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement))
    await user.keyboard('{ArrowDown}{Enter}')
    expect(args.onLocaleChange).toHaveBeenCalledWith('th')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    // Focus goes back once the menu's exit is over, which can be a frame after it leaves the tree.
    await waitFor(() => expect(language).toHaveFocus())
  })

  it('closes on Escape and reopens at once, the code being in', async () => {
    // Arrange
    const user = userEvent.setup()
    render(<PreferenceMenus {...props()} />)
    const mode = screen.getByRole('button', { name: 'Colour mode' })
    await user.click(mode)
    await screen.findByRole('menu', { name: 'Colour mode' })

    // Act
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await user.click(mode)

    // Assert
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
  })
})
