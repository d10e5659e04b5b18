import { expect, test, type Locator, type Page } from '@playwright/test'
import { endpoints } from '@atb/contract'
import { callApi } from './account-helpers'
import { signIn } from './bot-helpers'

/**
 * Issue 14 against the real server on Paper, the replay at 60× (playwright.config.ts): an
 * `indicators` bot and an `advanced` bot made in the wizard trade on the replay's bars.
 */

/** Picks an option of a React Aria select inside a condition's fieldset, as a user would. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  // The trigger is named by its value, then its label: "Close price Indicator".
  await scope.getByRole('button', { name: new RegExp(` ${label}$`) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(page.getByRole('listbox')).toHaveCount(0)
}

/** "The close is above (below) its 2-bar average": true after most up (down) bars. */
async function closeAgainstAverage(page: Page, scope: Locator, op: 'is above' | 'is below') {
  await choose(page, scope, 'Indicator', 'Close price')
  await choose(page, scope, 'Comparison', op)
  await scope.getByText('Another line', { exact: true }).click()
  await choose(page, scope, 'Other line', 'Simple moving average (SMA)')
  const length = scope.getByRole('textbox', { name: 'Other length', exact: true })
  await length.fill('2')
  await length.press('Tab')
}

/**
 * The setup of a quant kind on WLD/USDT with 15-minute bars (a bar every 15 s at 60×): the replay
 * records BTC/USDT by the hour, which has no 15-minute bars (decision 085).
 */
async function openSetup(page: Page, kind: string) {
  // "Create a bot" from the pair's page: the wizard keeps the pair.
  await page.goto('/bot/create?symbol=WLDUSDT&market=crypto')
  await expect(page).toHaveURL(/\/bot\/create\/crypto$/)
  await page.goto(`/bot/create/crypto/quant/${kind}/setup`)
  await expect(page.getByRole('combobox', { name: 'Pair', exact: true })).toHaveValue('WLD/USDT')
  await page.getByText('15 minutes', { exact: true }).click()
}

/** Agrees, reviews, creates, and returns the new bot's id from its page's address. */
async function create(page: Page, expectLines: string[]) {
  await page.getByRole('checkbox', { name: /trading is risky/ }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('button', { name: 'Review', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Review your bot' })).toBeVisible()
  for (const line of expectLines) await expect(page.getByText(line, { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Create bot' }).click()
  await expect(page).toHaveURL(/\/bot\/view\/[\w-]+$/)
  return page.url().split('/').at(-1)!
}

async function seesTrades(page: Page, token: string, id: string) {
  const request = page.request
  const view = () => callApi(request, endpoints.botView, { id }, token)
  // The rule decides at each bar's close; a buy follows the first up bar after the start.
  await expect
    .poll(async () => (await view()).trades, { timeout: 150_000, intervals: [3_000] })
    .toBeGreaterThan(0)
  const orders = await callApi(
    request,
    endpoints.botOrders,
    { bot_id: id, page: 1, page_size: 20 },
    token,
  )
  expect(orders.items.some((o) => o.side === 'buy' && o.symbol === 'WLDUSDT')).toBe(true)
  expect((await view()).status).toBe('running')
}

test('an indicators bot made in the wizard trades on the replay', async ({ page, request }) => {
  test.setTimeout(240_000)
  const { token } = await signIn(page, request, 'quant')
  await openSetup(page, 'indicators')
  await closeAgainstAverage(page, page.getByRole('group', { name: 'Buy when' }), 'is above')
  await closeAgainstAverage(page, page.getByRole('group', { name: 'Sell when' }), 'is below')
  // The preview replays these rules on the pair's last 300 bars in the server (decision 058).
  const preview = page.getByRole('region', { name: 'Preview', exact: true })
  await expect(
    preview.getByRole('img', {
      name: /^Strategy chart: 300 candles, \d+ lines?, [1-9]\d* decisions/,
    }),
  ).toBeVisible({ timeout: 15_000 })
  await expect(
    preview.getByText(/^Over the last 300 bars of 15 minutes, these rules would have bought [1-9]/),
  ).toBeVisible()
  const id = await create(page, ['the close is above SMA 2', 'the close is below SMA 2'])
  const view = await callApi(request, endpoints.botView, { id }, token)
  expect(view.kind).toBe('indicators')
  expect(view.config).toMatchObject({
    interval: '15m',
    entry: { indicator: 'price', op: 'above', target: 'indicator', target_length: 2 },
  })
  await seesTrades(page, token, id)
})

test('an advanced bot built from AND/OR conditions trades on the replay', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const { token } = await signIn(page, request, 'quant')
  await openSetup(page, 'advanced')
  // Buy: the close above its 2-bar average AND the RSI below 100 (always, once it has bars).
  await closeAgainstAverage(page, page.getByRole('group', { name: 'Buy condition 1' }), 'is above')
  const rsi = page.getByRole('group', { name: 'Buy condition 2' })
  await choose(page, rsi, 'Comparison', 'is below')
  const value = rsi.getByRole('textbox', { name: 'Value', exact: true })
  await value.fill('100')
  await value.press('Tab')
  // Sell: either of two conditions, one added in place.
  await closeAgainstAverage(page, page.getByRole('group', { name: 'Sell condition 1' }), 'is below')
  await page.getByRole('button', { name: 'Add a sell condition' }).click()
  const second = page.getByRole('group', { name: 'Sell condition 2' })
  await choose(page, second, 'Indicator', 'Relative strength index (RSI)')
  await choose(page, second, 'Comparison', 'is above')
  const threshold = second.getByRole('textbox', { name: 'Value', exact: true })
  await threshold.fill('99')
  await threshold.press('Tab')
  const id = await create(page, [
    'the close is above SMA 2 and RSI 14 is below 100',
    'the close is below SMA 2 or RSI 14 is above 99',
  ])
  const view = await callApi(request, endpoints.botView, { id }, token)
  expect(view.kind).toBe('advanced')
  expect(view.config).toMatchObject({ entry_logic: 'and', exit_logic: 'or' })
  expect((view.config as { exit_conditions: unknown[] }).exit_conditions).toHaveLength(2)
  await seesTrades(page, token, id)
})

test('a market-neutral bot made in the wizard buys spot and shorts the perpetual', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { token } = await signIn(page, request, 'quant')
  await page.goto('/bot/create/crypto/quant/market_neutral/setup')
  await expect(page.getByRole('combobox', { name: 'Pair', exact: true })).toHaveValue('BTC/USDT')
  // The preview reads the live price: the paper baseline (10.95 % a year) clears the 8 % entry.
  await expect(page.getByText(/^The bot would enter now/)).toBeVisible()
  const id = await create(page, ['Long BTC on spot, short BTCUSDT.P'])
  const view = () => callApi(request, endpoints.botView, { id }, token)
  expect((await view()).kind).toBe('market_neutral')
  // Spot first, then the short of the same coins, each on the next tick of the replay.
  await expect
    .poll(
      async () =>
        (await view()).recent_fills
          .map((f) => `${f.symbol} ${f.side}`)
          .sort()
          .join(', '),
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe('BTCUSDT buy, BTCUSDT.P sell')
})
