import { expect, test } from '@playwright/test'
import { freshEmail, logInViaUi, signUpViaApi } from './account-helpers'

test('Thai and dark mode are chosen from the menus and survive a reload', async ({
  page,
  request,
}) => {
  const email = freshEmail('prefs')
  await signUpViaApi(request, email)
  await logInViaUi(page, email)
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/profile')
  await page.getByRole('button', { name: 'Language' }).click()
  await page.getByRole('menuitemradio', { name: 'ไทย' }).click()
  await expect(page).toHaveURL(/\/th\/profile$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  await expect(page).toHaveTitle('โปรไฟล์ | Auto Trading Bot')
  await page.reload()
  await expect(page).toHaveURL(/\/th\/profile$/)
  await expect(page).toHaveTitle('โปรไฟล์ | Auto Trading Bot')

  // The cookie now sends an unprefixed visit to the Thai page.
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/th\/profile$/)

  // The menus speak Thai now: "Colour mode" and "Dark".
  await page.getByRole('button', { name: 'โหมดสี' }).click()
  await page.getByRole('menuitemradio', { name: 'มืด' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
})
