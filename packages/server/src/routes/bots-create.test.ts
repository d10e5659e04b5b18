import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { and, eq } from 'drizzle-orm'
import { paperBalances } from '../db/schema'
import { startFakeExchange } from '@atb/engine/testing'
import { keyBody } from '../test/exchanges'
import {
  call,
  databaseKinds,
  NO_EXCHANGE,
  signup,
  startTestApp,
  type TestApp,
} from '../test/harness'
import { createGrid, fundWallet, gridConfig, trade, usdt } from '../test/bots-kit'

describe.each(databaseKinds)('the create rules on %s', (kind) => {
  let t: TestApp
  let token: string
  let userId: string
  let fake: Awaited<ReturnType<typeof startFakeExchange>>
  beforeAll(async () => {
    fake = await startFakeExchange({ withdrawals: false, trading: true, strictAuth: true })
    t = await startTestApp(kind, {
      exchangeUrls: { binance: fake.url, okx: fake.url, oanda: NO_EXCHANGE },
      exchangeTimeoutMs: 2_000,
    })
    token = await signup(t, 'rules@example.com')
    userId = await fundWallet(t, token, '30')
  })
  afterAll(async () => {
    await t?.close()
    await fake?.close()
  })

  const create = (body: Record<string, unknown>) =>
    call(
      t.app,
      E.botCreate,
      {
        kind: 'spot_grid',
        exchange_name: 'paper',
        symbol: 'BTCUSDT',
        config: gridConfig,
        agree_risk: true,
        ...body,
      },
      token,
    )

  it('requires the risk agreement, in the spec’s words', async () => {
    for (const agree_risk of [false, undefined]) {
      const res = await create({ agree_risk })
      expect(res.status).toBe(400)
      expect(res.json.description).toBe('You must agree to the risk')
      expect(res.json.errors?.[0]).toMatchObject({ path: 'agree_risk' })
    }
  })

  it('validates the config with its kind’s contract schema, reporting on config fields', async () => {
    const res = await create({ config: { ...gridConfig, number_of_grid: 150, coin_per_grid: 10 } })
    expect(res.status).toBe(400)
    expect(res.json.code).toBe('validation_failed')
    expect(res.json.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'config.number_of_grid',
          text: 'The number of grids must be at most 149',
        }),
        expect.objectContaining({
          path: 'config.coin_per_grid',
          text: 'The amount per grid must be at least 25',
        }),
      ]),
    )
  })

  it('caps a manual ticket’s initial amount by its capital, as the wizard does (spec §5)', async () => {
    const ticket = {
      side: 'BUY',
      capital: { type: 0, amount: 100 },
      coinInitial: { type: 0, amount: 150 },
      takeProfit: { type: 1, amount: 10 },
      stopLoss: { type: 1, amount: 8 },
      earning: 1000,
    }
    const over = await create({ kind: 'spot_manual', config: ticket })
    expect(over.status).toBe(400)
    expect(over.json.errors).toEqual([
      expect.objectContaining({
        path: 'config.coinInitial.amount',
        text: 'The initial amount per coin must be at most 100',
      }),
    ])
    const within = await create({
      kind: 'spot_manual',
      config: { ...ticket, coinInitial: { type: 0, amount: 100 } },
    })
    expect(within.status).toBe(200)
    // The rules below count on the whole demo balance.
    await call(t.app, E.botStop, { id: within.json.data.id, mode: 'keep' }, token)
  })

  it('refuses a stop loss at or above the last price with the spec’s message', async () => {
    const res = await create({
      config: { ...gridConfig, enable_option_stop_loss: true, option_stop_loss: 70_000 },
    })
    expect(res.json.description).toBe('The stop loss must be less than the last price 60000')
  })

  it('refuses an unknown pair and a pair of another market', async () => {
    expect((await create({ symbol: 'DOGEUSDT' })).json).toMatchObject({
      code: 'unknown_symbol',
      description: 'Unknown symbol',
    })
    expect((await create({ symbol: 'EURUSD' })).json.code).toBe('unknown_symbol')
  })

  it('needs the exchange connected and enabled (Paper always is)', async () => {
    expect((await create({ exchange_name: 'binance' })).json).toMatchObject({
      code: 'exchange_not_connected',
      description: 'This exchange is not connected',
    })
    const connect = () => call(t.app, E.exchangeConnect, keyBody('binance'), token)
    expect((await connect()).status).toBe(200)
    await call(t.app, E.exchangeDisable, { exchange_name: 'binance' }, token)
    expect((await create({ exchange_name: 'binance' })).json).toMatchObject({
      code: 'exchange_disabled',
      description: 'Exchange connection is disabled',
    })
    // Connecting again re-enables the venue.
    expect((await connect()).status).toBe(200)
    // A connected exchange's own balance, read with the user's key, is checked the same way:
    // the fake exchange's account holds 980.5 USDT free.
    const wide = { ...gridConfig, coin_per_grid: 100 }
    expect((await create({ exchange_name: 'binance', config: wide })).json.description).toBe(
      'Insufficient balance: needs 1010 USDT, 980.5 USDT available',
    )
    const live = await create({ exchange_name: 'binance' })
    expect(live.status).toBe(200)
    // A connected exchange's funds are the exchange's: the Paper wallet is untouched.
    expect((await usdt(t, token)).toString()).toBe('10000')
    await call(t.app, E.botStop, { id: live.json.data.id, mode: 'keep' }, token)
  })

  it('says how much is needed and how much is available when the balance is short', async () => {
    const res = await create({
      config: { ...gridConfig, number_of_grid: 149, coin_per_grid: 1500 },
    })
    expect(res.status).toBe(400)
    expect(res.json.code).toBe('insufficient_balance')
    expect(res.json.description).toBe(
      'Insufficient balance: needs 225735 USDT, 10000 USDT available',
    )
    expect(res.json.errors?.[0]).toMatchObject({
      path: 'config',
      message: {
        id: 'error.insufficientBalanceDetail',
        values: { needed: '225735', available: '10000', asset: 'USDT' },
      },
    })
    expect((await usdt(t, token)).toString()).toBe('10000')
  })

  it('refuses a new bot below the minimum asset of 30 (spec §9)', async () => {
    await t.database.db
      .update(paperBalances)
      .set({ free: '29.99' })
      .where(and(eq(paperBalances.userId, userId), eq(paperBalances.asset, 'USDT')))
    const res = await createGrid(t, token)
    expect(res.json).toMatchObject({
      code: 'below_minimum_asset',
      description: 'You need at least 30 USDT to create a bot.',
    })
    await call(t.app, E.paperReset, {}, token)
  })

  it('fills the pair fields from the request, whatever the config says', async () => {
    const res = await createGrid(t, token, { ...gridConfig, coin_symbol: 'ETHUSDT' })
    const view = (await call(t.app, E.botView, { id: res.json.data.id }, token)).json.data
    expect(view.config).toMatchObject({
      exchange_name: 'paper',
      coin_symbol: 'BTCUSDT',
      coin_base_asset: 'BTC',
      coin_quote_asset: 'USDT',
    })
  })

  it('stops a bot once when two stops race: one succeeds, the other is told it has stopped', async () => {
    const id = (await createGrid(t, token)).json.data.id
    await trade(t, 120)
    const before = await usdt(t, token)
    const replies = await Promise.all([
      call(t.app, E.botStop, { id, mode: 'sell' }, token),
      call(t.app, E.botStop, { id, mode: 'sell' }, token),
    ])
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409])
    const equity = (await call(t.app, E.botView, { id }, token)).json.data.performance.equity
    expect((await usdt(t, token)).toString()).toBe(before.add(equity).toString())
  })

  it('moves a bot that stops itself (stop loss) to history with its reason, and releases its funds', async () => {
    const before = await usdt(t, token)
    const res = await createGrid(t, token, {
      ...gridConfig,
      enable_option_stop_loss: true,
      option_stop_loss: 58_500,
    })
    const id = res.json.data.id
    // The test market swings from 60,000 down to 57,600 within the next six hours.
    await trade(t, 6 * 60)
    const view = (await call(t.app, E.botView, { id }, token)).json.data
    expect(view).toMatchObject({
      status: 'stopped',
      reason: { code: 'stop_loss' },
      open_orders: [],
    })
    expect(view.performance.unrealized_pnl).toBe('0')
    expect((await usdt(t, token)).toString()).toBe(
      before.add(view.performance.total_pnl).toString(),
    )
  })

  it('puts a bot that fails to start in history with the reason, and gives its funds back', async () => {
    const runtime = t.deps.trading!.runtime
    const start = runtime.start.bind(runtime)
    runtime.start = () => Promise.reject(new Error('venue unreachable'))
    const before = await usdt(t, token)
    try {
      const res = await createGrid(t, token)
      expect(res.status).toBe(503)
      expect(res.json.code).toBe('trading_unavailable')
    } finally {
      runtime.start = start
    }
    const history = (await call(t.app, E.botList, { status: 'history' }, token)).json.data.items
    expect(history[0]).toMatchObject({
      status: 'stopped',
      reason: { code: 'start_failed', values: { detail: 'venue unreachable' } },
    })
    expect((await usdt(t, token)).toString()).toBe(before.toString())
  })
})
