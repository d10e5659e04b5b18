import { expect, test } from '@playwright/test'
import { freshEmail, logInViaUi, signUpViaApi } from './account-helpers'

test('serves the shell with its title template and layout', async ({ page }) => {
  await page.goto('/login')
  await expect(page).toHaveTitle('Log in | Auto Trading Bot')
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible()
})

test('a Thai first page, then a page that needs the rest of the catalogue', async ({ page }) => {
  await page.goto('/th/login')
  await expect(page).toHaveTitle('เข้าสู่ระบบ | Auto Trading Bot')
  await page.getByRole('link', { name: 'สมัครสมาชิก' }).click()
  await expect(page).toHaveURL(/\/th\/signup$/)
  await expect(page).toHaveTitle('สมัครสมาชิก | Auto Trading Bot')
  await expect(page.getByText('6 ถึง 40 ตัวอักษร').first()).toBeVisible()
})

test('renders Page Not Found with the path for an unknown client route', async ({ page }) => {
  const response = await page.goto('/that/path?x=1')
  expect(response?.ok()).toBe(true)
  await expect(page.getByText('Page Not Found: /that/path')).toBeVisible()
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/login(\?|$)/)
})

test('answers unknown API paths with a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/v1/no/such/route')
  expect(response.status()).toBe(404)
  expect(await response.json()).toMatchObject({ status: 'error' })
})

test('keeps a colour-mode switch across a reload', async ({ page, request }) => {
  const email = freshEmail('smoke')
  await signUpViaApi(request, email)
  await logInViaUi(page, email)
  await expect(page).toHaveURL(/\/$/)
  await expect(page).toHaveTitle('Home | Auto Trading Bot')
  await page.getByRole('button', { name: 'Colour mode' }).click()
  await page.getByRole('menuitemradio', { name: 'Light' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await expect(page.getByRole('button', { name: 'Colour mode' })).toBeVisible()
})
