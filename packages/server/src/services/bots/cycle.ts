import {
  BUDGET_FEE_RESERVE_PERCENT,
  coverageStepCount,
  dcaBudget,
  martingaleBudget,
  martingaleOrders,
  martingaleOrdersLeft,
  martingaleTakeProfitPercent,
  priceAbove,
  worstCaseOf,
  type BotCycle,
  type BotNextBuy,
} from '@atb/contract'
import { D, type Dec, type DcaState, type MartingaleState } from '@atb/engine'

/** Kinds whose page shows a cycle: a position averaged down (martingale) or in (DCA). */
export const cycleKinds: readonly string[] = ['spot_martingale', 'dca']

/** A computed price keeps 12 significant digits: what any pair's tick needs, without division noise. */
const price = (value: string | number | Dec) => new D(value).toSignificantDigits(12).toFixed()

/** How far `target` is above `mark`, in percent. */
const distance = (target: string | null, mark: number | undefined) =>
  target === null || mark === undefined || mark <= 0
    ? null
    : new D(target).div(mark).sub(1).mul(100).toDecimalPlaces(4).toNumber()

interface Position {
  size: Dec
  cost: Dec
  /** Unrounded, so the take profit is computed from it and rounded once. */
  average: Dec | null
}

function positionOf(size: string, cost: string): Position {
  const base = new D(size)
  const quote = new D(cost)
  return { size: base, cost: quote, average: base.gt(0) ? quote.div(base) : null }
}

/**
 * A martingale's cycle as the engine keeps it (strategies/martingale.ts): the cycle's buys (cost,
 * bought, the average), the coverage steps done and its last buy. What is left is walked with the
 * wizard's function from the last buy; before the first buy fills it is the whole plan.
 */
function martingaleCycle(s: MartingaleState, mark: number | undefined): BotCycle {
  const c = s.config
  const at = positionOf(s.bought, s.cost)
  const started = at.size.gt(0)
  const taking = s.phase === 'trailing' || s.phase === 'selling'
  const waitsForEntry = s.phase === 'entry' && c.option_entry_price !== undefined
  const left = started
    ? martingaleOrdersLeft(c, {
        steps: s.steps,
        lastBuyPrice: s.lastBuyPrice,
        lastOrderQuote: s.lastOrderQuote,
      })
    : martingaleOrders(c, waitsForEntry ? c.option_entry_price! : (mark ?? null))
  const next = left[0]
  let nextBuy: BotNextBuy | null = null
  if (!taking && next && !started)
    nextBuy = {
      price: waitsForEntry ? price(c.option_entry_price!) : null,
      time: null,
      amount: next.amount,
    }
  // A step the price can never fall to (a STATIC drop past zero) is no next buy.
  else if (!taking && next?.trigger)
    nextBuy = { price: price(next.trigger), time: null, amount: next.amount }
  const steps = left.filter((o) => o.step > 0 && o.trigger !== null)
  const lowest = steps.at(-1)?.trigger ?? null
  const takeProfit = at.average
    ? price(priceAbove(at.average, martingaleTakeProfitPercent(c)))
    : null
  return {
    size: at.size.toFixed(),
    cost: at.cost.toFixed(),
    average_price: at.average && price(at.average),
    take_profit_price: takeProfit,
    take_profit_distance_pct: distance(takeProfit, mark),
    taking_profit: taking,
    next_buy: nextBuy,
    steps_used: started ? s.steps : 0,
    steps_planned: coverageStepCount(c),
    lowest_price: lowest === null ? null : price(lowest),
    worst_case: martingaleBudget(c),
    needed_left: taking ? '0' : worstCaseOf(left),
    buys_left: taking ? 0 : left.length,
    fee_reserve_percent: BUDGET_FEE_RESERVE_PERCENT,
  }
}

/** A DCA bot's position (strategies/dca.ts, position.ts): its orders placed, due every interval. */
function dcaCycle(s: DcaState, mark: number | undefined): BotCycle {
  const c = s.config
  const at = positionOf(s.size, s.cost)
  const takeProfit =
    c.option_take_profit !== undefined && at.average
      ? price(priceAbove(at.average, c.option_take_profit))
      : null
  const placed = Math.min(s.bought, c.order_count)
  const more = !s.closing && placed < c.order_count
  return {
    size: at.size.toFixed(),
    cost: at.cost.toFixed(),
    average_price: at.average && price(at.average),
    take_profit_price: takeProfit,
    take_profit_distance_pct: distance(takeProfit, mark),
    taking_profit: s.closing,
    next_buy: more ? { price: null, time: s.nextAt, amount: String(c.amount) } : null,
    steps_used: placed,
    steps_planned: c.order_count,
    lowest_price: null,
    worst_case: dcaBudget(c),
    needed_left: more ? dcaBudget(c, placed) : '0',
    buys_left: more ? c.order_count - placed : 0,
    fee_reserve_percent: BUDGET_FEE_RESERVE_PERCENT,
  }
}

/**
 * The current cycle of a martingale or DCA bot from the engine's state (decoded), valued at
 * `mark`; null for other kinds and before a host has started the bot.
 */
export function cycleOf(kind: string, state: unknown, mark: number | undefined): BotCycle | null {
  if (state === null || typeof state !== 'object' || !('config' in state)) return null
  if (kind === 'spot_martingale') return martingaleCycle(state as MartingaleState, mark)
  if (kind === 'dca') return dcaCycle(state as DcaState, mark)
  return null
}
