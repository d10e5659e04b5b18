import { expect, test, type Page } from '@playwright/test'
import { API_PREFIX, endpoints, testEndpoints } from '@atb/contract'
import { callApi } from './account-helpers'
import { field, lastPrice, signIn } from './bot-helpers'

/** A figure of the statistics' list by its term. */
const figure = (page: Page, term: string) =>
  page
    .locator('dl div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd')

test('a provider’s call is measured on /signal/{id}; reviews refuse special characters and thread replies; a bot follows it from the wizard and buys on its next call', async ({
  page,
  request,
}) => {
  // A market that must move through a call's take profit or stop loss, then four pages.
  test.setTimeout(240_000)
  const { token } = await signIn(page, request, 'signals')
  // The operator's CLI and this test endpoint make providers through the same service.
  const provider = await callApi(request, testEndpoints.testSignalProvider, {
    name: 'E2E Alpha Calls',
  })
  const url = `${API_PREFIX}${endpoints.signalProviderCall.path}`
  const auth = { Authorization: `Bearer ${provider.key}` }

  // A wrong key is 401 whatever the body; a call with its take profit on the wrong side is 422.
  const wrongKey = await request.post(url, {
    data: {},
    headers: { Authorization: 'Bearer atb_sig_nope' },
  })
  expect(wrongKey.status()).toBe(401)
  const price = await lastPrice(request, token)
  const round = (n: number) => Math.round(n * 100) / 100
  /** A BUY on BTCUSDT at `entry`, its take profit and stop loss at those multiples of it. */
  const buy = (entry: number, takeProfit: number, stopLoss: number) =>
    request.post(url, {
      data: {
        symbol: 'BTCUSDT',
        side: 'BUY',
        entry,
        take_profit: round(entry * takeProfit),
        stop_loss: round(entry * stopLoss),
      },
      headers: auth,
    })
  const wrongSide = await buy(price, 0.99, 0.98)
  expect(wrongSide.status()).toBe(422)
  expect((await wrongSide.json()).errors[0].path).toBe('take_profit')

  // A narrow call: the replay (an hour of market a minute) reaches one side within moments.
  const posted = await buy(price, 1.001, 0.999)
  expect(posted.status()).toBe(200)

  // It appears on the signal's page, on the chart and in the statistics, then gets its outcome.
  await page.goto(`/signal/${provider.id}`)
  await expect(page.getByRole('heading', { name: 'E2E Alpha Calls', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('img', { name: 'BTCUSDT hourly chart with 1 calls marked' }),
  ).toBeVisible()
  await expect(figure(page, 'Calls')).toHaveText('1')
  await expect(async () => {
    await page.reload()
    await expect(figure(page, 'Win rate')).toHaveText(/^(0|100)(\.00)?%$/, { timeout: 5_000 })
  }).toPass({ timeout: 120_000 })
  // A loss is written with the minus sign (U+2212), as the formatter writes every negative.
  await expect(figure(page, 'Average return')).toHaveText(/^[+\-−]0\.10%$/)

  // A review with a forbidden character gets the spec's message.
  // React Aria's radio input is visually hidden: the keyboard chooses, as a screen reader user would.
  const four = page.getByRole('radio', { name: '4 of 5 stars' })
  await four.focus()
  await page.keyboard.press('Space')
  await expect(four).toBeChecked()
  const comment = page.getByRole('textbox', { name: 'Comment' })
  await comment.fill('Great call!')
  await page.getByRole('button', { name: 'Post review' }).click()
  await expect(page.getByText('The comment not allow special characters')).toBeVisible()

  // Thai, digits, % and @ are allowed: the review posts and shows.
  await comment.fill('Great call 100% แม่นมาก @team')
  await page.getByRole('button', { name: 'Post review' }).click()
  const review = page.getByRole('article', { name: /^Review by / })
  await expect(review).toContainText('Great call 100% แม่นมาก @team')
  await expect(page.getByText('1 reviews')).toHaveCount(2)

  // A reply shows threaded under the review.
  await review.getByRole('button', { name: 'Reply' }).click()
  await page.getByRole('textbox', { name: 'Your reply' }).fill('Thanks for the 4 stars')
  await page.getByRole('button', { name: 'Post reply' }).click()
  const replies = page.getByRole('list', { name: /^Replies to / })
  await expect(replies.getByRole('article', { name: /^Reply by / })).toContainText(
    'Thanks for the 4 stars',
  )
  await expect(replies).toContainText('Replying to ')

  // The history lists the call with its outcome.
  await page.getByRole('link', { name: 'Call history' }).click()
  await expect(page.getByRole('heading', { name: 'E2E Alpha Calls: call history' })).toBeVisible()
  await expect(page.getByText(/^(Take profit hit|Stop loss hit)$/)).toBeVisible()

  // "Follow with a bot" on the provider's page: the wizard's signal bot with it chosen by name,
  // through the review to a Paper bot that buys when the provider posts its next BUY.
  await page.goto(`/signal/${provider.id}`)
  await page.getByRole('link', { name: 'Follow with a bot' }).click()
  await expect(page).toHaveURL(/\/bot\/create\/crypto\/signal\/spot_signal\/setup$/)
  await expect(page.getByRole('radio', { name: 'E2E Alpha Calls' })).toBeChecked()
  await field(page, 'Total amount').fill('100')
  await field(page, 'Amount').fill('20')
  await page.keyboard.press('Tab')
  for (const name of [/trading is risky/, /share part of the profit/]) {
    await page.getByRole('checkbox', { name }).focus()
    await page.keyboard.press('Space')
  }
  await page.getByRole('button', { name: 'Review', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Review your bot' })).toBeVisible()
  await expect(page.getByText('E2E Alpha Calls', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Create bot' }).click()
  await expect(page).toHaveURL(/\/bot\/view\/[\w-]+$/)
  const botId = page.url().split('/bot/view/')[1]!.split(/[/?#]/)[0]!
  const next = await buy(await lastPrice(request, token), 1.05, 0.95)
  expect(next.status()).toBe(200)
  await expect
    .poll(
      async () =>
        (
          await callApi(
            request,
            endpoints.botOrders,
            { bot_id: botId, page: 1, page_size: 20 },
            token,
          )
        ).items.some(
          (o: { side: string; status: string }) => o.side === 'buy' && o.status === 'filled',
        ),
      { timeout: 30_000 },
    )
    .toBe(true)

  // "Follow with a bot" on a built-in signal opens the wizard's signal bot with it chosen.
  await page.goto('/signal')
  await page.getByRole('link', { name: 'Moving-average cross (20/80)' }).click()
  await page.getByRole('link', { name: 'Follow with a bot' }).click()
  await expect(page).toHaveURL(/\/bot\/create\/crypto\/signal\/spot_signal\/setup$/)
  await expect(page.getByRole('radio', { name: 'Moving-average cross (20/80)' })).toBeChecked()
})
