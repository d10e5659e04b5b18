import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { endpoints, gridBudget } from '@atb/contract'
import { fakeCredentials } from '@atb/engine/testing'
import { callApi, freshEmail, logInViaUi, signUpViaApi } from './account-helpers'

/** Signs up and logs in through the screen; returns that session's token (one live session). */
export async function signIn(page: Page, request: APIRequestContext, tag = 'bots') {
  const email = freshEmail(tag)
  await signUpViaApi(request, email)
  await logInViaUi(page, email)
  await expect(page).toHaveURL(/\/$/)
  const token = await page.evaluate(() => localStorage.getItem('atb.token') ?? '')
  return { email, token }
}

/** Connects the end-to-end fake Binance's keys to the account, as the exchanges screen would. */
export async function connectFakeBinance(request: APIRequestContext, token: string) {
  await callApi(
    request,
    endpoints.exchangeConnect,
    {
      exchange_name: 'binance',
      api_key: fakeCredentials.apiKey,
      secret_key: fakeCredentials.secret,
    },
    token,
  )
}

/** A number field by its label (its stepper buttons carry the label too). */
export const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true })

/**
 * Waits for a fresh grid form's suggested range (decision 089): it arrives with the pair's history
 * and fills the range fields the user has not set, so typing starts once it is there.
 */
export const suggestedRange = (page: Page) => expect(field(page, 'Lower price')).not.toHaveValue('')

/** BTCUSDT's last price on the replay. */
export async function lastPrice(request: APIRequestContext, token: string, symbol = 'BTCUSDT') {
  const { tickers } = await callApi(
    request,
    endpoints.marketTickers,
    { market: 'crypto', symbols: symbol },
    token,
  )
  const last = tickers[0]?.last ?? 0
  expect(last).toBeGreaterThan(0)
  return last
}

/**
 * Creates a Paper spot grid through every step of the wizard, tight around the last price so the
 * replay (60× in end-to-end runs) fills it within a test; returns the bot page's id.
 */
export async function createGridViaWizard(
  page: Page,
  request: APIRequestContext,
  token: string,
  { spread = 0.015, grids = 6, perGrid = 50 } = {},
): Promise<string> {
  const last = await lastPrice(request, token)
  await page.goto('/bot/create/crypto/grid/spot_grid/setup')
  // A fresh setup starts on the market's most traded pair.
  await expect(page.getByRole('combobox', { name: 'Pair' })).toHaveValue('BTC/USDT')
  await suggestedRange(page)
  await field(page, 'Lower price').fill(String(Math.round(last * (1 - spread))))
  await field(page, 'Upper price').fill(String(Math.round(last * (1 + spread))))
  await field(page, 'Number of grids').fill(String(grids))
  // The total is the form's amount (decision 089): this one gives exactly `perGrid` a grid.
  await field(page, 'Total investment').fill(gridBudget(perGrid, grids))
  await page.keyboard.press('Tab')
  await page.getByRole('checkbox', { name: /trading is risky/ }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('button', { name: 'Review', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Review your bot' })).toBeVisible()
  await page.getByRole('button', { name: 'Create bot' }).click()
  await expect(page).toHaveURL(/\/bot\/view\/[\w-]+$/)
  return page.url().split('/bot/view/')[1]!.split(/[/?#]/)[0]!
}
