import {
  futuresGridBotSchema,
  gridBudget,
  gridBotSchema,
  type FuturesGridBotConfig,
  type GridBotConfig,
  type GridDirection,
} from '@atb/contract'
import { D, ceilToStep, dec, floorToStep, str, type Dec } from '../core/decimal'
import type { Amount, Fill, Side, SymbolSpec } from '../core/types'
import { NEVER, applyFill, equityAt, noop, placeIntent, stopWith, type Holdings } from './common'
import { gridLevels, levelQuantities, nearestLevel } from './grid-levels'
import { equityCrossing } from './triggers'
import type {
  BotContext,
  BotEvent,
  BotState,
  CloseReason,
  Intent,
  StepResult,
  Strategy,
} from './types'

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
  closing: { id: string | null; reason: CloseReason; restart: boolean } | null
  holdings: Holdings
  invest: Amount
  gridProfit: Amount
  rounds: number
  lastPrice: number
}

/** What the grid reserves: the contract's budget, the figure the setup form's total is shared from. */
const investOf = (c: AnyGridConfig, _futures: boolean) =>
  gridBudget(c.coin_per_grid, c.number_of_grid)

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
  s.opening = null
  s.pendingSide = null
  const open = openingOrder(s, price)
  if (open) {
    const { id, intent } = placeIntent(s, {
      symbol: s.spec.symbol,
      side: open.side,
      type: 'market',
      qty: str(open.qty),
    })
    s.opening = id
    // The levels on the other side wait for it: the coins (or cash) they need come with its fill.
    s.pendingSide = open.side === 'buy' ? 'sell' : 'buy'
    intents.push(intent)
  }
  placeLevels(s, open?.side ?? null, intents)
}

/**
 * The market order a grid starts with (decision 088). A long grid holds the base its sell levels
 * sell, a short one the short its buy levels buy back, a neutral one none. It trades only the
 * difference from what the bot already holds (an edit starts from its account): a shortfall is
 * bought up to the lot step and the pair's minimum, a surplus sold down to the step, dust kept.
 */
function openingOrder(s: GridState, price: number): { side: Side; qty: Dec } | null {
  if (s.direction === 'neutral') return null
  const needs: Side = s.direction === 'long' ? 'sell' : 'buy'
  let need = new D(0)
  s.sides.forEach((side, i) => {
    if (side === needs) need = need.add(s.levelQty[i]!)
  })
  const contract = new D(s.spec.contractSize ?? 1)
  const held = new D(s.holdings.base).div(contract)
  const diff = (s.direction === 'long' ? need : need.neg()).sub(held)
  const { stepSize, minNotional } = s.spec
  const value = (qty: Dec) => qty.mul(price).mul(contract)
  if (diff.gt(0)) {
    const least = ceilToStep(new D(minNotional).div(value(new D(1))), stepSize)
    return { side: 'buy', qty: D.max(ceilToStep(diff, stepSize), least) }
  }
  const qty = floorToStep(diff.neg(), stepSize)
  return qty.gt(0) && value(qty).gte(minNotional) ? { side: 'sell', qty } : null
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
  reason: CloseReason,
  restart: boolean,
  intents: Intent[],
): StepResult<GridState> {
  s.orders.forEach((id, i) => {
    if (id) intents.push({ type: 'cancel', clientId: id })
    s.orders[i] = null
  })
  const base = new D(s.holdings.base)
  const qty = base.abs().div(s.spec.contractSize ?? 1)
  if (qty.isZero()) return restart ? restartNow(s, intents) : stopWith(s, { code: reason }, intents)
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
  if (fill.liquidation) return stopWith(s, { code: 'liquidated' }, intents)
  if (s.closing) {
    if (fill.clientId !== s.closing.id) return { state: s, intents }
    return s.closing.restart
      ? restartNow(s, intents)
      : stopWith(s, { code: s.closing.reason }, intents)
  }
  if (fill.clientId === s.opening) {
    s.opening = null
    placeLevels(s, s.pendingSide, intents)
    s.pendingSide = null
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
    if (event.clientId === s.closing?.id) return stopWith(s, { code: s.closing.reason }, [])
    if (event.clientId === s.opening) {
      s.opening = null
      placeLevels(s, s.pendingSide, [])
      s.pendingSide = null
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
    // An edit starts from what the account holds, valued now; a new bot from its budget.
    const held = ctx.from?.holdings
    const holdings: Holdings = held
      ? { ...held }
      : { base: '0', cash: investOf(config, futures), fees: '0' }
    const invest = held ? equityAt(held, price) : holdings.cash
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
      holdings,
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
