import { createElement } from 'react'
import type { Decorator } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { locales } from '../DefaultLayout/fixtures'
import type { PreferenceMenusProps } from './PreferenceMenus'

/** Story args for a layout's `preferences`, with spies for both choices. */
export const preferenceArgs = (): PreferenceMenusProps => ({
  locale: 'en',
  locales,
  onLocaleChange: fn(),
  colorMode: 'system',
  onColorModeChange: fn(),
})

/** Keyboard only: Tab to the language menu, pick Thai; Tab to the colour-mode menu, pick Dark. */
export async function chooseByKeyboard(canvasElement: HTMLElement, args: PreferenceMenusProps) {
  const canvas = within(canvasElement)
  const page = within(canvasElement.ownerDocument.body)
  const language = canvas.getByRole('button', { name: 'Language' })
  while (canvasElement.ownerDocument.activeElement !== language) await userEvent.tab()
  await userEvent.keyboard('{Enter}')
  const thai = await page.findByRole('menuitemradio', { name: 'ไทย' })
  while (canvasElement.ownerDocument.activeElement !== thai) await userEvent.keyboard('{ArrowDown}')
  await userEvent.keyboard('{Enter}')
  await expect(args.onLocaleChange).toHaveBeenCalledWith('th')
  await waitFor(() => expect(language).toHaveFocus())
  await userEvent.tab()
  await expect(canvas.getByRole('button', { name: 'Colour mode' })).toHaveFocus()
  await userEvent.keyboard('{Enter}')
  const dark = await page.findByRole('menuitemradio', { name: 'Dark' })
  while (canvasElement.ownerDocument.activeElement !== dark) await userEvent.keyboard('{ArrowDown}')
  await userEvent.keyboard('{Enter}')
  await expect(args.onColorModeChange).toHaveBeenCalledWith('dark')
  // Both menus have closed (their exit animation done) before the picture is taken.
  await waitFor(() => expect(page.queryByRole('menu')).toBeNull(), { timeout: 5000 })
}

/** A phone-sized frame (390 px wide by default) that keeps fixed parts inside it. */
export const phoneFrame =
  (width = 390, height = 720): Decorator =>
  (Story) =>
    createElement(
      'div',
      {
        'data-phone': '',
        style: {
          width,
          height,
          overflow: 'auto',
          transform: 'translateZ(0)',
          border: '1px solid var(--color-border)',
        },
      },
      createElement(Story),
    )

/** Both menu buttons lie wholly inside the phone frame, at least 24 px square (WCAG 2.5.8). */
export async function expectMenusOnPhone(canvasElement: HTMLElement) {
  const phone = canvasElement.querySelector('[data-phone]')
  if (!phone) throw new Error('no phone frame')
  const frame = phone.getBoundingClientRect()
  for (const name of ['Language', 'Colour mode']) {
    const rect = within(canvasElement).getByRole('button', { name }).getBoundingClientRect()
    await expect(rect.left).toBeGreaterThanOrEqual(frame.left)
    await expect(rect.right).toBeLessThanOrEqual(frame.right)
    await expect(Math.min(rect.width, rect.height)).toBeGreaterThanOrEqual(24)
  }
}
