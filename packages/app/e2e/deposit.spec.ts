import { expect, test, type Page } from '@playwright/test'
import { chainTestEndpoints } from '@atb/contract'
import { callApi, freshEmail, logInViaUi, signUpViaApi } from './account-helpers'

/** A figure of a definition list by its term. */
const figure = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd')

// The e2e server runs in test mode, so it starts the in-process local chain (Ganache, with the
// test USDT deployed) and watches it with 3 confirmations. /test/chain/send makes a real token
// transfer on that chain: fixture control, the deposit API itself is the real one.
test('deposits USDT on BEP20: the address is shown, a real transfer is pending, then credited, and the balance rises', async ({
  page,
  request,
}) => {
  const email = freshEmail('deposit')
  await signUpViaApi(request, email)
  await logInViaUi(page, email)
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/assets')
  await expect(figure(page, 'Available')).toHaveText('0.00 USDT')
  await page.getByRole('link', { name: 'Deposit', exact: true }).first().click()
  await expect(page).toHaveURL(/\/assets\/deposit$/)

  await expect(page.getByRole('heading', { name: 'Your USDT deposit address' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR code of your deposit address' })).toBeVisible()
  await expect(page.getByRole('note').first()).toContainText(
    'Send only USDT on BEP20 (BNB Smart Chain) to this address.',
  )
  await expect(figure(page, 'Minimum deposit')).toHaveText('10 USDT')
  await expect(figure(page, 'Confirmations required')).toHaveText('3')
  await expect(page.getByText('No deposits yet')).toBeVisible()
  const address = (await page.getByTestId('deposit-address').textContent())?.trim() ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // A real transfer, mined in its own block: seen at once, pending with one confirmation of three.
  await callApi(request, chainTestEndpoints.testChainSend, {
    to: address,
    amount: '42.5',
    blocks: 0,
  })
  const row = page.getByTestId('deposit-row').first()
  await expect(row).toContainText('42.5 USDT')
  await expect(row).toContainText(/Pending: [12]\/3 confirmations/)
  await expect(row.getByRole('progressbar', { name: 'Confirmations' })).toBeVisible()

  // Two more blocks: credited.
  await callApi(request, chainTestEndpoints.testChainMine, { blocks: 2 })
  await expect(row).toContainText('Credited')
  await expect(row).toContainText('42.5 USDT')

  await page.goto('/assets')
  await expect(figure(page, 'Available')).toHaveText('42.50 USDT')
})
