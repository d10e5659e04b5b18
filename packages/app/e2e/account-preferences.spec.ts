import { expect, test } from '@playwright/test'
import { freshEmail, logInViaUi, signUpViaApi } from './account-helpers'

test('Thai and dark mode are chosen from the menus and survive a reload', async ({ page, request }) => {
  const email = freshEmail('prefs')
  await signUpViaApi(request, email)
  await logInViaUi(page, email)
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/profile')
  await page.getByRole('button', { name: 'Language' }).click()
  await page.getByRole('menuitemradio', { name: 'ไทย' }).click()
  await expect(page).toHaveURL(/\/th\/profile$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  await page.reload()
  await expect(page).toHaveURL(/\/th\/profile$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'th')

  // The colour-mode menu is labelled in the page's language, so switch it on the English page.
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Colour mode' }).click()
  await page.getByRole('menuitemradio', { name: 'Dark' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
})
