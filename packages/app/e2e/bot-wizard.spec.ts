import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test'
import { endpoints, type MarketTickersResponse } from '@atb/contract'
import { callApi } from './account-helpers'
import { field, lastPrice, signIn as signInAs, suggestedRange } from './bot-helpers'

const signIn = async (page: Page, request: APIRequestContext) =>
  (await signInAs(page, request, 'wizard')).token

/** Issue 11: the bot wizard against the real server, on Paper. */

/** Presses Tab until the element has focus (keyboard only), failing after a full round. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error('Tab never reached the element')
}

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('atb.botWizard') ?? 'null') as unknown)

test('a deep link opens the setup step, and Back and Forward move between steps', async ({
  page,
  request,
}) => {
  await signIn(page, request)
  await page.goto('/bot/create/crypto/grid/spot_grid/setup')
  await expect(page.getByRole('heading', { level: 2, name: 'Spot grid' })).toBeVisible()
  const steps = page.getByRole('navigation', { name: 'Bot wizard steps' })
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Setup/)

  // A completed step goes back to it.
  await steps.getByRole('button', { name: /Strategy/ }).click()
  await expect(page).toHaveURL(/\/bot\/create\/crypto\/grid$/)
  await expect(page.getByRole('heading', { name: 'Choose a strategy' })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(/\/bot\/create\/crypto\/grid\/spot_grid\/setup$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Spot grid' })).toBeVisible()
  await page.goForward()
  await expect(page.getByRole('heading', { name: 'Choose a strategy' })).toBeVisible()

  // The strategy's own address leads to its setup; a reload stays there.
  await page.goto('/bot/create/crypto/grid/spot_grid')
  await expect(page).toHaveURL(/\/spot_grid\/setup$/)
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'Spot grid' })).toBeVisible()
  expect(await stored(page)).toMatchObject({ market: 'crypto', theme: 'grid', kind: 'spot_grid' })
})

test('market → theme → strategy by keyboard alone', async ({ page, request }) => {
  await signIn(page, request)
  await page.goto('/bot/create')
  await tabTo(page, page.getByRole('link', { name: /Crypto/ }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/bot\/create\/crypto$/)
  await tabTo(page, page.getByRole('link', { name: /^Grid/ }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/bot\/create\/crypto\/grid$/)
  await tabTo(page, page.getByRole('link', { name: /Spot grid/ }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/bot\/create\/crypto\/grid\/spot_grid\/setup$/)
})

test('every quant kind is offered, and a kind that is not one stays on the strategies', async ({
  page,
  request,
}) => {
  await signIn(page, request)
  await page.goto('/bot/create/crypto/quant')
  await expect(page.getByText('Coming soon')).toHaveCount(0)
  await page.getByRole('link', { name: /Market neutral/ }).click()
  await expect(page).toHaveURL(/\/bot\/create\/crypto\/quant\/market_neutral\/setup$/)
  await expect(page.getByRole('radiogroup', { name: 'Leverage' })).toBeVisible()
  // Typed into the address, an unknown kind is not a step: the wizard stays on the strategies.
  await page.goto('/bot/create/crypto/quant/moon_shot/setup')
  await expect(page).toHaveURL(/\/bot\/create\/crypto\/quant$/)
})

test('an address that is not a step opens the deepest valid one', async ({ page, request }) => {
  await signIn(page, request)
  await page.goto('/bot/create/moon/grid')
  await expect(page).toHaveURL(/\/bot\/create$/)
  await page.goto('/bot/create/forex/grid')
  await expect(page).toHaveURL(/\/bot\/create\/forex$/)
  await expect(page.getByRole('heading', { name: 'Choose a theme' })).toBeVisible()
})

test('"Create a bot" from a market pair keeps the pair', async ({ page, request }) => {
  await signIn(page, request)
  await page.goto('/bot/create?symbol=BTCUSDT&market=crypto')
  await expect(page).toHaveURL(/\/bot\/create\/crypto$/)
  expect(await stored(page)).toMatchObject({ symbol: 'BTCUSDT', symbolMarket: 'crypto' })
})

test('creates a spot grid on Paper through every step', async ({ page, request }) => {
  const token = await signIn(page, request)
  const { tickers } = await callApi(
    request,
    endpoints.marketTickers,
    { market: 'crypto', symbols: 'BTCUSDT' },
    token,
  )
  const last = tickers[0]?.last ?? 0
  expect(last).toBeGreaterThan(0)

  await page.goto('/bot/create?symbol=BTCUSDT&market=crypto')
  await page.getByRole('link', { name: /^Grid/ }).click()
  await page.getByRole('link', { name: /Spot grid/ }).click()
  await expect(page).toHaveURL(/\/spot_grid\/setup$/)

  await suggestedRange(page)
  await field(page, 'Lower price').fill(String(Math.round(last * 0.9)))
  await field(page, 'Upper price').fill(String(Math.round(last * 1.1)))
  await field(page, 'Number of grids').fill('10')
  // The total is the form's amount; the amount per grid follows it and shows (decision 089).
  await field(page, 'Total investment').fill('252.5')
  await page.keyboard.press('Tab')
  await expect(page.getByText('25.00 USDT per grid over 10 grids')).toBeVisible()
  // The backtest of this exact config runs on the recorded replay before anything is created.
  await expect(page.getByText('Max drawdown')).toBeVisible()
  await expect(page.getByText('Recorded replay data')).toBeVisible()
  await page.getByRole('checkbox', { name: /trading is risky/ }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('button', { name: 'Review', exact: true }).click()

  await expect(page).toHaveURL(/\/spot_grid\/setup\?step=review$/)
  await expect(page.getByText('Paper — simulated funds')).toBeVisible()
  await expect(page.getByText('BTCUSDT')).toBeVisible()
  // A reload keeps the review: the checked values are in the tab's session storage.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Review your bot' })).toBeVisible()
  await expect(page.getByText('Paper — simulated funds')).toBeVisible()

  // Back keeps the values; the review comes again.
  await page.getByRole('button', { name: 'Back to setup' }).click()
  await expect(field(page, 'Number of grids')).toHaveValue('10')
  await page.getByRole('button', { name: 'Review', exact: true }).click()

  await page.getByRole('button', { name: 'Create bot' }).click()
  await expect(page).toHaveURL(/\/bot\/view\/[\w-]+$/)
  const { items } = await callApi(request, endpoints.botList, { page: 1, page_size: 20 }, token)
  expect(items.map((bot) => [bot.kind, bot.exchange_name, bot.symbols])).toEqual([
    ['spot_grid', 'paper', ['BTCUSDT']],
  ])
  const view = await callApi(request, endpoints.botView, { id: items[0]!.id }, token)
  // The server gets the amount per grid; the total stays the form's.
  expect(view.config).toMatchObject({ coin_per_grid: 25, number_of_grid: 10 })
  expect(view.config).not.toHaveProperty('total_investment')
  expect(await stored(page)).toBeNull()
})

/** A number field's value as a number ("65,432.1" → 65432.1). */
const numberIn = async (page: Page, label: string) =>
  Number((await field(page, label).inputValue()).replace(/,/g, ''))

test('a fresh grid opens on the suggested range around the price, with a total of 1,000', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request)
  const before = await lastPrice(request, token)
  await page.goto('/bot/create/crypto/grid/spot_grid/setup')
  await expect(field(page, 'Lower price')).not.toHaveValue('')
  const [lower, upper] = [await numberIn(page, 'Lower price'), await numberIn(page, 'Upper price')]
  const after = await lastPrice(request, token)
  // At 60× the replay moves while the page loads: the range holds the prices of that while.
  expect(lower).toBeLessThan(Math.max(before, after))
  expect(upper).toBeGreaterThan(Math.min(before, after))
  await expect(field(page, 'Total investment')).toHaveValue('1,000')
  await expect(page.getByText(/per grid over \d+ grids · At least/)).toBeVisible()
  // A total below the grid's minimum says what the minimum is.
  await field(page, 'Total investment').fill('100')
  await page.keyboard.press('Tab')
  await expect(
    page.getByText(/^The total investment must be at least [\d.]+ USDT: \d+ grids/),
  ).toBeVisible()
})

test('"Try a Paper grid" on the dashboard runs a BTC/USDT grid on Paper in three clicks', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request)
  // The prices the page is told: at 60× the replay moves between any read here and the one the
  // quick start prepares from, so the range is checked against the page's own last price.
  const told: Promise<number | undefined>[] = []
  const hear = (response: Response) => {
    if (!new URL(response.url()).pathname.endsWith(endpoints.marketTickers.path)) return
    told.push(
      response
        .json()
        .then((body: MarketTickersResponse) => body.tickers.find((t) => t.symbol === 'BTCUSDT'))
        .then(
          (btc) => btc?.last,
          () => undefined,
        ),
    )
  }
  page.on('response', hear)
  // Every click the page receives from here on, whatever the target, across reloads too.
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      () =>
        sessionStorage.setItem(
          'e2e.clicks',
          String(Number(sessionStorage.getItem('e2e.clicks') ?? 0) + 1),
        ),
      true,
    )
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()

  // 1: the dashboard's action opens the review, prepared from the market.
  await page.getByRole('link', { name: 'Try a Paper grid' }).click()
  await expect(page).toHaveURL(/\/bot\/create\/crypto\/grid\/spot_grid\/setup\?step=review$/)
  await expect(page.getByRole('heading', { name: 'Review your bot' })).toBeVisible()
  await expect(page.getByText('Paper — simulated funds')).toBeVisible()
  await expect(page.getByText('BTCUSDT')).toBeVisible()
  await expect(page.getByText('Spot grid')).toBeVisible()
  await expect(page.getByText('1,000.00 USDT')).toBeVisible()
  page.off('response', hear)
  const prices = (await Promise.all(told)).filter((p): p is number => p !== undefined)
  const last = prices.at(-1) ?? (await lastPrice(request, token))
  // 2: Create; 3: the one confirmation, which gives the risk agreement.
  await page.getByRole('button', { name: 'Create bot' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Create this bot?' })
  await expect(confirm).toContainText('simulated funds')
  await confirm.getByRole('button', { name: 'I understand, create' }).click()
  await expect(page).toHaveURL(/\/bot\/view\/[\w-]+$/)
  expect(await page.evaluate(() => sessionStorage.getItem('e2e.clicks'))).toBe('3')

  const { items } = await callApi(request, endpoints.botList, { page: 1, page_size: 20 }, token)
  expect(items.map((bot) => [bot.kind, bot.exchange_name, bot.symbols, bot.status])).toEqual([
    ['spot_grid', 'paper', ['BTCUSDT'], 'running'],
  ])
  const id = items[0]!.id
  const view = await callApi(request, endpoints.botView, { id }, token)
  const config = view.config as { lower_price: number; upper_price: number; coin_per_grid: number }
  // The suggestion holds the price, and the 1,000 is shared over the grids.
  expect(config.lower_price).toBeLessThan(last)
  expect(config.upper_price).toBeGreaterThan(last)
  expect(config.coin_per_grid).toBeGreaterThanOrEqual(25)
  expect(view.config).not.toHaveProperty('total_investment')
  // It runs: its grid orders are on Paper.
  await expectOrders(request, token, id)
})

/** The bot's orders reach Paper within 30 s: it runs. */
async function expectOrders(request: APIRequestContext, token: string, id: string) {
  await expect
    .poll(
      async () =>
        (await callApi(request, endpoints.botOrders, { bot_id: id, page: 1, page_size: 20 }, token))
          .items.length,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0)
}

/** Ticks the risk agreement by keyboard and asks for the review. */
async function agreeAndReview(page: Page) {
  await page.getByRole('checkbox', { name: /trading is risky/ }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('button', { name: 'Review', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Review your bot' })).toBeVisible()
}

async function createAndFind(page: Page, request: APIRequestContext, token: string) {
  await page.getByRole('button', { name: 'Create bot' }).click()
  await expect(page).toHaveURL(/\/bot\/view\/[\w-]+$/)
  const { items } = await callApi(request, endpoints.botList, { page: 1, page_size: 20 }, token)
  return items
}

test('creates a spot martingale with three coverage steps on Paper', async ({ page, request }) => {
  const token = await signIn(page, request)
  await page.goto('/bot/create?symbol=BTCUSDT&market=crypto')
  await page.getByRole('link', { name: /^DCA/ }).click()
  await page.getByRole('link', { name: /Spot martingale/ }).click()
  await expect(page).toHaveURL(/\/spot_martingale\/setup$/)

  await field(page, 'Initial order amount').fill('50')
  const add = page.getByRole('button', { name: 'Add step' })
  for (let i = 0; i < 3; i++) await add.click()
  await expect(field(page, 'Price drop, step 3')).toHaveValue('2')
  await field(page, 'Multiply, step 3').fill('3')
  // The preview lists the first order and each step, and what the worst case needs.
  await expect(
    page.getByRole('grid', { name: 'Orders of one cycle' }).getByRole('row'),
  ).toHaveCount(5)
  await expect(page.getByText('Max drawdown')).toBeVisible()
  await agreeAndReview(page)

  const items = await createAndFind(page, request, token)
  expect(items.map((bot) => [bot.kind, bot.exchange_name, bot.symbols])).toEqual([
    ['spot_martingale', 'paper', ['BTCUSDT']],
  ])
  const view = await callApi(request, endpoints.botView, { id: items[0]!.id }, token)
  expect((view.config as { coverage: unknown[] }).coverage).toHaveLength(3)
})

test('creates a rebalance on Paper from a basket that adds up to 100 %', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request)
  await page.goto('/bot/create/crypto/portfolio/spot_rebalance/setup')
  const add = page.getByRole('button', { name: 'Add a coin' })
  await add.click()
  await add.click()
  await page.getByRole('button', { name: 'Split evenly' }).click()
  await expect(page.getByRole('meter', { name: 'Total' })).toHaveAttribute(
    'aria-valuetext',
    '100 of 100 %',
  )
  await field(page, 'Initial amount').fill('200')
  await page.keyboard.press('Tab')
  // The basket's own coins are replayed together.
  await expect(page.getByText('Max drawdown')).toBeVisible()
  await agreeAndReview(page)

  const items = await createAndFind(page, request, token)
  expect(items.map((bot) => [bot.kind, bot.exchange_name])).toEqual([['spot_rebalance', 'paper']])
  expect(items[0]!.symbols).toHaveLength(2)
})

test('invalid values get the spec’s messages, and nothing is created', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request)

  await page.goto('/bot/create/crypto/grid/spot_grid/setup')
  await suggestedRange(page)
  await field(page, 'Number of grids').fill('150')
  await page.getByRole('button', { name: 'Review', exact: true }).click()
  await expect(page.getByText('The number of grids must be at most 149')).toBeVisible()

  await page.goto('/bot/create/crypto/portfolio/spot_rebalance/setup')
  const add = page.getByRole('button', { name: 'Add a coin' })
  await add.click()
  await add.click()
  await page.getByRole('textbox', { name: 'Target percent' }).first().fill('60')
  await page.getByRole('textbox', { name: 'Target percent' }).nth(1).fill('30')
  await page.getByRole('button', { name: 'Review', exact: true }).click()
  await expect(page.getByText('The target percent must add up to 100')).toBeVisible()

  await page.goto('/bot/create/crypto/dca/spot_martingale/setup')
  await page.getByRole('switch', { name: /Trailing take profit/ }).focus()
  await page.keyboard.press('Space')
  await field(page, 'Trailing start').fill('2')
  await field(page, 'Trailing gap').fill('3')
  await page.getByRole('button', { name: 'Review', exact: true }).click()
  await expect(page.getByText('The trailing gap must be at most the trailing start')).toBeVisible()

  const { items } = await callApi(request, endpoints.botList, { page: 1, page_size: 20 }, token)
  expect(items).toEqual([])
})

test('creates a DCA bot on Paper: an amount every interval', async ({ page, request }) => {
  const token = await signIn(page, request)
  await page.goto('/bot/create/crypto/dca/dca/setup')
  await expect(page.getByRole('combobox', { name: 'Pair' })).toHaveValue('BTC/USDT')
  await field(page, 'Amount').fill('20')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('grid', { name: 'Order schedule' })).toBeVisible()
  await agreeAndReview(page)
  const items = await createAndFind(page, request, token)
  expect(items.map((bot) => [bot.kind, bot.exchange_name, bot.symbols])).toEqual([
    ['dca', 'paper', ['BTCUSDT']],
  ])
  const view = await callApi(request, endpoints.botView, { id: items[0]!.id }, token)
  expect(view.config).toMatchObject({ amount: 20 })
})

test('creates a futures grid on Paper', async ({ page, request }) => {
  const token = await signIn(page, request)
  const last = await lastPrice(request, token)
  await page.goto('/bot/create/crypto/grid/futures_grid/setup')
  await expect(page.getByRole('combobox', { name: 'Pair' })).toHaveValue('BTC/USDT')
  await suggestedRange(page)
  await field(page, 'Lower price').fill(String(Math.round(last * 0.95)))
  await field(page, 'Upper price').fill(String(Math.round(last * 1.05)))
  await field(page, 'Number of grids').fill('5')
  // Under Advanced the amount per grid is still there, and sets the total (decision 089).
  await page.getByRole('button', { name: /Advanced/ }).click()
  await field(page, 'Amount per grid').fill('30')
  await page.keyboard.press('Tab')
  await expect(field(page, 'Total investment')).toHaveValue('151.5')
  await page.keyboard.press('Tab')
  await agreeAndReview(page)
  const items = await createAndFind(page, request, token)
  expect(items.map((bot) => [bot.kind, bot.exchange_name])).toEqual([['futures_grid', 'paper']])
})

test('creates a spot signal bot on Paper, with the share-profit agreement', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request)
  await page.goto('/bot/create/crypto/signal/spot_signal/setup')
  await expect(page.getByRole('combobox', { name: 'Pair', exact: true })).toHaveValue('BTC/USDT')
  await field(page, 'Total amount').fill('100')
  await field(page, 'Amount').fill('20')
  await page.keyboard.press('Tab')
  // Without the share-profit agreement the review is refused with the spec's message.
  const agree = async (name: RegExp) => {
    await page.getByRole('checkbox', { name }).focus()
    await page.keyboard.press('Space')
    await expect(page.getByRole('checkbox', { name })).toBeChecked()
  }
  await agree(/trading is risky/)
  await page.getByRole('button', { name: 'Review', exact: true }).click()
  await expect(page.getByText('You must agree to share profit')).toBeVisible()
  await agree(/share part of the profit/)
  await page.getByRole('button', { name: 'Review', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Review your bot' })).toBeVisible()
  const items = await createAndFind(page, request, token)
  expect(items.map((bot) => [bot.kind, bot.exchange_name, bot.symbols])).toEqual([
    ['spot_signal', 'paper', ['BTCUSDT']],
  ])
  const view = await callApi(request, endpoints.botView, { id: items[0]!.id }, token)
  expect(view.config).toMatchObject({ total_amount: 100, amount: 20, signal_id: 'ma_cross_20_80' })
})

test('creates a spot manual ticket on Paper, and it opens its position at once', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request)
  await page.goto('/bot/create/crypto/manual/spot_manual/setup')
  await expect(page.getByRole('combobox', { name: 'Pair' })).toHaveValue('BTC/USDT')
  await field(page, 'Capital').fill('200')
  await field(page, 'Initial amount per coin').fill('100')
  await field(page, 'Take profit').fill('20')
  await field(page, 'Stop loss').fill('20')
  await field(page, 'Earning').fill('50')
  await page.keyboard.press('Tab')
  await agreeAndReview(page)
  const items = await createAndFind(page, request, token)
  expect(items.map((bot) => [bot.kind, bot.exchange_name])).toEqual([['spot_manual', 'paper']])
  const id = items[0]!.id
  // The ticket is an order the bot places as it starts: a buy fills on Paper within seconds.
  await expectOrders(request, token, id)
  const orders = await callApi(
    request,
    endpoints.botOrders,
    { bot_id: id, page: 1, page_size: 20 },
    token,
  )
  expect(orders.items[0]).toMatchObject({ side: 'buy', symbol: 'BTCUSDT' })
})
