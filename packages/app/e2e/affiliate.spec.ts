import { expect, test, type Page } from '@playwright/test'
import { freshEmail, otpOf, PASSWORD, typePin } from './account-helpers'
import { signIn } from './bot-helpers'

/** A figure of the overview's list by its term. */
const figure = (page: Page, term: string) =>
  page
    .locator('dl div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd')

test('a friend who signs up through the invite link shows in the overview, the code history and the rank', async ({
  page,
  request,
  browser,
}) => {
  // Two browsers, a signup by mail and five pages: slow on a shared machine.
  test.setTimeout(240_000)
  // User A reads their invite link.
  const { email: referrer } = await signIn(page, request, 'aff-a')
  await page.goto('/affiliate/invite')
  const shown = page.getByText(/\/signup\?aff=[A-Z0-9]{8}$/)
  await expect(shown).toBeVisible()
  const link = (await shown.textContent()) ?? ''
  const code = link.split('?aff=')[1] ?? ''
  expect(code).toHaveLength(8)

  // Before anyone joins: nothing invited.
  await page.goto('/affiliate/overview')
  await expect(figure(page, 'Invited')).toHaveText('0')
  await expect(page.getByText('No friends invited yet')).toBeVisible()

  // A new user opens the link in another browser and signs up with the mailed code.
  const other = await browser.newContext()
  const friend = await other.newPage()
  const email = freshEmail('aff-b')
  await friend.goto(new URL(link).pathname + new URL(link).search)
  await expect(friend.getByLabel('Invitation code (optional)')).toHaveValue(code)
  await friend.getByLabel('Email').fill(email)
  await friend.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await friend.getByLabel('Confirm password').fill(PASSWORD)
  await friend.getByRole('checkbox', { name: /I agree to the/ }).focus()
  await friend.keyboard.press('Space')
  await friend.getByRole('button', { name: 'Send verification code' }).click()
  await expect(friend).toHaveURL(/\/signup\/verify$/)
  await typePin(friend, 'Verification code', await otpOf(request, email))
  await friend.getByRole('button', { name: 'Verify and create account' }).click()
  await expect(friend).toHaveURL(/\/$/)
  await other.close()

  // A sees the friend: one invited, and active (the signup started a session today).
  await page.goto('/affiliate/overview')
  await expect(figure(page, 'Invited')).toHaveText('1')
  await expect(figure(page, 'Active')).toHaveText('1')
  await expect(figure(page, 'Joined in this period')).toHaveText('1')
  // No profit share yet: no commission.
  await expect(page.getByText('No commission in this period')).toBeVisible()

  // The code history counts the signup on the own code.
  await page.goto('/affiliate/code-history')
  const own = page.getByRole('row', { name: /Your own code/ })
  // A narrow table stacks each cell under its column's name: "Code…", "Signups…".
  await expect(own.getByRole('gridcell').nth(0)).toHaveText(new RegExp(`${code}$`))
  await expect(own.getByRole('gridcell').nth(1)).toHaveText(/(^|\D)1$/)

  // The rank lists A by nickname (the address's local part), never the address.
  await page.goto('/affiliate/rank')
  const nickname = referrer.split('@')[0] ?? ''
  await expect(page.getByText(new RegExp(`^Place \\d+: ${nickname}$`))).toBeVisible()
  await expect(page.getByText(referrer)).toHaveCount(0)

  // The tools carry the same code in every language's link.
  await page.goto('/affiliate/tools')
  await expect(page.getByText(link, { exact: true })).toBeVisible()
  await page.getByRole('tab', { name: 'ไทย' }).click()
  await expect(page.getByText(link.replace('/signup', '/th/signup'), { exact: true })).toBeVisible()
})
