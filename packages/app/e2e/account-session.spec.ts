import { expect, test } from '@playwright/test'
import { freshEmail, logInViaUi, signUpViaApi } from './account-helpers'

test('returns to the remembered page, query included, after logging in', async ({
  page,
  request,
}) => {
  const email = freshEmail('redirect')
  await signUpViaApi(request, email)
  await logInViaUi(page, email)
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/profile')
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('atb.token'))).toBeNull()

  await page.goto('/profile/edit?tab=x')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Fedit%3Ftab%3Dx$/)
  await logInViaUi(page, email, undefined, false)
  await expect(page).toHaveURL(/\/profile\/edit\?tab=x$/)
})

test('a login elsewhere signs the first browser out with the dual-login toast', async ({
  browser,
  request,
}) => {
  const email = freshEmail('dual')
  await signUpViaApi(request, email)
  const first = await browser.newContext()
  const second = await browser.newContext()
  const a = await first.newPage()
  const b = await second.newPage()
  await logInViaUi(a, email)
  await expect(a).toHaveURL(/\/$/)
  await logInViaUi(b, email)
  await expect(b).toHaveURL(/\/$/)

  await a.goto('/profile')
  await expect(a.getByText('Your account was signed in on another device')).toBeVisible()
  await expect(a).toHaveURL(/\/profile$/)
  await expect(a).toHaveURL(/\/login$/, { timeout: 5000 })
  await first.close()
  await second.close()
})

test('eleven wrong logins in a row get a rate-limit message, not a crash', async ({
  page,
  request,
}) => {
  const email = freshEmail('limited')
  await signUpViaApi(request, email)
  await page.goto('/login')
  for (let i = 0; i < 11; i += 1) {
    await logInViaUi(page, email, `wrong-password-${i}`, false)
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled()
  }
  await expect(page.getByText(/Too many/).first()).toBeVisible()
  await expect(page.getByLabel('Email')).toBeVisible()
})
