import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { D, ReplayFeed } from '@atb/engine'
import { systemClock } from '../lib/deps'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { reviewedUpdate } from '../test/bots-kit'
import { liveUrl, TestSocket } from '../test/socket'

/**
 * Issue 10's "done when", with every real part: the replay market at MARKET_REPLAY_SPEED=60, the
 * hosted runner on the database, the live socket. A new account, through the API alone, sees the
 * replay market, creates a spot grid on Paper, watches fills arrive over the socket, pauses,
 * updates and stops it with sell, and finds it in history with its realised PnL.
 */
describe.each(databaseKinds)('a new account runs a grid on the replay market, on %s', (kind) => {
  let t: TestApp
  let token: string
  let socket: TestSocket
  let id: string

  beforeAll(async () => {
    // The replay market in real time: the harness's test feed and test clock are replaced.
    t = await startTestApp(kind, {
      clock: systemClock,
      market: new ReplayFeed({ speed: 60 }),
    })
    token = await signup(t, 'done-when@example.com')
    socket = await TestSocket.ready(await liveUrl(t.app), token)
  })
  afterAll(async () => {
    socket?.close()
    await t?.close()
  })

  it('sees the replay market, marked as replayed', async () => {
    const symbols = (await call(t.app, E.marketSymbols, { market: 'crypto' }, token)).json.data
    expect(symbols.source).toBe('replay')
    expect(symbols.symbols.map((s: { symbol: string }) => s.symbol)).toContain('BTCUSDT')
    const tickers = (await call(t.app, E.marketTickers, { symbols: 'BTCUSDT' }, token)).json.data
    expect(tickers.tickers[0]).toMatchObject({ symbol: 'BTCUSDT', source: 'replay' })
  })

  it('creates a spot grid on Paper and watches its fills arrive over the socket', async () => {
    const last = (await call(t.app, E.marketTickers, { symbols: 'BTCUSDT' }, token)).json.data
      .tickers[0].last as number
    const config = {
      number_of_grid: 10,
      coin_per_grid: 50,
      space_of_grid: 0.3,
      upper_price: Math.round(last * 1.02),
      lower_price: Math.round(last * 0.98),
    }
    const created = await call(
      t.app,
      E.botCreate,
      { kind: 'spot_grid', exchange_name: 'paper', symbol: 'BTCUSDT', config, agree_risk: true },
      token,
    )
    expect(created.status).toBe(200)
    id = created.json.data.id
    expect(created.json.data.status).toBe('running')
    const fill = await socket.next('bot.fill', (m) => m.botId === id)
    expect(fill.fill.symbol).toBe('BTCUSDT')
    const view = (await call(t.app, E.botView, { id }, token)).json.data
    expect(view.performance.trade_count).toBeGreaterThan(0)
  }, 60_000)

  it('pauses, then updates the settings with what changed', async () => {
    const paused = await call(t.app, E.botPause, { id }, token)
    expect(paused.json.data?.status, JSON.stringify(paused.json)).toBe('paused')
    await socket.next('bot.status', (m) => m.botId === id && m.status === 'paused')
    const config = (await call(t.app, E.botView, { id }, token)).json.data.config
    const updated = await reviewedUpdate(t, token, id, { ...config, number_of_grid: 8 })
    expect(updated.json.data?.config_version, JSON.stringify(updated.json)).toBe(2)
    expect(updated.json.data.changes).toEqual([{ field: 'number_of_grid', from: 10, to: 8 }])
    expect((await call(t.app, E.botResume, { id }, token)).json.data.status).toBe('running')
  })

  it('stops with sell and finds the bot in history with its realised PnL', async () => {
    const stop = await call(t.app, E.botStop, { id, mode: 'sell' }, token)
    expect(stop.json.data).toMatchObject({ status: 'stopped', stop_mode: 'sell' })
    await socket.next('bot.status', (m) => m.botId === id && m.status === 'stopped')
    const view = (await call(t.app, E.botView, { id }, token)).json.data
    expect(view.open_orders).toEqual([])
    const history = (await call(t.app, E.botList, { status: 'history' }, token)).json.data
    expect(history.items).toHaveLength(1)
    expect(history.items[0]).toMatchObject({ id, status: 'stopped' })
    expect(history.items[0].realized_pnl).toBe(view.performance.realized_pnl)
    expect(history.items[0].realized_pnl).toMatch(/^-?\d+(\.\d+)?$/)
    // Everything sold: the Paper wallet holds 10,000 USDT plus the bot's total PnL, exactly.
    const balances = (await call(t.app, E.paperBalances, {}, token)).json.data.balances as {
      asset: string
      free: string
    }[]
    const usdt = balances.find((b) => b.asset === 'USDT')!.free
    expect(usdt).toBe(new D(10_000).add(view.performance.total_pnl).toString())
  })
})
