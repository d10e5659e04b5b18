import { expect, test } from '@playwright/test'
import { freshEmail } from './account-helpers'
import { figure, readInviteLink, signUpThroughLink } from './affiliate-helpers'
import { signIn } from './bot-helpers'

test('a friend who signs up through the invite link shows in the overview, the code history and the rank', async ({
  page,
  request,
  browser,
}) => {
  // Two browsers, a signup by mail and five pages: slow on a shared machine.
  test.setTimeout(240_000)
  // User A reads their invite link.
  const { email: referrer } = await signIn(page, request, 'aff-a')
  const { link, code } = await readInviteLink(page)

  // Before anyone joins: nothing invited.
  await page.goto('/affiliate/overview')
  await expect(figure(page, 'Invited')).toHaveText('0')
  await expect(page.getByText('No friends invited yet')).toBeVisible()

  // A new user opens the link in another browser and signs up with the mailed code.
  const other = await browser.newContext()
  const friend = await other.newPage()
  await signUpThroughLink(friend, request, link, freshEmail('aff-b'))
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
