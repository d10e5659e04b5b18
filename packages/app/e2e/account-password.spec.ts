import { expect, test } from '@playwright/test'
import { freshEmail, latestMail, logInViaUi, PASSWORD, signUpViaApi } from './account-helpers'

test('resets a forgotten password through the mailed link', async ({ page, request }) => {
  const email = freshEmail('forgot')
  await signUpViaApi(request, email)
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('a link to set a new password is on its way')).toBeVisible()

  const [, path] = await latestMail(
    request,
    email,
    /https?:\/\/[^/\s]+(\/recovery-password\/[^\s]+)/,
  )
  await page.goto(path ?? '')
  const renewed = 'brand-new-pass-2'
  await page.getByLabel('New password', { exact: true }).fill(renewed)
  await page.getByLabel('Confirm new password').fill(renewed)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Your password was changed')).toBeVisible()

  await logInViaUi(page, email, PASSWORD)
  await expect(
    page.getByRole('form', { name: 'Log in' }).getByText('Incorrect email or password.'),
  ).toBeVisible()
  await logInViaUi(page, email, renewed, false)
  await expect(page).toHaveURL(/\/$/)
})
