import { expect, test, type Page } from '@playwright/test'
import { API_PREFIX, chainTestEndpoints, endpoints, testEndpoints } from '@atb/contract'
import {
  callApi,
  fundedAccount,
  logInViaUi,
  PASSWORD,
  TRANSACTION_PASSWORD,
} from './account-helpers'

/** An outside wallet on the local chain (EIP-55's first test vector, checksummed). */
const OUTSIDE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

/** A figure of a definition list by its term. */
const figure = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd')

test('withdraws 20 USDT to a BEP20 address: the spec’s messages, a wrong transaction password refused, the hold, approval, and the chain’s confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const { email } = await fundedAccount(request, 'withdraw', '100')

  await logInViaUi(page, email)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/assets')
  await page.getByRole('link', { name: 'Withdraw', exact: true }).click()
  await expect(page).toHaveURL(/\/assets\/withdraw$/)
  await expect(page.getByRole('heading', { name: 'Withdraw USDT', level: 1 })).toBeVisible()
  await expect(page.getByText('Available: 100.00 USDT')).toBeVisible()
  await expect(page.getByRole('note').filter({ hasText: 'BEP20' }).first()).toBeVisible()
  await expect(page.getByText('No withdrawals yet')).toBeVisible()

  // The spec's rules, in its words: 5 is below the minimum; a made-up address is no BEP20 one.
  const amount = page.getByRole('textbox', { name: 'Amount' })
  const address = page.getByLabel('Withdrawal address')
  const password = page.getByLabel('Transaction password', { exact: true })
  await amount.fill('5')
  await address.fill('0x1234')
  await password.fill(TRANSACTION_PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(amount).toHaveAccessibleDescription(/The amount must be at least 10/)
  await expect(address).toHaveAttribute('aria-invalid', 'true')
  await expect(address).toHaveAccessibleDescription(/must be a BEP20 address/)

  // The fee and what arrives, before confirming.
  await amount.fill('20')
  await address.fill(OUTSIDE)
  await expect(figure(page, 'You receive')).toHaveText('20.00 USDT')
  await expect(figure(page, 'Withdrawal fee')).toHaveText('1.00 USDT')
  await expect(figure(page, 'Taken from your balance')).toHaveText('21.00 USDT')

  // A wrong transaction password passes the form and is refused by the server, on its field.
  await password.fill('zzzzzz')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Check the withdrawal' })).toBeVisible()
  await expect(page.getByTestId('withdraw-confirm-address')).toHaveText(OUTSIDE)
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click()
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(password).toHaveAccessibleDescription(/transaction password is incorrect/)
  await expect(address).toHaveValue(OUTSIDE)

  // The right one: amount and fee held at once.
  await password.fill(TRANSACTION_PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(figure(page, 'Available after')).toHaveText('79.00 USDT')
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click()
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible()
  await expect(figure(page, 'New available balance')).toHaveText('79.00 USDT')
  await expect(figure(page, 'Held from your balance')).toHaveText('21.00 USDT')
  const row = page.getByTestId('withdrawal-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Waiting for approval')
  await expect(row).toContainText('20.00 USDT')

  // The operator approves; the hot wallet sends it on the local chain; blocks confirm it.
  await callApi(request, chainTestEndpoints.testWithdrawalApprove, { email })
  await expect(page.getByTestId('withdrawal-tx')).toHaveText(/^0x[0-9a-f]{64}$/, {
    timeout: 20_000,
  })
  await callApi(request, chainTestEndpoints.testChainMine, { blocks: 3 })
  await expect(row).toContainText('Confirmed', { timeout: 20_000 })

  // The hold has left the ledger: 79 available, nothing held.
  await page.goto('/assets')
  await expect(figure(page, 'Available')).toHaveText('79.00 USDT')
  await expect(figure(page, 'Held by withdrawals')).toHaveText('0.00 USDT')
})

test('refuses withdrawals for 24 hours after a password change, then sends one once the operator approves, and the bell tells', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const { email, token } = await fundedAccount(request, 'withdraw-pause', '50')
  const NEW_PASSWORD = 'another-pass-2'
  await callApi(
    request,
    endpoints.changePassword,
    { old_password: PASSWORD, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD },
    token,
  )

  // Within the day: the page says when withdrawals open again, and the server refuses anyway.
  await logInViaUi(page, email, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/assets/withdraw')
  await expect(page.getByRole('heading', { name: 'Withdrawals are paused' })).toBeVisible()
  await expect(
    page.getByText(/no money leaves your account \(transfers, withdrawals and purchases\) until/),
  ).toBeVisible()
  const session = await page.evaluate(() => localStorage.getItem('atb.token') ?? '')
  const refused = await request.post(`${API_PREFIX}${endpoints.withdraw.path}`, {
    data: {
      amount: 20,
      to_address: OUTSIDE,
      transaction_password: TRANSACTION_PASSWORD,
      request_id: crypto.randomUUID(),
    },
    headers: { Authorization: `Bearer ${session}` },
  })
  expect(refused.status()).toBe(403)
  expect((await refused.json()).code).toBe('security_hold')

  // A day later (the test endpoint moves the change back 25 hours), the form is back.
  await callApi(request, testEndpoints.testAgeSecurityChanges, { email, hours: 25 })
  await page.getByRole('button', { name: 'Check again' }).click()
  await page.getByRole('textbox', { name: 'Amount' }).fill('20')
  await page.getByLabel('Withdrawal address').fill(OUTSIDE)
  await page.getByLabel('Transaction password', { exact: true }).fill(TRANSACTION_PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click()
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible()
  const row = page.getByTestId('withdrawal-row')
  await expect(row).toContainText('Waiting for approval')

  // The operator approves: it is sent, and the notifications say so.
  await callApi(request, chainTestEndpoints.testWithdrawalApprove, { email })
  await expect(page.getByTestId('withdrawal-tx')).toHaveText(/^0x[0-9a-f]{64}$/, {
    timeout: 20_000,
  })
  await page.goto('/notification')
  await expect(page.getByText('Withdrawal approved')).toBeVisible()
})
