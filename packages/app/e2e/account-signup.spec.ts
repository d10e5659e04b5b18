import { expect, test } from '@playwright/test'
import { endpoints } from '@atb/contract'
import { callApi, freshEmail, otpOf, PASSWORD, signUpViaApi, typePin } from './account-helpers'
import { signUpThroughLink } from './affiliate-helpers'

const pageOne = { page: 1, page_size: 20 }

test('signs up from a referral link with the mailed code and credits the referrer', async ({
  page,
  request,
}) => {
  const referrerToken = await signUpViaApi(request, freshEmail('referrer'))
  const { own_invitation_code: code } = await callApi(request, endpoints.profile, {}, referrerToken)

  const email = freshEmail('invitee')
  await signUpThroughLink(page, request, `/signup?aff=${code}`, email)
  expect(await page.evaluate(() => localStorage.getItem('atb.token'))).toBeTruthy()
  const referrals = await callApi(request, endpoints.referrals, pageOne, referrerToken)
  expect(referrals.total).toBe(1)
})

test('an address that already has an account is told to log in, and a wrong code is refused in place', async ({
  page,
  request,
}) => {
  const taken = freshEmail('taken')
  await signUpViaApi(request, taken)
  const fill = async (email: string) => {
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true })
    await page.getByRole('button', { name: 'Send verification code' }).click()
  }
  // A stale referral link: the unknown code is caught on the details step, before any mail.
  await page.goto('/signup?aff=ZZZZ9999')
  await fill(freshEmail('stale'))
  await expect(page.getByText('This invitation code does not exist.')).toBeVisible()
  await expect(page).toHaveURL(/\/signup\?aff=ZZZZ9999$/)
  await page.getByLabel('Invitation code (optional)').fill('')

  await fill(taken)
  await expect(page.getByRole('alert')).toContainText('This email is already registered.')
  await expect(page.getByRole('alert').getByRole('link', { name: 'Log in instead' })).toBeVisible()

  const email = freshEmail('fresh')
  await fill(email)
  await expect(page).toHaveURL(/\/signup\/verify$/)
  const code = await otpOf(request, email)
  await typePin(page, 'Verification code', code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Verify and create account' }).click()
  await expect(page.getByRole('alert')).toHaveText('The verification code is incorrect.')

  // Back to the details and on again: the same flow, the details kept.
  await page.getByRole('button', { name: 'Change email or details' }).click()
  await expect(page.getByLabel('Email')).toHaveValue(email)
})

test('Google sign-in: off to the consent page and back, a new account with the referral, on the remembered page', async ({
  page,
  request,
  baseURL,
}) => {
  const referrerToken = await signUpViaApi(request, freshEmail('gref'))
  const { own_invitation_code: code } = await callApi(request, endpoints.profile, {}, referrerToken)
  const email = freshEmail('google')

  // Google's consent page, stood in for: it checks what the app sent and returns a code with the state.
  const asked: URL[] = []
  await page.route('https://accounts.google.com/**', async (route) => {
    const url = new URL(route.request().url())
    asked.push(url)
    const back = new URL(url.searchParams.get('redirect_uri') ?? '')
    back.searchParams.set('code', `test:g-${Date.now()}:${email}`)
    back.searchParams.set('state', url.searchParams.get('state') ?? '')
    await route.fulfill({ status: 302, headers: { location: back.toString() } })
  })

  await page.goto(`/signup?aff=${code}`)
  await expect(page.getByLabel('Invitation code (optional)')).toHaveValue(code)
  await page.goto('/profile/edit?tab=transaction-password')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await page.getByRole('button', { name: 'Continue with Google' }).click()

  await expect(page).toHaveURL(/\/profile\/edit\?tab=transaction-password$/)
  await expect(page.getByRole('tab', { name: 'Transaction password' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  expect(asked).toHaveLength(1)
  expect(Object.fromEntries(asked[0]!.searchParams)).toMatchObject({
    client_id: 'e2e-test.apps.googleusercontent.com',
    redirect_uri: `${baseURL}/login`,
    response_type: 'code',
  })
  const referrals = await callApi(request, endpoints.referrals, pageOne, referrerToken)
  expect(referrals.total).toBe(1)

  // A code that comes back with a state this tab never sent is refused.
  await page.evaluate(() => localStorage.clear())
  await page.goto(`/login?code=test:g-forged:${email}&state=forged`)
  await expect(page.getByRole('alert')).toHaveText('Google sign-in failed. Please try again.')
  await expect(page).toHaveURL(/\/login$/)
})
