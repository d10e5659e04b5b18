import { expect, test, type APIRequestContext } from '@playwright/test'
import { endpoints } from '@atb/contract'
import { callApi } from './account-helpers'
import { lastPrice, signIn } from './bot-helpers'

/**
 * Issue 13 against the real server: the replay market (60×), Paper bots, the live socket. No
 * mocked API.
 */

/** A Paper spot grid on `symbol` made through the API, wide enough to keep running. */
async function paperGrid(request: APIRequestContext, token: string, symbol = 'BTCUSDT') {
  const last = await lastPrice(request, token, symbol)
  return callApi(
    request,
    endpoints.botCreate,
    {
      kind: 'spot_grid',
      exchange_name: 'paper',
      symbol,
      config: {
        number_of_grid: 5,
        coin_per_grid: 30,
        space_of_grid: 1,
        lower_price: Number((last * 0.9).toPrecision(6)),
        upper_price: Number((last * 1.1).toPrecision(6)),
      },
      agree_risk: true,
    },
    token,
  )
}

test('/market lists the replay’s crypto, forex and gold symbols, and a star is kept on the server', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'market')
  await page.goto('/market')
  const table = page.getByRole('grid', { name: /Crypto/ })
  for (const pair of ['BTC/USDT', 'SOL/USDT', 'XRP/USDT', 'DOGE/USDT', 'WLD/USDT'])
    await expect(table.getByRole('link', { name: pair })).toBeVisible()
  await expect(page.getByText(/replay/i).first()).toBeVisible()

  await page.getByRole('tab', { name: 'Forex' }).click()
  await expect(page).toHaveURL(/market=forex/)
  await expect(page.getByRole('link', { name: 'EUR/USD' })).toBeVisible()
  await page.getByRole('tab', { name: 'Gold' }).click()
  await expect(page.getByRole('link', { name: 'XAU/USD' })).toBeVisible()

  await page.getByRole('tab', { name: 'Crypto' }).click()
  const star = page.getByRole('button', { name: 'Add SOL/USDT to favourites' })
  await star.click()
  await expect(
    page.getByRole('button', { name: 'Remove SOL/USDT from favourites' }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect
    .poll(async () => (await callApi(request, endpoints.marketFavorites, {}, token)).symbols)
    .toEqual(['SOLUSDT'])
  await page.reload()
  await expect(page.getByRole('button', { name: 'Remove SOL/USDT from favourites' })).toBeVisible()
})

test('a pair page draws candles, switches interval, and “Create a bot” lands in the wizard with the pair set', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'pair')
  // The catch-all takes BTC/USDT and writes it as BTC-USDT.
  await page.goto('/market/SOL/USDT')
  await expect(page).toHaveURL(/\/market\/SOL-USDT/)
  await expect(page.getByRole('heading', { level: 1, name: /SOL\/USDT/ })).toBeVisible()
  await expect(
    page.getByRole('img', { name: /SOL\/USDT price chart, 1 hour candles/ }),
  ).toBeVisible()

  await page.getByRole('radio', { name: '4h', exact: true }).click()
  await expect(page).toHaveURL(/interval=4h/)
  await expect(
    page.getByRole('img', { name: /SOL\/USDT price chart, 4 hours candles/ }),
  ).toBeVisible()

  await page.getByRole('link', { name: 'Create a bot' }).first().click()
  await expect(page).toHaveURL(/\/bot\/create\/crypto$/)
  await page.getByRole('link', { name: /^Grid/ }).click()
  await page.getByRole('link', { name: /^Spot grid/ }).click()
  await expect(page.getByRole('combobox', { name: 'Pair' })).toHaveValue('SOL/USDT')
})

test('an unknown pair is “not found”', async ({ page, request }) => {
  await signIn(page, request, 'pair404')
  await page.goto('/market/NOPE-USDT')
  await expect(page.getByRole('heading', { name: /NOPE\/USDT/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /market/i }).first()).toBeVisible()
})

test('the heatmap opens a pair', async ({ page, request }) => {
  await signIn(page, request, 'heatmap')
  await page.goto('/heatmap')
  await page
    .getByRole('link', { name: /^XRP\/USDT/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/market\/XRP-USDT/)
  await expect(page.getByRole('heading', { level: 1, name: /XRP\/USDT/ })).toBeVisible()
})

test('the home dashboard shows a running Paper bot, live', async ({ page, request }) => {
  const { token } = await signIn(page, request, 'home')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const bot = await paperGrid(request, token)
  // The new bot reaches the open page over the socket, without a reload.
  const link = page.locator(`a[href$="/bot/view/${bot.id}"]`).first()
  await expect(link).toBeVisible({ timeout: 30_000 })
  await expect(link).toContainText('BTC/USDT')
  await expect(page.getByText('Running').first()).toBeVisible()
})
