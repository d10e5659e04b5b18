import { expect, test } from '@playwright/test'
import { testEndpoints } from '@atb/contract'
import { callApi } from './account-helpers'
import { signIn } from './bot-helpers'

const HOUR = 3_600_000
const iso = (offset: number) => new Date(Date.now() + offset).toISOString()

/**
 * Issue 16 against the real server: an operator's event and running tournament (made through the
 * test endpoint that shares the admin CLI's service functions), a user who joins both, and the
 * user's nickname on the live leaderboard.
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
  const { email } = await signIn(page, request, 'cup')
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
  const board = page.getByRole('grid', { name: 'Leaderboard' })
  await expect(board.getByRole('rowheader', { name: new RegExp(nickname) })).toBeVisible()
  await expect(page.getByText(/^Place \d+: /)).toBeVisible()
  await expect(page.locator('body')).not.toContainText(email)
})
