import type { QuantBaseConfig, QuantKind } from '@atb/contract'
import type { AnyObject, Schema } from 'yup'
import { D, str } from '../core/decimal'
import { draft, noop, stopWith } from '../strategies/common'
import {
  avgEntry,
  book,
  close,
  open,
  positionOf,
  positionState,
  watchExits,
  type PositionState,
} from '../strategies/position'
import type { BotContext, BotEvent, Intent, StepResult, Strategy } from '../strategies/types'

export interface QuantState extends PositionState {
  config: QuantBaseConfig
}

/** Take profit and stop loss as prices from the average entry; NaN while off or flat. */
function exits(s: QuantState) {
  const c = s.config
  const avg = avgEntry(s)
  const long = positionOf(s) > 0
  s.tp = long && c.option_take_profit !== undefined ? avg * (1 + c.option_take_profit / 100) : NaN
  s.sl = long && c.option_stop_loss !== undefined ? avg * (1 - c.option_stop_loss / 100) : NaN
  watchExits(s)
}

/**
 * A rule's decision: BUY enters a long of `order_amount` (or the cash left, when less and still
 * above the symbol's minimum order) while flat; SELL leaves the long. One position at a time, no
 * adding: the rule decides entries, the follower only sizes them.
 */
function onSignal(s: QuantState, side: 'BUY' | 'SELL', intents: Intent[]) {
  if (s.pending.length) return
  const pos = positionOf(s)
  if (side === 'SELL') {
    if (pos > 0) close(s, intents)
    return
  }
  if (pos !== 0) return
  const cash = new D(s.holdings.cash)
  const amount = D.min(cash, s.config.order_amount)
  if (amount.lt(s.spec.minNotional)) return
  open(s, 'buy', str(amount), 1, intents)
}

function step(state: QuantState, event: BotEvent): StepResult<QuantState> {
  if (state.stopped) return noop(state)
  const s = draft(state)
  const intents: Intent[] = []
  if (event.type === 'signal') {
    if (event.symbol && event.symbol !== s.spec.symbol) return noop(state)
    if (event.price) s.lastPrice = event.price
    onSignal(s, event.side, intents)
  } else if (event.type === 'tick') {
    s.lastPrice = event.price
    const pos = positionOf(s)
    const hit = pos > 0 && !s.pending.length && (event.price >= s.tp || event.price <= s.sl)
    if (hit) close(s, intents)
  } else if (event.type === 'fill') {
    book(s, event.fill)
    if (event.fill.liquidation) return stopWith(s, { code: 'liquidated' }, intents)
  } else if (event.type === 'rejected') {
    s.pending = s.pending.filter((id) => id !== event.clientId)
  } else return noop(state)
  exits(s)
  if (intents.length) s.watch = { low: -Infinity, high: Infinity, at: Infinity }
  return { state: s, intents }
}

function init(config: QuantBaseConfig, ctx: BotContext): StepResult<QuantState> {
  const spec = ctx.symbols[0]!
  const s: QuantState = {
    ...positionState(ctx.botId, spec, false, String(config.total_amount), ctx.prices[spec.symbol]!),
    config,
  }
  return { state: s, intents: [] }
}

/**
 * A quant kind on spot: its rule (host side, `RuleSignal`) turns closed bars into BUY and SELL
 * signals; this follower holds one long at a time and manages its take profit and stop loss.
 */
export function quantStrategy(
  kind: QuantKind,
  schema: Schema<AnyObject>,
): Strategy<QuantBaseConfig, QuantState> {
  return {
    kind,
    market: 'spot',
    schema,
    account: (c, spec) => ({ balances: { [spec.quote]: String(c.total_amount) } }),
    init,
    step,
  }
}
