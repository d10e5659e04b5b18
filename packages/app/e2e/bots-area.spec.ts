import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { API_PREFIX, endpoints } from '@atb/contract'
import { callApi } from './account-helpers'
import { createGridViaWizard, field, lastPrice, signIn } from './bot-helpers'

/**
 * Issue 12 against the real server on Paper, the replay at 60× (playwright.config.ts) and the
 * local fake exchange: no mocked API.
 */

/** The value of one figure on the bot page (a <dt> label and its <dd>). */
const figure = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')

test('a grid made in the wizard fills live, pauses, resumes, is edited with a diff, stops with a sell, and its profit reaches history and /profit', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const { token } = await signIn(page, request)
  const id = await createGridViaWizard(page, request, token, { spread: 0.008, grids: 4 })
  const view = () => callApi(request, endpoints.botView, { id }, token)

  // Live: a fill the server books shows on the open page without a reload.
  await expect(page.getByRole('heading', { name: 'Performance' })).toBeVisible()
  const before = (await view()).trades
  await expect
    .poll(async () => (await view()).trades, { timeout: 180_000, intervals: [2_000] })
    .toBeGreaterThan(before)
  const trades = (await view()).trades
  // The replay keeps trading, so the page shows at least the count the server had then.
  await expect
    .poll(async () => Number((await figure(page, 'Trades').innerText()).match(/\d+/)?.[0]), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(trades)

  // Pause and resume, each saying it worked.
  const actions = page.getByRole('group', { name: 'Bot actions' })
  await actions.getByRole('button', { name: 'Pause' }).click()
  await expect(page.getByText('Bot paused.', { exact: false }).first()).toBeVisible()
  await expect(actions.getByRole('button', { name: 'Resume' })).toBeVisible()
  expect((await view()).status).toBe('paused')
  await actions.getByRole('button', { name: 'Resume' }).click()
  await expect(page.getByText('Bot resumed.', { exact: false }).first()).toBeVisible()
  // A grid whose buys have all filled holds coins, not USDT: running, but out of balance.
  expect(['running', 'out_of_balance']).toContain((await view()).status)

  // Edit: the review shows the change before it is saved; the statistics carry on.
  await actions.getByRole('link', { name: 'Edit' }).click()
  await expect(page).toHaveURL(new RegExp(`/bot/update/${id}$`))
  await expect(field(page, 'Number of grids')).toHaveValue('4')
  // Fewer levels fit in what the bot already holds (more would need more funds, which it says).
  await field(page, 'Number of grids').fill('3')
  await page.keyboard.press('Tab')
  await page.getByRole('button', { name: 'Review changes' }).click()
  const changes = page.getByRole('region', { name: 'Review the changes' })
  await expect(changes.getByText('Number of grids')).toBeVisible()
  // Decision 088: what saving sends, worked out by the server, before anything is sent.
  const plan = page.getByRole('region', { name: 'What saving sends' })
  await expect(plan.getByRole('heading', { name: /^Cancels \d+ open orders?$/ })).toBeVisible()
  await expect(plan.getByRole('heading', { name: /^Places \d+ limit orders?$/ })).toBeVisible()
  // At 60× a level can fill between the review and the save: the server then refuses the stale
  // plan (409), sends nothing, and the review works out and shows the new one (decision 088). A
  // trader reads it and saves again; so does this test, a few times at most.
  const saved = new RegExp(`/bot/view/${id}$`)
  const path = (e: { path: string }) => `${API_PREFIX}${e.path}`
  let previews = 0
  page.on('response', (r) => {
    if (r.url().endsWith(path(endpoints.botUpdatePreview))) previews++
  })
  const save = page.getByRole('button', { name: 'Save changes' })
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = previews
    const answer = page.waitForResponse(
      (r) => r.url().endsWith(path(endpoints.botUpdate)) && r.request().method() === 'POST',
    )
    await save.click()
    if ((await answer).status() !== 409) break
    await expect(page.getByText('The price moved and the orders changed')).toBeVisible()
    await expect.poll(() => previews).toBeGreaterThan(before)
    await expect(save).toBeEnabled()
  }
  await expect(page).toHaveURL(saved)
  const edited = await view()
  expect(edited.config_version).toBe(2)
  expect((edited.config as { number_of_grid: number }).number_of_grid).toBe(3)
  expect(edited.trades).toBeGreaterThanOrEqual(trades)

  // Stop asks every time; selling closes the holding at market and the bot moves to history.
  await page
    .getByRole('group', { name: 'Bot actions' })
    .getByRole('button', { name: 'Stop' })
    .click()
  const dialog = page.getByRole('dialog')
  // React Aria's radio input is visually hidden: the label takes the press, as a user's would.
  await dialog.getByText('Sell BTC for USDT at market', { exact: true }).click()
  await expect(dialog.getByRole('radio', { name: /Sell BTC for USDT at market/ })).toBeChecked()
  await dialog.getByRole('button', { name: 'Stop and sell BTC' }).click()
  await expect(page.getByText(/Bot stopped and its BTC sold at market/).first()).toBeVisible()
  const stopped = await view()
  expect(stopped.status).toBe('stopped')
  expect(stopped.stop_mode).toBe('sell')

  await page.goto('/bot/history')
  await expect(page.getByRole('link', { name: 'BTC/USDT, Spot grid' })).toBeVisible()

  // /profit: realised profit minus fees, to the decimal what the bot page says.
  const profit = await callApi(request, endpoints.profitSummary, {}, token)
  const usdt = profit.summaries.find((s) => s.currency === 'USDT')!
  const realised = Number(stopped.performance.realized_pnl) - Number(stopped.performance.fees)
  expect(Number(usdt.all)).toBeCloseTo(realised, 8)
  await page.goto('/profit')
  const byBot = page
    .getByRole('grid', { name: 'Profit by bot' })
    .getByRole('link', { name: /BTCUSDT/ })
  await expect(byBot).toHaveAttribute('href', new RegExp(`/bot/view/${id}$`))
  await expect(page.getByText(Math.abs(realised).toFixed(2)).first()).toBeVisible()
})

test('another user opening a bot’s address sees “not found”', async ({
  page,
  request,
  browser,
}) => {
  const owner = await signIn(page, request, 'owner')
  const last = await lastPrice(request, owner.token)
  const bot = await callApi(
    request,
    endpoints.botCreate,
    {
      kind: 'spot_grid',
      exchange_name: 'paper',
      symbol: 'BTCUSDT',
      config: {
        number_of_grid: 5,
        coin_per_grid: 30,
        space_of_grid: 1,
        lower_price: Math.round(last * 0.95),
        upper_price: Math.round(last * 1.05),
      },
      agree_risk: true,
    },
    owner.token,
  )
  const context = await browser.newContext()
  const other = await context.newPage()
  await signIn(other, context.request, 'other')
  await other.goto(`/bot/view/${bot.id}`)
  await expect(other.getByRole('heading', { name: 'Bot not found' })).toBeVisible()
  await expect(other.getByText('BTC/USDT')).toHaveCount(0)
  await context.close()
})

test('a bad Binance key is refused by the exchange, said so, and nothing is saved', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request, 'keys')
  await page.goto('/api/connect/binance')
  await page.getByRole('textbox', { name: 'API key' }).fill('not-a-real-key')
  await page.getByLabel('Secret key').fill('not-a-real-secret')
  await page.getByRole('button', { name: 'Check and connect' }).click()
  await expect(page.getByRole('textbox', { name: 'API key' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(page).toHaveURL(/\/api\/connect\/binance$/)
  const list = await callApi(request, endpoints.exchangeList, {}, token)
  expect(list.exchanges.find((e) => e.exchange_name === 'binance')?.status).toBeNull()
})

test('the order history’s CSV export downloads the rows shown', async ({ page, request }) => {
  const { token } = await signIn(page, request, 'csv')
  const id = await createGridViaWizard(page, request, token, { spread: 0.01, grids: 3 })
  // Stopped, so the replay adds no orders while the page and the export are compared.
  await callApi(request, endpoints.botStop, { id, mode: 'keep' }, token)
  const orders = await callApi(request, endpoints.botOrders, { page: 1, page_size: 20 }, token)
  expect(orders.total).toBeGreaterThan(0)

  await page.goto('/bot/exchange-history')
  const table = page.getByRole('grid', { name: 'Orders' })
  // The header row and one row per order.
  await expect(table.getByRole('row')).toHaveCount(orders.items.length + 1)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '')
  const lines = text.trim().split(/\r\n/)
  expect(lines).toHaveLength(orders.total + 1)
  for (const order of orders.items) expect(text).toContain(order.client_id)
  // The page's own status line (a toast may say the same while it is shown).
  await expect(
    page.locator('#main-content').getByText(`Exported ${orders.total} orders.`),
  ).toBeVisible()
})

test('the Paper reset asks once, resets, and its dialog stays closed', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'paper')
  await page.goto('/api')
  const paper = page.getByRole('region', { name: 'Paper' })
  await paper.getByRole('button', { name: 'Reset demo balance' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Reset the demo balance?' })
  await dialog.getByRole('button', { name: 'Reset' }).click()
  await expect(page.getByText('The demo balance is reset.').first()).toBeVisible()
  await expect(dialog).toBeHidden()
  // Nothing presses the button under the dialog after it closes.
  await page.waitForTimeout(1_000)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})
