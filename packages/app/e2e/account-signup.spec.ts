import { expect, test } from '@playwright/test'
import { apiGet, freshEmail, otpOf, PASSWORD, signUpViaApi, typePin } from './account-helpers'

test('signs up from a referral link with the mailed code and credits the referrer', async ({ page, request }) => {
  const referrerToken = await signUpViaApi(request, freshEmail('referrer'))
  const { own_invitation_code: code } = await apiGet<{ own_invitation_code: string }>(request, '/profile', referrerToken)

  const email = freshEmail('invitee')
  await page.goto(`/signup?aff=${code}`)
  await expect(page.getByLabel('Invitation code (optional)')).toHaveValue(code)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('checkbox', { name: /I agree to the/ }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('button', { name: 'Send verification code' }).click()

  await expect(page).toHaveURL(/\/signup\/verify$/)
  await typePin(page, 'Verification code', await otpOf(request, email))
  await page.getByRole('button', { name: 'Verify and create account' }).click()

  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => localStorage.getItem('atb.token'))).toBeTruthy()
  const referrals = await apiGet<{ total: number; items: { email: string }[] }>(request, '/affiliate/referrals', referrerToken)
  expect(referrals.total).toBe(1)
})
