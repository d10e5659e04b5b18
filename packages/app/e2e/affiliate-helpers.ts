import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { otpOf, PASSWORD, typePin } from './account-helpers'

/** The signed-in user's invite link as /affiliate/invite shows it, and its code. */
export async function readInviteLink(page: Page) {
  await page.goto('/affiliate/invite')
  const shown = page.getByText(/\/signup\?aff=[A-Z0-9]{8}$/)
  await expect(shown).toBeVisible()
  const link = (await shown.textContent()) ?? ''
  const code = link.split('?aff=')[1] ?? ''
  expect(code).toHaveLength(8)
  return { link, code }
}

/**
 * Opens an invite link, checks that it filled in its code, and signs up by mail with the mailed
 * code, as a new user does; ends on the home page, signed in.
 */
export async function signUpThroughLink(
  page: Page,
  request: APIRequestContext,
  link: string,
  email: string,
) {
  // A full link as the invite page shows it, or the same path on this server.
  const url = new URL(link, 'http://localhost')
  const code = url.searchParams.get('aff') ?? ''
  await page.goto(url.pathname + url.search)
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
}

/** A figure of the overview's list by its term. */
export const figure = (page: Page, term: string) =>
  page
    .locator('dl div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd')
