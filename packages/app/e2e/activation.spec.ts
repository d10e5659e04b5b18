import { expect, test } from '@playwright/test'
import { endpoints } from '@atb/contract'
import { callApi, fundedAccount, logInViaUi, TRANSACTION_PASSWORD } from './account-helpers'
import { connectFakeBinance, lastPrice } from './bot-helpers'

const DAY_MS = 86_400_000

test('buys an activation code with the wallet, redeems it, sees the plan on /subscription, and live bots unlock (decision 066)', async ({
  page,
  request,
}) => {
  const funded = await fundedAccount(request, 'activation', '50')
  const email = funded.email
  let token = funded.token
  // Binance is connected (the end-to-end fake exchange), so only the subscription is missing.
  await connectFakeBinance(request, token)
  const last = await lastPrice(request, token)
  const liveGrid = {
    kind: 'spot_grid',
    exchange_name: 'binance',
    symbol: 'BTCUSDT',
    agree_risk: true,
    config: {
      number_of_grid: 4,
      coin_per_grid: 30,
      space_of_grid: 1,
      lower_price: Math.round(last * 0.9),
      upper_price: Math.round(last * 1.1),
    },
  } as const
  await expect(callApi(request, endpoints.botCreate, liveGrid, token)).rejects.toThrow(
    /API 403: Bots on a connected exchange need an active subscription/,
  )

  await logInViaUi(page, email)
  await expect(page).toHaveURL(/\/$/)
  // One live session: the screen's login replaced the signup's token.
  token = await page.evaluate(() => localStorage.getItem('atb.token') ?? '')

  // No subscription: the wizard lists Binance as needing one, with the way to get it.
  await page.goto('/bot/create/crypto/grid/spot_grid/setup')
  await expect(page.getByText('Needs an active subscription')).toBeVisible()
  await expect(page.getByRole('radio', { name: /Binance/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Get a subscription' }).first()).toHaveAttribute(
    'href',
    '/subscription',
  )

  await page.goto('/subscription')
  await expect(page.getByText('You have not activated a subscription yet.')).toBeVisible()
  await expect(page.getByText('No codes redeemed yet')).toBeVisible()

  // Buy one 30-day code with the wallet.
  await page.getByRole('link', { name: 'Buy activation codes' }).click()
  await expect(page).toHaveURL(/\/profile\/activation\/buy$/)
  await expect(page.getByRole('radio', { name: /30 days/ })).toBeChecked()
  await expect(page.getByText(/Available in your wallet: 50\.00 USDT/)).toBeVisible()
  await page.getByLabel('Transaction password', { exact: true }).fill(TRANSACTION_PASSWORD)
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByRole('heading', { name: 'Your new codes' })).toBeVisible()

  // "Redeem now" opens the redeem page with the code filled in.
  const redeemNow = page.getByRole('link', { name: 'Redeem now' }).first()
  const href = (await redeemNow.getAttribute('href'))!
  expect(href).toMatch(/\/profile\/activation\?code=\w{8}$/)
  const code = new URL(href, 'http://app').searchParams.get('code')!
  await redeemNow.click()
  await expect(page.getByLabel('Activation code', { exact: true })).toHaveValue(code)
  const redeemedAt = Date.now()
  await page.getByRole('button', { name: 'Redeem code' }).click()
  await expect(page.getByText('Code redeemed: 30 days added.').first()).toBeVisible()

  // The plan: active, until 30 days from now, and the code in its history.
  const status = await callApi(request, endpoints.activation, {}, token)
  expect(status.active).toBe(true)
  const expires = new Date(status.expires_at!).getTime()
  expect(Math.abs(expires - (redeemedAt + 30 * DAY_MS))).toBeLessThan(60_000)
  const until = await page.evaluate(
    (iso) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso)),
    status.expires_at!,
  )
  await page.goto('/subscription')
  await expect(page.getByText('Active', { exact: true })).toBeVisible()
  await expect(page.getByText(`Your bots can run until ${until}.`)).toBeVisible()
  const history = page.getByRole('grid', { name: 'Subscription history' })
  await expect(history.getByText(`••••${code.slice(-4)}`)).toBeVisible()
  await expect(history.getByText('30 days')).toBeVisible()
  await expect(history.getByText(until)).toBeVisible()

  // Live venues are open now: the wizard offers Binance, and the server creates the bot.
  await page.goto('/bot/create/crypto/grid/spot_grid/setup')
  await expect(page.getByRole('radio', { name: /Binance/ })).toBeVisible()
  await expect(page.getByText('Needs an active subscription')).toHaveCount(0)
  const bot = await callApi(request, endpoints.botCreate, liveGrid, token)
  expect(bot.exchange_name).toBe('binance')
  await callApi(request, endpoints.botStop, { id: bot.id, mode: 'keep' }, token)
})
