import {
  GRID_INVEST_RESERVE,
  futuresGridBotSchema,
  gridBotSchema,
  type FuturesGridBotConfig,
  type GridBotConfig,
  type GridDirection,
} from '@atb/contract'
import { D, dec, str } from '../core/decimal'
import type { Amount, Fill, Side, SymbolSpec } from '../core/types'
import { NEVER, applyFill, noop, placeIntent, stopWith, type Holdings } from './common'
import { gridLevels, levelQuantities, nearestLevel } from './grid-levels'
import { equityCrossing } from './triggers'
import type { BotContext, BotEvent, BotState, Intent, StepResult, Strategy } from './types'

type AnyGridConfig = GridBotConfig &
  Partial<Pick<FuturesGridBotConfig, 'leverage' | 'margin_type' | 'direction'>>

export interface GridState extends BotState {
  config: AnyGridConfig
  spec: SymbolSpec
  futures: boolean
  direction: GridDirection
  levels: number[]
  levelQty: Amount[]
  orders: (string | null)[]
  sides: (Side | null)[]
  /** Price of the fill an order is the counterpart of; its fill completes a round trip. */
  entry: (number | null)[]
  opening: string | null
  pendingSide: Side | null
  closing: { id: string | null; reason: string; restart: boolean } | null
  holdings: Holdings
  invest: Amount
  gridProfit: Amount
  rounds: number
  lastPrice: number
}

const investOf = (c: AnyGridConfig, _futures: boolean) =>
  str(new D(c.coin_per_grid).mul(c.number_of_grid).mul(new D(1).add(GRID_INVEST_RESERVE)))

function start(s: GridState, price: number, intents: Intent[]) {
  const c = s.config
  const notional = c.coin_per_grid * (s.futures ? (c.leverage ?? 1) : 1)
  s.levels = gridLevels(
    c.lower_price,
    c.upper_price,
    c.number_of_grid,
    c.grid_mode,
    s.spec.tickSize,
  )
  s.levelQty = levelQuantities(s.levels, notional, s.spec)
  const skip = nearestLevel(s.levels, price)
  s.sides = s.levels.map((level, i) => (i === skip ? null : level < price ? 'buy' : 'sell'))
  s.orders = s.levels.map(() => null)
  s.entry = s.levels.map(() => null)
  s.pendingSide = s.direction === 'neutral' ? null : s.direction === 'long' ? 'sell' : 'buy'
  let opening = new D(0)
  s.sides.forEach((side, i) => {
    if (side === s.pendingSide) opening = opening.add(s.levelQty[i]!)
  })
  s.opening = null
  if (s.pendingSide && opening.gt(0)) {
    const side: Side = s.pendingSide === 'sell' ? 'buy' : 'sell'
    const { id, intent } = placeIntent(s, {
      symbol: s.spec.symbol,
      side,
      type: 'market',
      qty: str(opening),
    })
    s.opening = id
    intents.push(intent)
  }
  placeLevels(s, s.opening ? (s.pendingSide === 'sell' ? 'buy' : 'sell') : null, intents)
}

function placeLevels(s: GridState, only: Side | null, intents: Intent[]) {
  s.sides.forEach((side, i) => {
    if (!side || s.orders[i] || (only && side !== only)) return
    place(s, i, side, s.levelQty[i]!, intents)
  })
}

function place(s: GridState, i: number, side: Side, qty: Amount, intents: Intent[]) {
  const { id, intent } = placeIntent(s, {
    symbol: s.spec.symbol,
    side,
    type: 'limit',
    price: s.levels[i]!,
    qty,
  })
  s.orders[i] = id
  s.sides[i] = side
  intents.push(intent)
}

function closeAll(
  s: GridState,
  reason: string,
  restart: boolean,
  intents: Intent[],
): StepResult<GridState> {
  s.orders.forEach((id, i) => {
    if (id) intents.push({ type: 'cancel', clientId: id })
    s.orders[i] = null
  })
  const base = new D(s.holdings.base)
  const qty = base.abs().div(s.spec.contractSize ?? 1)
  if (qty.isZero()) return restart ? restartNow(s, intents) : stopWith(s, reason, intents)
  const { id, intent } = placeIntent(s, {
    symbol: s.spec.symbol,
    side: base.gt(0) ? 'sell' : 'buy',
    type: 'market',
    qty: str(qty),
    ...(s.futures ? { reduceOnly: true } : {}),
  })
  s.closing = { id, reason, restart }
  s.watch = NEVER
  intents.push(intent)
  return { state: s, intents }
}

function restartNow(s: GridState, intents: Intent[]): StepResult<GridState> {
  s.closing = null
  s.invest = str(new D(s.holdings.cash).add(new D(s.holdings.base).mul(s.lastPrice)))
  s.rounds = 0
  start(s, s.lastPrice, intents)
  return settle(s, intents)
}

/** Checks take-profit and stop-loss conditions, then sets the idle band for the next ticks. */
function settle(s: GridState, intents: Intent[]): StepResult<GridState> {
  const c = s.config
  const invest = Number(s.invest)
  let low = c.option_stop_loss ?? -Infinity
  let high = Infinity
  if (c.option_profit_times !== undefined && s.rounds >= c.option_profit_times)
    return closeAll(s, 'take_profit', c.is_recurring, intents)
  if (c.option_earning !== undefined) {
    const x = equityCrossing(s.holdings, invest + c.option_earning, 'above')
    if (x.now) return closeAll(s, 'take_profit', c.is_recurring, intents)
    low = Math.max(low, x.low)
    high = Math.min(high, x.high)
  }
  if (c.option_stop_loss_percent !== undefined) {
    const x = equityCrossing(s.holdings, invest * (1 - c.option_stop_loss_percent / 100), 'below')
    if (x.now) return closeAll(s, 'stop_loss', false, intents)
    low = Math.max(low, x.low)
    high = Math.min(high, x.high)
  }
  s.watch = { low, high, at: Infinity }
  return { state: s, intents }
}

function onFill(s: GridState, fill: Fill, intents: Intent[]): StepResult<GridState> {
  s.holdings = applyFill(s.holdings, fill, s.spec.contractSize)
  s.lastPrice = fill.price
  if (fill.liquidation) return stopWith(s, 'liquidated', intents)
  if (s.closing) {
    if (fill.clientId !== s.closing.id) return { state: s, intents }
    return s.closing.restart ? restartNow(s, intents) : stopWith(s, s.closing.reason, intents)
  }
  if (fill.clientId === s.opening) {
    s.opening = null
    placeLevels(s, s.pendingSide, intents)
    return settle(s, intents)
  }
  const i = s.orders.indexOf(fill.clientId)
  if (i < 0) return settle(s, intents)
  s.orders[i] = null
  const entry = s.entry[i]
  s.entry[i] = null
  if (entry !== null && entry !== undefined) {
    const [exit, enter] = [dec(String(fill.price)), dec(String(entry))]
    const gain = (fill.side === 'sell' ? exit.sub(enter) : enter.sub(exit)).mul(dec(fill.qty))
    s.gridProfit = str(
      (s.spec.contractSize ? gain.mul(dec(s.spec.contractSize)) : gain).add(dec(s.gridProfit)),
    )
    s.rounds++
  }
  const j = fill.side === 'buy' ? i + 1 : i - 1
  if (j >= 0 && j < s.levels.length && !s.orders[j]) {
    place(s, j, fill.side === 'buy' ? 'sell' : 'buy', fill.qty, intents)
    s.entry[j] = fill.price
  }
  return settle(s, intents)
}

const draft = (s: GridState): GridState => ({
  ...s,
  orders: s.orders.slice(),
  sides: s.sides.slice(),
  entry: s.entry.slice(),
})

function step(state: GridState, event: BotEvent): StepResult<GridState> {
  if (state.stopped) return noop(state)
  if (event.type === 'tick') {
    const s = draft(state)
    s.lastPrice = event.price
    if (s.config.option_stop_loss !== undefined && event.price <= s.config.option_stop_loss)
      return closeAll(s, 'stop_loss', false, [])
    return settle(s, [])
  }
  if (event.type === 'fill') return onFill(draft(state), event.fill, [])
  if (event.type === 'rejected') {
    const s = draft(state)
    if (event.clientId === s.closing?.id) return stopWith(s, s.closing.reason, [])
    if (event.clientId === s.opening) {
      s.opening = null
      placeLevels(s, s.pendingSide, [])
    }
    const i = s.orders.indexOf(event.clientId)
    if (i >= 0) s.orders[i] = null
    return settle(s, [])
  }
  return noop(state)
}

function init(kind: 'spot' | 'futures') {
  return (config: AnyGridConfig, ctx: BotContext): StepResult<GridState> => {
    const spec = ctx.symbols[0]!
    const price = ctx.prices[spec.symbol]!
    const futures = kind === 'futures'
    const invest = investOf(config, futures)
    const s: GridState = {
      botId: ctx.botId,
      seq: 0,
      watch: NEVER,
      stopped: null,
      config,
      spec,
      futures,
      direction: futures ? (config.direction ?? 'neutral') : 'long',
      levels: [],
      levelQty: [],
      orders: [],
      sides: [],
      entry: [],
      opening: null,
      pendingSide: null,
      closing: null,
      holdings: { base: '0', cash: invest, fees: '0' },
      invest,
      gridProfit: '0',
      rounds: 0,
      lastPrice: price,
    }
    const intents: Intent[] = []
    start(s, price, intents)
    return settle(s, intents)
  }
}

export const spotGrid: Strategy<GridBotConfig, GridState> = {
  kind: 'spot_grid',
  market: 'spot',
  schema: gridBotSchema,
  account: (c, spec) => ({ balances: { [spec.quote]: investOf(c, false) } }),
  init: init('spot'),
  step,
}

export const futuresGrid: Strategy<FuturesGridBotConfig, GridState> = {
  kind: 'futures_grid',
  market: 'futures',
  schema: futuresGridBotSchema,
  account: (c, spec) => ({
    balances: { [spec.quote]: investOf(c, true) },
    leverage: c.leverage,
    marginType: c.margin_type,
  }),
  init: init('futures'),
  step,
}
