import { expect, test } from '@playwright/test'
import { endpoints, testEndpoints } from '@atb/contract'
import { callApi } from './account-helpers'
import { lastPrice, signIn } from './bot-helpers'

const HOUR = 3_600_000
const iso = (offset: number) => new Date(Date.now() + offset).toISOString()

/**
 * Issue 16 against the real server: an operator's event and running tournament (made through the
 * test endpoint that shares the admin CLI's service functions), a user who joins both, is listed
 * as not ranked until a bot of theirs trades, then has a place on the live leaderboard.
 */
test('a user joins an event and a running tournament, and appears on its leaderboard by nickname', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const title = `Grid week ${Date.now().toString(36)}`
  const { id: eventId } = await callApi(request, testEndpoints.testEventCreate, {
    title: { en: title, th: `สัปดาห์กริด ${title}` },
    summary: { en: 'Run a grid bot this week.' },
    body: { en: 'Start any grid bot this week.\nPaper bots count too.' },
    how_to_join: { en: 'Press Join below.' },
    starts_at: iso(-HOUR),
    ends_at: iso(24 * HOUR),
    capacity: 100,
  })
  const cup = `Paper cup ${Date.now().toString(36)}`
  await callApi(request, testEndpoints.testTournamentCreate, {
    name: { en: cup },
    rules: { en: 'Paper bots started after joining count.' },
    starts_at: iso(-HOUR),
    ends_at: iso(2 * HOUR),
    capital: '10000',
    prizes: [{ rank: 1, amount: '100' }],
  })
  const { email, token } = await signIn(page, request, 'cup')
  const nickname = email.split('@')[0] ?? ''

  // The event: listed under Current, opened, joined once.
  await page.goto('/event')
  await page.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}$`))
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByText('100 places left')).toBeVisible()
  await page.getByRole('button', { name: 'Join' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'You joined on' })).toBeVisible()
  await expect(page.getByText('Joined', { exact: true }).first()).toBeVisible()
  // Still joined after a reload: the server recorded it.
  await page.reload()
  await expect(page.getByText('99 places left')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Join' })).toHaveCount(0)

  // The tournament: joined through the confirm dialog, then on the leaderboard by nickname.
  await page.goto('/tournament')
  await expect(page.getByRole('heading', { name: cup })).toBeVisible()
  await expect(page.getByRole('timer')).toContainText('Ends in')
  await page.getByRole('button', { name: 'Join the tournament' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Join' }).click()
  await expect(
    page.getByText('Paper bots you start from now until the end count toward your ROI.'),
  ).toBeVisible()
  // Joined but not ranked before a trade in the window (decision 079): listed apart, no place.
  const apart = page.getByRole('region', { name: 'Not ranked yet: no trade in the window' })
  await expect(apart).toContainText(nickname)
  await expect(
    page.getByText('Not ranked yet: no trade in the window. Your first trade ranks you.'),
  ).toBeVisible()
  // A Paper grid started after joining: its first fill ranks the user on the live board.
  const last = await lastPrice(request, token)
  const { id: bot } = await callApi(
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
        lower_price: Math.round(last * 0.98),
        upper_price: Math.round(last * 1.02),
      },
      agree_risk: true,
    },
    token,
  )
  await expect
    .poll(async () => (await callApi(request, endpoints.botView, { id: bot }, token)).trades, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0)
  const board = page.getByRole('grid', { name: 'Leaderboard' })
  // The page asks again every 15 s; the server reuses a board for as long.
  await expect(board.getByRole('rowheader', { name: new RegExp(nickname) })).toBeVisible({
    timeout: 45_000,
  })
  await expect(page.getByText(/^Place \d+: /)).toBeVisible()
  await expect(page.locator('body')).not.toContainText(email)
})
