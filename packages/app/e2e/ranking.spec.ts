import { expect, test } from '@playwright/test'
import { endpoints } from '@atb/contract'
import { callApi } from './account-helpers'
import { field, lastPrice, signIn } from './bot-helpers'

/**
 * Issue 16's ranking against the real server on Paper: no mocked API. An owner runs two grids,
 * shares one from its page, and another trader sees only that one, under the owner's nickname,
 * opens its public page and copies it into the wizard.
 */
test('the ranking shows an opted-in bot under its owner’s nickname, hides the other, and copies into the wizard', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  const owner = await signIn(page, request, 'rank-owner')
  await callApi(
    request,
    endpoints.profileEdit,
    { nickname: 'Grid_Shark', signature: 'shared grid' },
    owner.token,
  )
  const last = await lastPrice(request, owner.token)
  const grid = (lower: number, upper: number) =>
    callApi(
      request,
      endpoints.botCreate,
      {
        kind: 'spot_grid',
        exchange_name: 'paper',
        symbol: 'BTCUSDT',
        config: {
          number_of_grid: 4,
          coin_per_grid: 50,
          space_of_grid: 1,
          lower_price: lower,
          upper_price: upper,
        },
        agree_risk: true,
      },
      owner.token,
    )
  const lower = Math.round(last * 0.98)
  const upper = Math.round(last * 1.02)
  const shared = (await grid(lower, upper)).id
  const hidden = (await grid(Math.round(last * 0.97), Math.round(last * 1.03))).id
  // Only a bot with a trade is ranked (decision 079): the shared one's first fill comes quickly.
  await expect
    .poll(
      async () => (await callApi(request, endpoints.botView, { id: shared }, owner.token)).trades,
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0)

  // The owner shares one bot from its page: it asks first, then says it worked.
  await page.goto(`/bot/view/${shared}`)
  const toggle = page.getByRole('switch', { name: 'Show in the public ranking' })
  await expect(toggle).not.toBeChecked()
  await toggle.focus()
  await page.keyboard.press('Space')
  const dialog = page.getByRole('alertdialog', { name: 'Show this bot in the public ranking?' })
  await dialog.getByRole('button', { name: 'Show in ranking' }).click()
  await expect(page.getByText('Your bot is in the public ranking.').first()).toBeVisible()
  await expect(toggle).toBeChecked()
  expect(
    (await callApi(request, endpoints.botView, { id: shared }, owner.token)).public_since,
  ).not.toBeNull()
  expect(
    (await callApi(request, endpoints.botView, { id: hidden }, owner.token)).public_since,
  ).toBeNull()

  // Another trader, in another browser.
  const other = await browser.newContext()
  const viewer = await other.newPage()
  await signIn(viewer, request, 'rank-viewer')
  await viewer.goto('/ranking?window=all')
  const board = viewer.getByRole('grid', { name: 'Bots ranked by ROI' })
  const row = board
    .getByRole('row')
    .filter({ has: viewer.locator(`a[href$="/ranking/${shared}"]`) })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Grid_Shark')
  await expect(row).toContainText('Spot grid')
  await expect(board.locator(`a[href$="/ranking/${hidden}"]`)).toHaveCount(0)
  // Nothing names the owner but the nickname.
  await expect(board).not.toContainText(owner.email)

  // By PnL over 7 days the shared bot is still there; a market with no bots is empty.
  await viewer.getByRole('radio', { name: 'PnL' }).click()
  await viewer.getByRole('radio', { name: '7 days' }).click()
  await expect(viewer).toHaveURL(/metric=pnl/)
  await expect(
    viewer
      .getByRole('grid', { name: 'Bots ranked by PnL' })
      .locator(`a[href$="/ranking/${shared}"]`),
  ).toBeVisible()

  // The hidden bot's public page does not exist.
  await viewer.goto(`/ranking/${hidden}`)
  await expect(
    viewer.getByRole('heading', { name: 'This bot is not in the ranking' }),
  ).toBeVisible()

  // The shared bot's public page: the owner's nickname, statistics, the curve and its settings.
  await viewer.goto('/ranking?window=all')
  await viewer.locator(`a[href$="/ranking/${shared}"]`).click()
  await expect(viewer).toHaveURL(new RegExp(`/ranking/${shared}$`))
  await expect(viewer.getByText(/By Grid_Shark/)).toBeVisible()
  await expect(viewer.getByRole('heading', { name: 'Statistics' })).toBeVisible()
  await expect(viewer.getByRole('heading', { name: 'Equity, daily' })).toBeVisible()
  await expect(viewer.getByRole('heading', { name: 'Settings' })).toBeVisible()

  // Copy this bot: the wizard's setup, prefilled with the shared bot's settings.
  await viewer.getByRole('button', { name: 'Copy this bot' }).click()
  await expect(viewer).toHaveURL(/\/bot\/create\/crypto\/grid\/spot_grid\/setup$/)
  const valueOf = async (label: string) =>
    Number((await field(viewer, label).inputValue()).replace(/[^\d.]/g, ''))
  await expect.poll(() => valueOf('Lower price')).toBe(lower)
  await expect.poll(() => valueOf('Upper price')).toBe(upper)
  await expect(field(viewer, 'Number of grids')).toHaveValue('4')
  await other.close()

  // The owner takes it out again: the ranking no longer has it.
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(page.getByText('Your bot is out of the public ranking.').first()).toBeVisible()
  const board2 = await callApi(
    request,
    endpoints.rankingList,
    { window: 'all', page: 1, page_size: 50 },
    owner.token,
  )
  expect(board2.items.map((i) => i.id)).not.toContain(shared)
})
