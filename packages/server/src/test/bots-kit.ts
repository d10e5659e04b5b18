import { endpoints as E } from '@atb/contract'
import { D } from '@atb/engine'
import { call, type TestApp } from './harness'
import { credit } from '../services/wallet/wallet'

/** A spot grid on BTCUSDT around the test feed's 60,000 mid: 10 levels of 50 USDT (505 USDT reserved). */
export const gridConfig = {
  number_of_grid: 10,
  coin_per_grid: 50,
  space_of_grid: 1,
  upper_price: 62_000,
  lower_price: 58_000,
}
export const GRID_ALLOCATION = '505'

export const createGrid = (t: TestApp, token: string, config: object = gridConfig) =>
  call(
    t.app,
    E.botCreate,
    { kind: 'spot_grid', exchange_name: 'paper', symbol: 'BTCUSDT', config, agree_risk: true },
    token,
  )

/**
 * Saves an edit as the app does: the dry run first, then the save with the reviewed plan's
 * fingerprint (decision 088). A preview the server refuses is returned as the answer.
 */
export async function reviewedUpdate(
  t: TestApp,
  token: string,
  id: string,
  config: Record<string, unknown>,
) {
  const preview = await call(t.app, E.botUpdatePreview, { id, config }, token)
  if (preview.status !== 200) return preview
  const plan = preview.json.data.fingerprint as string
  return call(t.app, E.botUpdate, { id, config, plan }, token)
}

/** A forex manual Paper bot on EURUSD: 100 USD reserved. */
export const forexBot = {
  kind: 'forex_manual',
  exchange_name: 'paper',
  symbol: 'EURUSD',
  config: {
    side: 'BUY',
    capital: { type: 0, amount: 100 },
    coinInitial: { type: 0, amount: 50 },
    takeProfit: { type: 0, amount: 10 },
    stopLoss: { type: 0, amount: 10 },
    earning: 5,
  },
  agree_risk: true,
}

/** A position_trading Paper bot on 15-minute bars: long while the close stays above SMA 20. */
export const positionBot = {
  kind: 'position_trading',
  exchange_name: 'paper',
  symbol: 'BTCUSDT',
  config: {
    total_amount: 300,
    order_amount: 100,
    interval: '15m',
    regime: 'close_above',
    fast_length: 5,
    slow_length: 20,
    confirm_bars: 1,
    enable_option_take_profit: false,
    enable_option_stop_loss: false,
  },
  agree_risk: true,
  agree_share_profit: true,
}

/** Moves the market `minutes` ahead and waits until the host has stored what it did. */
export async function trade(t: TestApp, minutes: number) {
  t.feed!.advance(minutes)
  await t.flush()
}

export async function usdt(t: TestApp, token: string) {
  const res = await call(t.app, E.paperBalances, {}, token)
  const row = (res.json.data.balances as { asset: string; free: string }[]).find(
    (b) => b.asset === 'USDT',
  )
  return new D(row?.free ?? 0)
}

/** Records every bot status the user's live channel carries, in order. */
export async function watchStatuses(t: TestApp, token: string): Promise<string[]> {
  const statuses: string[] = []
  const userId = (await call(t.app, E.profile, {}, token)).json.data.id as string
  t.deps.live.listen(userId, (e) => {
    if (e.type === 'bot.status') statuses.push(e.status)
  })
  return statuses
}

let funded = 0
/** Credits the user's USDT wallet (a live bot needs 30 there, decision 067). */
export async function fundWallet(t: TestApp, token: string, amount: string) {
  const userId = (await call(t.app, E.profile, {}, token)).json.data.id as string
  await credit(t.database.db, userId, amount, `test-fund:${userId}:${++funded}`, t.clock.now())
  return userId
}
