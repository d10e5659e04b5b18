import { readFile } from 'node:fs/promises'
import { expect, test, type Locator, type Page, type Response } from '@playwright/test'
import {
  API_PREFIX,
  TIME_ZONE_HEADER,
  endpoints,
  type BotView,
  type HomeSummaryResponse,
} from '@atb/contract'
import { paperBots } from '@atb/contract/testing'
import { callApi } from './account-helpers'
import { lastPrice, signIn } from './bot-helpers'

/**
 * Issue 27's done-when, against the real server with the replay at 60× (playwright.config.ts):
 * a grid, a martingale and a rebalance on Paper trade until each has fills, then stop keeping
 * their coins (valued at the stop's prices from then on, so the market moving on changes none of
 * the figures read). Every figure a screen shows is then read off the screen and compared with
 * the others that name the same thing: the history list, each bot page, /profit and the profit
 * history's CSV. No time shown is after the market's clock.
 *
 * "Today" (decision 091) is read in Bangkok's calendar, in the browser and in the API calls alike:
 * on the dashboard while the bots run, then on each bot page and /profit once they stop.
 */

const ZONE = 'Asia/Bangkok'
test.use({ timezoneId: ZONE, extraHTTPHeaders: { [TIME_ZONE_HEADER]: ZONE } })

const sum = (values: readonly (string | null)[]) =>
  values.reduce((total, v) => total + Number(v ?? 0), 0)

/** A figure as the screen shows it ("+1.70 USDT", "−0.0123 USDT") and the places it shows. */
function shown(text: string): { value: number; places: number } {
  // The line with the figure: a cell may carry a visually hidden label, a figure a note under it.
  const line = text.split('\n').find((l) => /\d/.test(l)) ?? ''
  const number = line.replace(/[^\d.,+\-−]/g, '').replace(/,/g, '')
  const value = Number(number.replace('−', '-'))
  expect(line !== '' && Number.isFinite(value), `a number in "${text}"`).toBe(true)
  return { value, places: number.split('.')[1]?.length ?? 0 }
}

/** The screen's figure equals the server's, to the places the screen shows. */
async function expectShows(locator: Locator, expected: string, what: string) {
  const { value, places } = shown(await locator.innerText())
  expect(
    Math.abs(value - Number(expected)),
    `${what}: ${value} vs ${expected}`,
  ).toBeLessThanOrEqual(0.5 * 10 ** -places + 1e-9)
}

/** The value of one figure (a <dt> and its <dd>) inside `scope`. */
const figure = (scope: Page | Locator, label: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]')

test('a grid, a martingale and a rebalance: every screen’s figures agree, and none is in the future', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const { token } = await signIn(page, request, 'figures')
  const last = await lastPrice(request, token)
  const lower = Number((last * 0.992).toFixed(2))
  const upper = Number((last * 1.008).toFixed(2))
  const bodies = [
    {
      kind: 'spot_grid',
      exchange_name: 'paper',
      symbol: 'BTCUSDT',
      config: {
        number_of_grid: 4,
        coin_per_grid: 50,
        space_of_grid: Math.round(((upper - lower) / 4 / last) * 10_000) / 100,
        lower_price: lower,
        upper_price: upper,
      },
      agree_risk: true,
    },
    paperBots.martingale,
    paperBots.rebalance,
  ]
  const ids: string[] = []
  for (const body of bodies)
    ids.push((await callApi(request, endpoints.botCreate, body as never, token)).id)
  const view = (id: string): Promise<BotView> => callApi(request, endpoints.botView, { id }, token)
  // Each trades on the replay; the grid needs the price to cross one of its levels.
  for (const id of ids)
    await expect
      .poll(async () => (await view(id)).trades, { timeout: 180_000, intervals: [2_000] })
      .toBeGreaterThan(0)

  // The dashboard while they run: it reloads on every fill, so the screen shows one of the
  // answers the server sent. In each answer the USDT card's Today and Total are its live bots'
  // sums, and the figures on screen are one answer's.
  const answers: HomeSummaryResponse[] = []
  const listen = async (response: Response) => {
    if (!response.url().includes(`${API_PREFIX}${endpoints.homeSummary.path}`)) return
    // An answer still arriving when the page moves on has no body to read: it was never shown.
    const body = response.ok() ? await response.json().catch(() => null) : null
    if (body) answers.push((body as { data: HomeSummaryResponse }).data)
  }
  page.on('response', listen)
  await page.goto('/')
  const card = page.getByRole('article', { name: 'Assets in USDT' })
  await expect(figure(card, 'Total PnL')).toBeVisible()
  await expect.poll(() => answers.length).toBeGreaterThan(0)
  for (const answer of answers) {
    const usdt = answer.assets.find((a) => a.currency === 'USDT')!
    const live = answer.bots.filter((b) => b.currency === 'USDT')
    expect(live.map((b) => b.id).sort()).toEqual([...ids].sort())
    expect(Number(usdt.total_pnl)).toBeCloseTo(sum(live.map((b) => b.total_pnl)), 8)
    expect(Number(usdt.today_pnl)).toBeCloseTo(sum(live.map((b) => b.today_pnl)), 8)
  }
  const onScreen = {
    today: shown(await figure(card, "Today's PnL").innerText()),
    total: shown(await figure(card, 'Total PnL').innerText()),
  }
  const close = (a: { value: number; places: number }, b: string) =>
    Math.abs(a.value - Number(b)) <= 0.5 * 10 ** -a.places + 1e-9
  expect(
    answers.some((answer) => {
      const usdt = answer.assets.find((a) => a.currency === 'USDT')!
      return close(onScreen.today, usdt.today_pnl) && close(onScreen.total, usdt.total_pnl)
    }),
    `the dashboard's ${JSON.stringify(onScreen)} is one of the server's answers`,
  ).toBe(true)

  page.off('response', listen)

  for (const id of ids) await callApi(request, endpoints.botStop, { id, mode: 'keep' }, token)
  const views = await Promise.all(ids.map(view))
  const clock = await callApi(request, endpoints.marketClock, {}, token)

  // Never in the future: creation, runtime, fills and round trips are at or before the market.
  for (const v of views) {
    const times = [
      Date.parse(v.created_at),
      Date.parse(v.stopped_at!),
      Date.parse(v.created_at) + v.performance.runtime_ms,
      ...v.recent_fills.map((f) => f.time),
      ...v.round_trips.map((t) => t.close.time),
    ]
    for (const time of times) expect(time, v.id).toBeLessThanOrEqual(clock.time)
  }

  // Each bot page: its figures add up, and the screen shows the server's.
  for (const v of views) {
    const p = v.performance
    const total = Number(p.realized_pnl) + Number(p.unrealized_pnl) - Number(p.fees)
    expect(Number(p.total_pnl)).toBeCloseTo(total, 8)
    if (p.grid_profit !== null)
      expect(Number(p.grid_profit) + Number(p.trend_pnl)).toBeCloseTo(Number(p.total_pnl), 8)
    await page.goto(`/bot/view/${v.id}`)
    await expect(page.getByRole('heading', { name: 'Performance' })).toBeVisible()
    await expectShows(figure(page, 'Total profit'), p.total_pnl, `${v.kind} total`)
    await expectShows(figure(page, 'Realised profit'), p.realized_pnl, `${v.kind} realised`)
    await expectShows(figure(page, 'Unrealised profit'), p.unrealized_pnl, `${v.kind} unrealised`)
    await expectShows(figure(page, 'Fees'), p.fees, `${v.kind} fees`)
    await expectShows(figure(page, 'Today'), v.today_pnl!, `${v.kind} today`)
    if (p.grid_profit !== null) {
      await expectShows(figure(page, 'Grid profit'), p.grid_profit, 'grid profit')
      await expectShows(figure(page, 'Trend profit'), p.trend_pnl!, 'trend profit')
    }
  }

  // The history list: each bot's final PnL is its page's total.
  await page.goto('/bot/history')
  for (const v of views) {
    const card = page.locator('li').filter({ has: page.locator(`a[href$="/bot/view/${v.id}"]`) })
    await expectShows(figure(card, 'Final PnL'), v.performance.total_pnl, `${v.kind} in the list`)
  }

  // /profit: all time is the sum of the bots' totals, and each bot's row is its total.
  const totals = views.reduce((sum, v) => sum + Number(v.performance.total_pnl), 0)
  const summary = await callApi(request, endpoints.profitSummary, {}, token)
  const usdt = summary.summaries.find((s) => s.currency === 'USDT')!
  expect(Number(usdt.all)).toBeCloseTo(totals, 8)
  expect(usdt.days.reduce((sum, d) => sum + Number(d.profit), 0)).toBeCloseTo(totals, 8)
  // Today: the bots' own, and the day's entry in the calendar.
  expect(summary.time_zone).toBe(ZONE)
  expect(Number(usdt.today)).toBeCloseTo(sum(views.map((v) => v.today_pnl)), 8)
  await page.goto('/profit')
  await expectShows(figure(page, 'All time'), usdt.all, '/profit all time')
  await expectShows(figure(page, 'Today'), usdt.today, '/profit today')
  const byBot = page.getByRole('grid', { name: 'Profit by bot' })
  for (const v of views) {
    const row = byBot.getByRole('row').filter({ has: page.locator(`a[href$="/bot/view/${v.id}"]`) })
    await expectShows(row.getByRole('gridcell').last(), v.performance.total_pnl, `${v.kind} row`)
  }

  // The profit history's CSV: one row a fill; its profit column adds up to realised − fees.
  await page.goto('/profit/history')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = (await readFile(await (await downloading).path()))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
  const [header, ...rows] = csv.trim().split(/\r\n/)
  const columns = header!.split(',')
  const profitAt = columns.indexOf('Profit')
  const timeAt = columns.indexOf('Time (UTC)')
  expect(profitAt).toBeGreaterThan(-1)
  expect(rows).toHaveLength(views.reduce((n, v) => n + v.trades, 0))
  const realised = views.reduce(
    (sum, v) => sum + Number(v.performance.realized_pnl) - Number(v.performance.fees),
    0,
  )
  const cells = rows.map((r) => r.split(','))
  expect(cells.reduce((sum, c) => sum + Number(c[profitAt]), 0)).toBeCloseTo(realised, 6)
  for (const c of cells) expect(Date.parse(c[timeAt]!)).toBeLessThanOrEqual(clock.time)
})
