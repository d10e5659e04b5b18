import { expect, test, type Page } from '@playwright/test'
import { testEndpoints } from '@atb/contract'
import { callApi, freshEmail, logInViaUi, PASSWORD, signUpViaApi, typePin } from './account-helpers'

// A 1×1 PNG: the signature the contract schema checks, and small enough for the size cap.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** Hands a file to an image picker's file input, as the system file chooser would. */
const chooseImage = (page: Page, label: string, file: Parameters<Page['setInputFiles']>[1]) =>
  page.getByRole('group', { name: label }).locator('input[type="file"]').setInputFiles(file)

test('changes password, edits the profile, sets the transaction password and PIN, redeems a code, and logs it all', async ({
  page,
  request,
}) => {
  const email = freshEmail('settings')
  await signUpViaApi(request, email)
  await logInViaUi(page, email)
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/profile/change-password')
  const renewed = 'changed-pass-3'
  await page.getByLabel('Current password').fill(PASSWORD)
  await page.getByLabel('New password', { exact: true }).fill(renewed)
  await page.getByLabel('Confirm new password').fill(renewed)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible()

  await page.goto('/profile/edit')
  await page.getByLabel('Nickname').fill('bad<name>')
  await chooseImage(page, 'Profile picture', {
    name: 'me.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  })
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('The nickname not allow special characters')).toBeVisible()
  await expect(page.getByText('The profile image must be a PNG image')).toBeVisible()
  await page.getByLabel('Nickname').fill('Grid Trader')
  await page.getByLabel('Signature').fill('Buy low and sell high')
  await chooseImage(page, 'Profile picture', { name: 'me.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByText('The profile image must be a PNG image')).toBeHidden()
  await chooseImage(page, 'Banner image', {
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(
    page.getByRole('group', { name: 'Banner image' }).getByRole('img', { name: 'Preview' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible()

  // From the profile's settings list to the transaction password tab, which ?tab= keeps across a reload.
  await page.goto('/profile')
  await page.getByRole('link', { name: 'Set transaction password' }).click()
  await expect(page).toHaveURL(/\/profile\/edit\?tab=transaction-password$/)
  await page.reload()
  await page.getByLabel('New transaction password').fill('a1b2c3')
  await page.getByLabel('Confirm transaction password').fill('a1b2c4')
  await page.getByRole('button', { name: 'Set transaction password' }).click()
  await expect(page.getByText('The confirm transaction password does not match')).toBeVisible()
  await page.getByLabel('Confirm transaction password').fill('a1b2c3')
  // Setting it proves the owner again with the login password (issue 26).
  await page.getByLabel('Login password').fill(renewed)
  await page.getByRole('button', { name: 'Set transaction password' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Transaction password set.' }),
  ).toBeVisible()
  // Set once: the tab now asks for the current one to change it, and a wrong one is refused.
  await page.reload()
  await page.getByLabel('Current transaction password').fill('zzzzzz')
  await page.getByLabel('New transaction password').fill('z9y8x7')
  await page.getByLabel('Confirm transaction password').fill('z9y8x7')
  await page.getByLabel('Login password').fill(renewed)
  await page.getByRole('button', { name: 'Change transaction password' }).click()
  // The server names the field it belongs to, so it shows there, not as a form alert.
  const current = page.getByLabel('Current transaction password')
  await expect(current).toHaveAccessibleDescription(/The transaction password is incorrect\./)
  await expect(current).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await page.getByLabel('Current transaction password').fill('a1b2c3')
  await page.getByRole('button', { name: 'Change transaction password' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Transaction password changed.' }),
  ).toBeVisible()

  await page.goto('/profile/pincode/create')
  await typePin(page, 'New PIN', '123456')
  await typePin(page, 'Confirm PIN', '123456')
  await page.getByRole('button', { name: 'Create PIN' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'PIN created.' })).toBeVisible()

  await page.goto('/profile/pincode/update')
  await typePin(page, 'Current PIN', '123456')
  await typePin(page, 'New PIN', '654321')
  await typePin(page, 'Confirm new PIN', '654321')
  await page.getByRole('button', { name: 'Change PIN' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'PIN changed.' })).toBeVisible()

  const issued = await callApi(request, testEndpoints.testActivationCodes, { days: 30 })
  await page.goto('/profile/activation')
  await page.getByRole('textbox', { name: 'Activation code' }).fill(issued.codes[0] ?? '')
  await page.getByRole('button', { name: 'Redeem code' }).click()
  await expect(page.getByRole('status').filter({ hasText: '30 days added' })).toBeVisible()
  await expect(page.getByText('Active', { exact: true })).toBeVisible()

  // The subscription page lists the code it came from.
  const code = issued.codes[0] ?? ''
  await page.goto('/subscription')
  const history = page.getByRole('grid', { name: 'Subscription history' })
  await expect(history.getByText(`••••${code.slice(-4)}`)).toBeVisible()
  await expect(history.getByText('30 days')).toBeVisible()

  await page.goto('/profile/activity-logs')
  const table = page
    .getByRole('grid', { name: 'Activity log' })
    .or(page.getByRole('table', { name: 'Activity log' }))
  for (const event of [
    'Password changed',
    'Profile updated',
    'Transaction password set',
    'Transaction password changed',
    'PIN created',
    'PIN changed',
    'Activation code redeemed',
  ]) {
    await expect(table.getByText(event, { exact: true })).toBeVisible()
  }
})
