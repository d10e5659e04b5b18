import { D, str } from '../core/decimal'
import type { Amount, Fill, OrderRequest, SymbolSpec } from '../core/types'
import { NEVER, applyFill, placeIntent, type Holdings } from './common'
import type { BotState, Intent } from './types'

/** State shared by bots that hold one position at a time (signal, manual, DCA). */
export interface PositionState extends BotState {
  spec: SymbolSpec
  futures: boolean
  holdings: Holdings
  /** Cost and size of the open position, for its average entry. */
  cost: Amount
  size: Amount
  entries: number
  pending: string[]
  lastPrice: number
  /** Take profit and stop loss as prices, recomputed at every fill; NaN when off. */
  tp: number
  sl: number
  closes: number
  invest: Amount
}

export function positionState(
  botId: string,
  spec: SymbolSpec,
  futures: boolean,
  invest: Amount,
  price: number,
): PositionState {
  return {
    botId,
    seq: 0,
    watch: NEVER,
    stopped: null,
    spec,
    futures,
    holdings: { base: '0', cash: invest, fees: '0' },
    cost: '0',
    size: '0',
    entries: 0,
    pending: [],
    lastPrice: price,
    tp: NaN,
    sl: NaN,
    closes: 0,
    invest,
  }
}

export const positionOf = (s: PositionState) => Number(s.holdings.base)
export const avgEntry = (s: PositionState) => (Number(s.size) ? Number(s.cost) / Number(s.size) : 0)

export function order(
  s: PositionState,
  o: Omit<OrderRequest, 'clientId' | 'symbol'>,
  intents: Intent[],
) {
  const { id, intent } = placeIntent(s, { ...o, symbol: s.spec.symbol })
  s.pending = [...s.pending, id]
  intents.push(intent)
}

/** Opens or adds: spot by quote amount, futures by margin × leverage at the last price. */
export function open(
  s: PositionState,
  side: 'buy' | 'sell',
  quote: Amount,
  leverage: number,
  intents: Intent[],
) {
  if (!s.futures) return order(s, { side, type: 'market', quoteQty: quote }, intents)
  const qty = new D(quote)
    .mul(leverage)
    .div(s.lastPrice)
    .div(s.spec.contractSize ?? 1)
  order(s, { side, type: 'market', qty: str(qty) }, intents)
}

export function close(s: PositionState, intents: Intent[]) {
  const base = new D(s.holdings.base)
  if (base.isZero()) return
  const qty = base.abs().div(s.spec.contractSize ?? 1)
  order(
    s,
    {
      side: base.gt(0) ? 'sell' : 'buy',
      type: 'market',
      qty: str(qty),
      ...(s.futures ? { reduceOnly: true } : {}),
    },
    intents,
  )
}

/** Books a fill; returns true when it flattened the position. */
export function book(s: PositionState, fill: Fill): boolean {
  const before = new D(s.holdings.base)
  s.holdings = applyFill(s.holdings, fill, s.spec.contractSize)
  s.pending = s.pending.filter((id) => id !== fill.clientId)
  s.lastPrice = fill.price
  const after = new D(s.holdings.base)
  if (after.abs().gt(before.abs())) {
    s.cost = str(new D(s.cost).add(fill.quote))
    s.size = str(new D(s.size).add(new D(fill.qty).mul(s.spec.contractSize ?? 1)))
    s.entries++
    return false
  }
  if (!after.isZero() && !before.isZero()) return false
  s.cost = '0'
  s.size = '0'
  s.entries = 0
  s.closes++
  return true
}

/** Sets the idle band to the take-profit and stop-loss prices of the open position. */
export function watchExits(s: PositionState) {
  const pos = positionOf(s)
  if (pos === 0 || s.pending.length) {
    s.watch = NEVER
    return
  }
  const up = pos > 0 ? s.tp : s.sl
  const down = pos > 0 ? s.sl : s.tp
  s.watch = {
    low: Number.isNaN(down) ? -Infinity : down,
    high: Number.isNaN(up) ? Infinity : up,
    at: Infinity,
  }
}

export const equity = (s: PositionState, price: number) =>
  Number(s.holdings.cash) + positionOf(s) * price
