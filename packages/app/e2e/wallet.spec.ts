import { expect, test, type Page } from '@playwright/test'
import { endpoints } from '@atb/contract'
import {
  callApi,
  freshEmail,
  fundedAccount,
  logInViaUi,
  signUpViaApi,
  TRANSACTION_PASSWORD,
} from './account-helpers'

/** A figure of a definition list (the confirm and done steps) by its term. */
const figure = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd')

test('sends 25 USDT to another account by user ID: nickname confirmed, a wrong transaction password refused, both histories list it', async ({
  page,
  browser,
  request,
}) => {
  // B receives: a nickname the sender must see before confirming, and the user ID to send to.
  const emailB = freshEmail('wallet-to')
  const tokenB = await signUpViaApi(request, emailB)
  await callApi(
    request,
    endpoints.profileEdit,
    { nickname: 'Receiver_B', signature: 'Grid all day' },
    tokenB,
  )
  const { user_id: userB } = await callApi(request, endpoints.walletBalance, {}, tokenB)

  // A sends: a transaction password, and 100 USDT from the test server.
  const { email: emailA } = await fundedAccount(request, 'wallet-from', '100')

  await logInViaUi(page, emailA)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/assets')
  await expect(figure(page, 'Available')).toHaveText('100.00 USDT')
  await page.getByRole('link', { name: 'Transfer', exact: true }).click()
  await expect(page).toHaveURL(/\/assets\/transfer$/)
  await expect(page.getByText('Available: 100.00 USDT')).toBeVisible()

  // A wrong transaction password passes the form's checks and is refused by the server, on its field.
  await page.getByLabel('Recipient’s user ID').fill(userB)
  await page.getByRole('textbox', { name: 'Amount' }).fill('25')
  const password = page.getByLabel('Transaction password', { exact: true })
  await password.fill('zzzzzz')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Check the transfer' })).toBeVisible()
  await expect(figure(page, 'To')).toHaveText('Receiver_B')
  await page.getByRole('button', { name: 'Confirm transfer' }).click()
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(password).toHaveAccessibleDescription(/transaction password is incorrect/)
  await expect(page.getByLabel('Recipient’s user ID')).toHaveValue(userB)

  // The right one: B by nickname, the amount and what stays, then sent.
  await password.fill(TRANSACTION_PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(figure(page, 'To')).toHaveText('Receiver_B')
  await expect(figure(page, 'Amount')).toHaveText('25.00 USDT')
  await expect(figure(page, 'Balance after')).toHaveText('75.00 USDT')
  await page.getByRole('button', { name: 'Confirm transfer' }).click()
  await expect(page.getByRole('heading', { name: 'Transfer sent' })).toBeVisible()
  await expect(page.getByText('You sent 25.00 USDT to Receiver_B.')).toBeVisible()
  await expect(figure(page, 'New available balance')).toHaveText('75.00 USDT')

  // A's history: the transfer out, once, to B's nickname, with the balance it left.
  await page.getByRole('link', { name: 'See it in your history' }).click()
  await expect(page).toHaveURL(/\/assets\?type=transfer_out$/)
  const sent = page.getByRole('grid', { name: 'Wallet history' }).getByRole('row')
  await expect(sent.filter({ hasText: 'Transfer sent' })).toHaveCount(1)
  await expect(sent.filter({ hasText: 'Transfer sent' })).toContainText('−25.00 USDT')
  await expect(sent.filter({ hasText: 'Transfer sent' })).toContainText('Receiver_B')
  await expect(sent.filter({ hasText: 'Transfer sent' })).toContainText('75.00 USDT')

  // B's history: the same transfer in, from A (named by A's nickname, from A's address).
  const other = await browser.newContext()
  try {
    const pageB = await other.newPage()
    await logInViaUi(pageB, emailB)
    await expect(pageB).toHaveURL(/\/$/)
    await pageB.goto('/assets')
    await expect(figure(pageB, 'Available')).toHaveText('25.00 USDT')
    const received = pageB
      .getByRole('grid', { name: 'Wallet history' })
      .getByRole('row')
      .filter({ hasText: 'Transfer received' })
    await expect(received).toHaveCount(1)
    await expect(received).toContainText('+25.00 USDT')
    await expect(received).toContainText(emailA.split('@')[0]!)
  } finally {
    await other.close()
  }
})
