import type {
  BotEventView,
  BotEventsResponse,
  BotFillView,
  BotPlotResponse,
  BotView,
  LiveBotMessage,
  MarketCandlesResponse,
} from '@atb/contract'
import type { LiveSource } from '../../../../services/live'
import { storyEvents, storyView } from '../../stories/sample'
import { martingaleWith, midCycle } from './cycleSamples'

/** The sample's creation time: 1 Jan 2030, 08:00 UTC. */
const T0 = Date.UTC(2030, 0, 1, 8, 0)
const HOUR = 3_600_000
const iso = (ms: number) => new Date(ms).toISOString()

/** A running spot grid whose figures add up both ways (realised + unrealised − fees = grid + trend). */
export const gridBot = (overrides: Partial<BotView> = {}): BotView => {
  const base = storyView()
  return storyView({
    performance: { ...base.performance, trend_pnl: '5.4' },
    ...overrides,
  })
}

const fill = (seq: number, side: 'buy' | 'sell', price: string, hours: number): BotFillView => ({
  seq,
  client_id: `m${seq}`,
  symbol: 'ETHUSDT',
  side,
  price,
  qty: '0.05',
  fee: '0.17',
  fee_asset: 'USDT',
  time: T0 + hours * HOUR,
})

/** A paused martingale: no round trips, its recent fills instead, losing a little. */
export const martingaleBot = (): BotView => {
  const base = storyView()
  return storyView({
    id: '5b1f8f0e-1a2b-4c3d-8e9f-000000000002',
    kind: 'spot_martingale',
    symbols: ['ETHUSDT'],
    status: 'paused',
    grid_profit: null,
    config: {
      exchange_name: 'binance',
      coin_symbol: 'ETHUSDT',
      coin_base_asset: 'ETH',
      coin_quote_asset: 'USDT',
      coin_initial_opening: 50,
      take_profit_ratio: 1.5,
      coverage_x: 5,
      enable_option_stop_loss: false,
      option_stop_loss: 2800,
      enable_option_take_profit: true,
      option_take_profit: 3600,
    },
    exchange_name: 'binance',
    performance: {
      ...base.performance,
      allocation: '500',
      equity: '487.7',
      realized_pnl: '0',
      unrealized_pnl: '-11.79',
      fees: '0.51',
      total_pnl: '-12.3',
      total_pnl_pct: -2.46,
      grid_profit: null,
      trend_pnl: null,
      apr_pct: -47.2,
      trade_count: 3,
      round_trips: 0,
      runtime_ms: 19 * 86_400_000,
      last_prices: { ETHUSDT: 3180.4 },
    },
    // Both steps bought (0.05 ETH each time): it waits to take profit 1.5 % over 3,310.
    cycle: {
      size: '0.15',
      cost: '496.5',
      average_price: '3310',
      take_profit_price: '3359.65',
      take_profit_distance_pct: 5.6361,
      taking_profit: false,
      next_buy: null,
      steps_used: 2,
      steps_planned: 2,
      lowest_price: null,
      worst_case: '501.465',
      needed_left: '0',
      buys_left: 0,
      fee_reserve_percent: 1,
    },
    open_orders: [],
    round_trips: [],
    recent_fills: [
      fill(3, 'buy', '3240', 30),
      fill(2, 'buy', '3310', 20),
      fill(1, 'buy', '3380', 2),
    ],
  })
}

/** A bot stopped after its run; `mode` keep or sell. */
export const stoppedBot = (mode: 'keep' | 'sell'): BotView =>
  gridBot({
    status: 'stopped',
    stop_mode: mode,
    stopped_at: iso(T0 + 19 * 24 * HOUR),
    reason: null,
    open_orders: [],
  })

export const errorBot = (): BotView =>
  gridBot({
    exchange_name: 'binance',
    status: 'error',
    reason: { code: 'key_refused', values: { exchange: 'binance', detail: 'invalid signature' } },
  })

export const outOfBalanceBot = (): BotView =>
  gridBot({
    status: 'out_of_balance',
    reason: {
      code: 'below_running_minimum',
      values: { asset: 'USDT', available: '8.2', min: '10' },
    },
    open_orders: [],
  })

/** A live bot the profit-share sweep paused: the owner's wallet fell under 10 USDT (decision 067). */
export const walletLowBot = (): BotView =>
  gridBot({
    exchange_name: 'binance',
    status: 'paused',
    reason: { code: 'wallet_low' },
    paused_for: 'wallet_low',
  })

/** A martingale whose free quote cannot pay for the buys its cycle has left, at worst. */
export const lowBalanceBot = (): BotView =>
  martingaleWith(midCycle, {
    warnings: [
      {
        code: 'low_balance',
        asset: 'USDT',
        available: '1000',
        needed: midCycle.needed_left,
        counts: 'cycle',
        buys_left: midCycle.buys_left,
      },
    ],
  })

/** A grid whose edit's orders the venue refused: each says why (decision 088). */
export const refusedOrdersBot = (): BotView => {
  const bot = gridBot({ config_version: 2 })
  const refused = (n: number, side: 'buy' | 'sell', price: string, qty: string) => ({
    id: `r${n}`,
    bot_id: bot.id,
    exchange_name: bot.exchange_name,
    client_id: `${bot.id}.2:${n}`,
    symbol: 'BTCUSDT',
    side,
    type: 'limit' as const,
    price,
    qty,
    status: 'rejected' as const,
    rejection: { code: 'balance' as const },
    created_at: iso(T0 + 5 * HOUR),
  })
  return {
    ...bot,
    rejected_orders: [
      refused(3, 'buy', '58200', '0.00171'),
      refused(2, 'buy', '58800', '0.0017'),
      {
        ...refused(1, 'sell', '62400', '0.0016'),
        rejection: { code: 'venue_error', detail: 'Account has insufficient balance' },
      },
    ],
  }
}

/** Hourly BTC candles around the sample's fills, deterministic so screenshots hold still. */
export function storyCandles(symbol = 'BTCUSDT', start = 60_000): MarketCandlesResponse {
  let close = start
  const candles = Array.from({ length: 96 }, (_, i) => {
    const open = close
    close = open * (1 + Math.sin(i / 5) * 0.004 + Math.cos(i / 3) * 0.002)
    const high = Math.max(open, close) * 1.002
    const low = Math.min(open, close) * 0.998
    return [T0 - 12 * HOUR + i * HOUR, open, high, low, close, 12] as [
      number,
      number,
      number,
      number,
      number,
      number,
    ]
  })
  return { source: 'replay', symbol, interval: '1h', candles }
}

const event = (e: Partial<BotEventView> & Pick<BotEventView, 'id' | 'type'>): BotEventView => ({
  time: iso(T0),
  from: null,
  to: null,
  reason: null,
  changes: [],
  version: null,
  sold: null,
  mode: null,
  ...e,
})

/** Every kind of event, newest first: a stop that sold, the sale, an error and its recovery. */
export const allEvents: BotEventView[] = [
  event({
    id: 'e7',
    type: 'stopped',
    time: iso(T0 + 40 * HOUR),
    from: 'running',
    to: 'stopped',
    mode: 'sell',
    reason: { code: 'stopped_by_user_sold' },
  }),
  event({
    id: 'e6',
    type: 'sold',
    time: iso(T0 + 40 * HOUR),
    sold: { qty: '0.0165', price: '60420.5', quote: '996.94' },
  }),
  event({ id: 'e5', type: 'status', time: iso(T0 + 9 * HOUR), from: 'error', to: 'running' }),
  event({
    id: 'e4',
    type: 'status',
    time: iso(T0 + 7 * HOUR),
    from: 'running',
    to: 'error',
    reason: { code: 'key_refused', values: { exchange: 'binance', detail: 'invalid signature' } },
  }),
  event({
    id: 'e3b',
    type: 'config',
    time: iso(T0 + 6 * HOUR),
    version: 3,
    changes: [
      { field: 'enable_option_stop_loss', from: false, to: true },
      { field: 'option_stop_loss', from: null, to: 55000 },
    ],
  }),
  ...storyEvents,
]

export const eventsPage = (items = allEvents, total = items.length): BotEventsResponse => ({
  items,
  total,
  page: 1,
  page_size: 20,
})

/** A live source whose bot events the story sends itself; tickers stay silent. */
export function storyLive() {
  const listeners = new Set<(event: LiveBotMessage) => void>()
  const source: LiveSource = {
    subscribeTicker: () => () => undefined,
    getTicker: () => undefined,
    subscribeBots(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getStatus: () => 'live',
    onStatus: () => () => undefined,
  }
  const emit = (event: LiveBotMessage) => listeners.forEach((listener) => listener(event))
  return { source, emit }
}

/** A running position_trading bot on Paper: golden cross of SMA 10 over SMA 30 on 4-hour bars. */
export const positionBot = (): BotView =>
  storyView({
    id: '5b1f8f0e-1a2b-4c3d-8e9f-000000000009',
    kind: 'position_trading',
    grid_profit: null,
    config: {
      exchange_name: 'paper',
      coin_symbol: 'BTCUSDT',
      coin_base_asset: 'BTC',
      coin_quote_asset: 'USDT',
      total_amount: 1000,
      order_amount: 500,
      interval: '4h',
      regime: 'golden_cross',
      fast_length: 10,
      slow_length: 30,
      confirm_bars: 2,
      enable_option_take_profit: false,
      enable_option_stop_loss: false,
    },
  })

const FOUR_HOURS = 4 * HOUR

/** The mean of the `n` closes up to each bar, from the `n`-th bar on. */
function sma(rows: readonly [number, number, number, number, number, number][], n: number) {
  return rows.slice(n - 1).map((row, i) => ({
    time: row[0],
    value: rows.slice(i, i + n).reduce((sum, r) => sum + r[4], 0) / n,
  }))
}

/**
 * `/robot/plot` for `positionBot`: 120 four-hour candles that rise, fall and rise again, its two
 * averages, and the decisions its golden cross made. `pane` adds a line on its own axis and a
 * shape, as other quant kinds draw (an oscillator, a neckline).
 */
export function storyPlot({ pane = false } = {}): BotPlotResponse {
  let close = 60_000
  const candles = Array.from({ length: 120 }, (_, i) => {
    const open = close
    close = open * (1 + Math.sin(i / 14) * 0.012 + Math.cos(i / 4) * 0.004)
    const high = Math.max(open, close) * 1.003
    const low = Math.min(open, close) * 0.997
    return [T0 - 120 * FOUR_HOURS + i * FOUR_HOURS, open, high, low, close, 12] as [
      number,
      number,
      number,
      number,
      number,
      number,
    ]
  })
  const fast = sma(candles, 10)
  const slow = sma(candles, 30)
  const marks: BotPlotResponse['marks'] = []
  let streak = 0
  for (const point of slow) {
    const f = fast.find((p) => p.time === point.time)!.value
    streak = f > point.value ? Math.max(streak, 0) + 1 : Math.min(streak, 0) - 1
    const close = candles.find((c) => c[0] === point.time)![4]
    if (streak === 2)
      marks.push({
        time: point.time + FOUR_HOURS,
        side: 'BUY',
        price: close,
        reason: 'SMA 10 above SMA 30 for 2 bars',
      })
    if (streak === -2)
      marks.push({
        time: point.time + FOUR_HOURS,
        side: 'SELL',
        price: close,
        reason: 'SMA 10 below SMA 30 for 2 bars',
      })
  }
  const lines: BotPlotResponse['lines'] = [
    { name: 'SMA 10', axis: 'price', points: fast },
    { name: 'SMA 30', axis: 'price', points: slow },
  ]
  if (!pane) return { interval: '4h', candles, lines, shapes: [], marks }
  const momentum = candles.slice(14).map((c, i) => ({
    time: c[0],
    value: 50 + ((c[4] - candles[i]![4]) / candles[i]![4]) * 1000,
  }))
  const a = candles[40]!
  const b = candles[90]!
  return {
    interval: '4h',
    candles,
    lines: [...lines, { name: 'Momentum 14', axis: 'pane', points: momentum }],
    shapes: [
      { name: 'Neckline', from: { time: a[0], price: a[3] }, to: { time: b[0], price: b[3] } },
    ],
    marks,
  }
}
