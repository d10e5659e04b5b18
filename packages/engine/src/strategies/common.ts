import { dec, str } from '../core/decimal'
import type { BotReason } from '@atb/contract'
import type { Amount, Fill, OrderRequest } from '../core/types'
import type { BotState, Holdings, Intent, StepResult, Watch } from './types'

export const NO_INTENTS: readonly Intent[] = Object.freeze([])
export const ALWAYS: Watch = { low: Infinity, high: -Infinity, at: -Infinity }
export const NEVER: Watch = { low: -Infinity, high: Infinity, at: Infinity }

export const noop = <S>(state: S): StepResult<S> => ({ state, intents: NO_INTENTS })

/** Whether a tick falls outside the bot's idle band (the runner's and backtester's one check). */
export const wants = (w: Watch, price: number, time: number) =>
  price <= w.low || price >= w.high || time >= w.at

/** A copy whose top-level fields the step may reassign; nested arrays it changes must be copied too. */
export const draft = <S extends object>(state: S): S => ({ ...state })

export function placeIntent(
  state: BotState,
  order: Omit<OrderRequest, 'clientId'>,
): { id: string; intent: Intent } {
  const id = `${state.botId}:${++state.seq}`
  return { id, intent: { type: 'place', order: { ...order, clientId: id } } }
}

export type { Holdings }

export function applyFill(h: Holdings, fill: Fill, contractSize: Amount = '1'): Holdings {
  const qty = contractSize === '1' ? dec(fill.qty) : dec(fill.qty).mul(dec(contractSize))
  const fee = dec(fill.fee)
  const buy = fill.side === 'buy'
  let cash = buy
    ? dec(h.cash).sub(dec(fill.quote)).sub(fee)
    : dec(h.cash).add(dec(fill.quote)).sub(fee)
  // Funding arrives as a zero-quantity fill; a liquidation's lost maintenance margin is in its fee.
  if (fill.qty === '0' && fill.realizedPnl) cash = cash.add(dec(fill.realizedPnl))
  return {
    base: str(buy ? dec(h.base).add(qty) : dec(h.base).sub(qty)),
    cash: str(cash),
    fees: fee.isZero() ? h.fees : str(dec(h.fees).add(fee)),
  }
}

export const num = (a: Amount) => Number(a)

export const stopWith = <S extends BotState>(
  state: S,
  reason: BotReason,
  intents: Intent[],
): StepResult<S> => {
  state.stopped = reason.code
  state.watch = NEVER
  return { state, intents: [...intents, { type: 'stop', reason }] }
}

/** What a bot's own state booked of its account, for strategies that keep holdings (an edit's default). */
export function bookedHoldings(state: BotState | null | undefined): Holdings | undefined {
  const h = (state as { holdings?: Partial<Holdings> } | null | undefined)?.holdings
  return h && typeof h.base === 'string' && typeof h.cash === 'string'
    ? { base: h.base, cash: h.cash, fees: h.fees ?? '0' }
    : undefined
}

/** What holdings are worth at `price`: cash plus the base (a futures position: signed) at that price. */
export const equityAt = (h: Holdings, price: number) =>
  str(dec(h.cash).add(dec(h.base).mul(dec(String(price)))))
