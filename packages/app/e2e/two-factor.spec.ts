import { expect, test, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { freshEmail, logInViaUi, PASSWORD, signUpViaApi } from './account-helpers'

/** What an authenticator app holding `secret` shows, and the 30-second step it belongs to. */
function appCode(secret: string) {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  })
  const now = Date.now()
  return {
    code: totp.generate({ timestamp: now }),
    step: TOTP.counter({ period: 30, timestamp: now }),
  }
}

/** A code of a later step than `after`: the server takes each step's code once (decision 082). */
async function nextAppCode(page: Page, secret: string, after: number) {
  let next = appCode(secret)
  while (next.step <= after) {
    await page.waitForTimeout(1_000)
    next = appCode(secret)
  }
  return next
}

test('turns two-factor sign-in on from the profile, signs in with a code, and turns it off', async ({
  page,
  request,
}) => {
  // One wait of up to a 30-second step for a fresh code, on a loaded 2-core machine.
  test.setTimeout(150_000)
  const email = freshEmail('two-factor')
  await signUpViaApi(request, email)
  await logInViaUi(page, email)
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/profile')
  await page.getByRole('link', { name: 'Turn on two-factor sign-in' }).click()
  await expect(page).toHaveURL(/\/profile\/two-factor$/)
  await page.getByRole('button', { name: 'Turn on', exact: true }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  // The key as shown for typing by hand, read as a person setting up an app would.
  const secret = ((await page.getByLabel('Setup key').textContent()) ?? '').replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  const first = appCode(secret)
  await page.getByLabel('Code from the app').fill(first.code)
  await page.getByLabel('Login password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Confirm and turn on' }).click()

  const list = page.getByRole('list', { name: 'Recovery codes' })
  await expect(list.getByRole('listitem')).toHaveCount(10)
  await expect(
    page.getByText('These codes are shown only this once.', { exact: false }),
  ).toBeVisible()
  const recovery = ((await list.getByRole('listitem').nth(2).textContent()) ?? '').trim()
  expect(recovery).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
  await page.getByRole('button', { name: 'I saved my codes' }).click()
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible()

  // Signed out, the password alone opens nothing: the code step follows it.
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login/)
  await logInViaUi(page, email, PASSWORD, false)
  const step = page.getByRole('form', { name: 'Two-factor sign-in' })
  await expect(step).toBeVisible()
  // The code that turned it on was spent: the same one is refused, as a replay.
  if (appCode(secret).step === first.step) {
    await step.getByLabel('Authenticator code').fill(first.code)
    await step.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect(step.getByLabel('Authenticator code')).toHaveAccessibleDescription(
      /This code is wrong or was already used/,
    )
  }
  const next = await nextAppCode(page, secret, first.step)
  await step.getByLabel('Authenticator code').fill(next.code)
  await step.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page).toHaveURL(/\/$/)

  // Off with a recovery code and the login password; the pause on withdrawals is said.
  await page.goto('/profile/two-factor')
  await page.getByLabel('Authenticator or recovery code').fill(recovery.toLowerCase())
  await page.getByLabel('Login password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Turn off' }).click()
  await expect(page.getByText('Two-factor sign-in is off.', { exact: false })).toBeVisible()
  await page.goto('/profile/activity-logs')
  for (const kind of [
    'Two-factor sign-in turned on',
    'Recovery code used',
    'Two-factor sign-in turned off',
  ])
    await expect(
      page.getByRole('grid', { name: 'Activity log' }).getByText(kind).first(),
    ).toBeVisible()
})
