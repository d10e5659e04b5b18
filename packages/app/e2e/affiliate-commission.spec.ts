import { expect, test } from '@playwright/test'
import { endpoints, testEndpoints } from '@atb/contract'
import { FAKE_CONTROL_PATH } from '@atb/engine/testing'
import { callApi, freshEmail } from './account-helpers'
import { figure, readInviteLink, signUpThroughLink } from './affiliate-helpers'
import { connectFakeBinance, lastPrice, signIn } from './bot-helpers'
import { dec, down, mul, text } from './decimals'
import { e2eExchangeUrl, e2eRates } from './settings'

/** Moves the fake exchange's price: its resting limit orders fill once it reaches them. */
async function setExchangePrice(request: Parameters<typeof callApi>[0], price: string) {
  const response = await request.put(`${e2eExchangeUrl}${FAKE_CONTROL_PATH}`, {
    data: { price: Number(price) },
  })
  expect(response.ok()).toBe(true)
}

const firstPage = { page: 1, page_size: 20 }
const round4 = (value: number) => (Math.round(value * 10_000) / 10_000).toFixed(4)
/** The screens' USDT figure: two decimals (packages/ui format.money). */
const usdt = (value: string) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value))} USDT`

test("a referee's profitable live bot pays the referrer a commission, shown in the affiliate history and overview", async ({
  page,
  request,
  browser,
}) => {
  // Two browsers, a live bot's round trip and a profit-share sweep (every 30 s): slow.
  test.setTimeout(240_000)
  // The referrer reads the invite link; a friend signs up through it in another browser.
  const { token: referrerToken } = await signIn(page, request, 'aff-ref')
  const { link } = await readInviteLink(page)
  const other = await browser.newContext()
  const friend = await other.newPage()
  const email = freshEmail('aff-fee')
  const nickname = email.split('@')[0]!
  await signUpThroughLink(friend, request, link, email)
  const token = await friend.evaluate(() => localStorage.getItem('atb.token') ?? '')
  await other.close()

  // The referee: 100 USDT in the wallet, a redeemed 30-day code, and Binance (the fake) connected.
  await callApi(request, testEndpoints.testWalletCredit, { email, amount: '100' })
  const { codes } = await callApi(request, testEndpoints.testActivationCodes, { days: 30 })
  await callApi(request, endpoints.activationRedeem, { code: codes[0]! }, token)
  expect((await callApi(request, endpoints.activation, {}, token)).active).toBe(true)
  await connectFakeBinance(request, token)

  // A WLD/USDT spot grid of two grids around the market's price: the bot buys what its upper
  // level sells at the exchange's price, with buy orders resting below.
  const last = await lastPrice(request, token, 'WLDUSDT')
  const bought = round4(last)
  const lower = round4(last * 0.8)
  const upper = round4(last * 1.2)
  const perGrid = 100
  await setExchangePrice(request, bought)
  const bot = await callApi(
    request,
    endpoints.botCreate,
    {
      kind: 'spot_grid',
      exchange_name: 'binance',
      symbol: 'WLDUSDT',
      agree_risk: true,
      config: {
        number_of_grid: 2,
        coin_per_grid: perGrid,
        space_of_grid: 1,
        lower_price: Number(lower),
        upper_price: Number(upper),
      },
    },
    token,
  )
  const fills = async () =>
    (await callApi(request, endpoints.profitHistory, { bot_id: bot.id, ...firstPage }, token)).items
  // The opening market buy filled at the exchange's price.
  await expect
    .poll(async () => (await fills()).map((e) => [e.side, text(dec(e.price))]))
    .toEqual([['buy', text(dec(bought))]])

  // The price rises through the upper level: its sell fills there and realises the profit.
  await setExchangePrice(request, round4(Number(upper) * 1.02))
  // The sweep (every 30 s) charges the profit share of it.
  let sell: Awaited<ReturnType<typeof fills>>[number] | undefined
  await expect
    .poll(
      async () => {
        sell = (await fills()).find((e) => e.side === 'sell')
        return sell?.profit_share ?? null
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .not.toBeNull()

  // The figures: (sell − buy) × the level's quantity realised, less the sell's fee; the platform
  // charges its rate of that, rounded down to the wallet's six decimals; the referrer earns the
  // commission rate of the fee.
  const qty = down(dec(String(perGrid / Number(upper))), 1)
  expect(dec(sell!.qty)).toBe(qty)
  expect(dec(sell!.price)).toBe(dec(upper))
  expect(dec(sell!.realized)).toBe(mul(dec(upper) - dec(bought), qty))
  const profit = dec(sell!.realized) - dec(sell!.fee)
  expect(dec(sell!.profit)).toBe(profit)
  expect(profit).toBeGreaterThan(0n)
  const terms = await callApi(request, endpoints.profitShareTerms, {}, token)
  expect(terms.rate).toBe(e2eRates.profitShare)
  const fee = down(mul(profit, dec(terms.rate)), 6)
  expect(dec(sell!.profit_share!)).toBe(fee)
  const charged = await callApi(
    request,
    endpoints.walletHistory,
    { type: 'profit_share', ...firstPage },
    token,
  )
  expect(charged.items.map((e) => e.amount)).toEqual([text(-fee)])
  const commission = text(down(mul(fee, dec(e2eRates.commission)), 6))
  expect(Number(commission)).toBeGreaterThanOrEqual(0.01)
  test.info().annotations.push({
    type: 'figures',
    description: `bought ${text(qty)} WLD at ${bought}, sold at ${upper}: profit ${text(profit)}, fee ${text(fee)}, commission ${commission}`,
  })

  // The referrer sees it: the history lists it by the referee's nickname …
  await page.goto('/affiliate/history')
  const row = page.getByRole('row').filter({ hasText: nickname })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(usdt(commission))
  const listed = await callApi(request, endpoints.commissionHistory, firstPage, referrerToken)
  expect(listed.items).toEqual([
    expect.objectContaining({
      amount: commission,
      referee: expect.objectContaining({ nickname }),
    }),
  ])
  // … and the overview counts it this month and in total, day by day.
  await page.goto('/affiliate/overview')
  await expect(figure(page, 'Commission this month')).toHaveText(usdt(commission))
  await expect(figure(page, 'Commission in total')).toHaveText(usdt(commission))
  await expect(page.getByText('No commission in this period')).toHaveCount(0)
  await expect(
    page.getByLabel('Commission per day over 30 days, with the running total'),
  ).toBeVisible()

  // Stopped, the bot's resting buys are cancelled on the exchange: nothing is left to retry.
  await callApi(request, endpoints.botStop, { id: bot.id, mode: 'keep' }, token)
  await expect
    .poll(async () => {
      const orders = await callApi(
        request,
        endpoints.botOrders,
        { bot_id: bot.id, ...firstPage },
        token,
      )
      return orders.items.map((o) => o.status).sort()
    })
    .toEqual(['canceled', 'canceled', 'filled', 'filled'])
})
