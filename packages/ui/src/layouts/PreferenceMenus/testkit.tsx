import type { ReactElement } from 'react'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, vi } from 'vitest'
import { renderUi as render } from '../../test-utils'
import { locales } from '../DefaultLayout/fixtures'
import type { PreferenceMenusProps } from './PreferenceMenus'

/**
 * A layout shows no menus without preferences, and with them switches language and colour mode
 * from its own header (shared by the auth and blank layouts' tests).
 */
export async function expectPreferenceMenus(
  layout: (preferences?: PreferenceMenusProps) => ReactElement,
) {
  const preferences = {
    locale: 'en',
    locales,
    onLocaleChange: vi.fn(),
    colorMode: 'system' as const,
    onColorModeChange: vi.fn(),
  }
  const { rerender } = render(layout())
  expect(screen.queryByRole('button', { name: 'Language' })).toBeNull()
  rerender(layout(preferences))
  await userEvent.click(screen.getByRole('button', { name: 'Language' }))
  await userEvent.click(await screen.findByRole('menuitemradio', { name: 'ไทย' }))
  expect(preferences.onLocaleChange).toHaveBeenCalledWith('th')
  await userEvent.click(screen.getByRole('button', { name: 'Colour mode' }))
  await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Dark' }))
  expect(preferences.onColorModeChange).toHaveBeenCalledWith('dark')
}
