import {
  coverageAmount,
  coverageStepCount as maxSteps,
  coverageTrigger,
  martingaleBudget,
  martingaleTakeProfitPercent,
  spotBotSchema,
  type SpotBotConfig,
} from '@atb/contract'
import { D, str } from '../core/decimal'
import type { Amount, Fill, SymbolSpec } from '../core/types'
import {
  ALWAYS,
  NEVER,
  applyFill,
  draft,
  equityAt,
  noop,
  placeIntent,
  stopWith,
  type Holdings,
} from './common'
import type { BotContext, BotEvent, BotState, Intent, Restart, StepResult, Strategy } from './types'

type Phase = 'entry' | 'buying' | 'holding' | 'pullback' | 'trailing' | 'selling'

export interface MartingaleState extends BotState {
  config: SpotBotConfig
  spec: SymbolSpec
  phase: Phase
  pending: string | null
  holdings: Holdings
  /** This cycle's quote spent and base bought, for its average price. */
  cost: Amount
  bought: Amount
  avg: number
  lastBuyPrice: number
  lastOrderQuote: Amount
  steps: number
  /** Lowest price while waiting for a pullback, highest while trailing. */
  extreme: number
  cycles: number
  invest: Amount
}

function activation(s: MartingaleState) {
  return s.avg * (1 + martingaleTakeProfitPercent(s.config) / 100)
}

function trailTrigger(s: MartingaleState) {
  const tsl = s.config.option_tsl
  if (!tsl) return s.extreme * (1 - (s.config.tp_retrectment ?? 0) / 100)
  // The trailing distance widens from gap towards ceiling_gap as the peak profit grows past start.
  const peakProfit = (s.extreme / s.avg - 1) * 100
  const distance = Math.min(tsl.ceiling_gap, (tsl.gap * peakProfit) / tsl.start)
  return s.extreme * (1 - distance / 100)
}

function buy(s: MartingaleState, quote: Amount, intents: Intent[]) {
  const { id, intent } = placeIntent(s, {
    symbol: s.spec.symbol,
    side: 'buy',
    type: 'market',
    quoteQty: quote,
  })
  s.pending = id
  s.phase = 'buying'
  intents.push(intent)
}

function beginCycle(s: MartingaleState, price: number, intents: Intent[]) {
  s.cost = '0'
  s.bought = '0'
  s.steps = 0
  const entry = s.config.option_entry_price
  if (entry !== undefined && price > entry) s.phase = 'entry'
  else buy(s, String(s.config.coin_initial_opening), intents)
}

function settle(s: MartingaleState, intents: Intent[]): StepResult<MartingaleState> {
  const next = s.config.coverage[s.steps]
  const canCover = next !== undefined && s.steps < maxSteps(s.config)
  if (s.phase === 'entry')
    s.watch = { low: s.config.option_entry_price!, high: Infinity, at: Infinity }
  else if (s.phase === 'holding') {
    const low = canCover ? coverageTrigger(next, s.lastBuyPrice) : -Infinity
    s.watch = low === Infinity ? ALWAYS : { low, high: activation(s), at: Infinity }
  } else if (s.phase === 'pullback')
    s.watch = { low: s.extreme, high: s.extreme * (1 + s.config.drop_pullback / 100), at: Infinity }
  else if (s.phase === 'trailing') s.watch = { low: trailTrigger(s), high: s.extreme, at: Infinity }
  else s.watch = NEVER
  return { state: s, intents }
}

function onTick(s: MartingaleState, price: number, intents: Intent[]): StepResult<MartingaleState> {
  const c = s.config
  if (s.phase === 'entry' && price <= c.option_entry_price!)
    buy(s, String(c.coin_initial_opening), intents)
  else if (s.phase === 'holding' || s.phase === 'pullback') {
    const next = c.coverage[s.steps]
    if (price >= activation(s)) {
      s.phase = 'trailing'
      s.extreme = price
    } else if (
      s.phase === 'holding' &&
      next &&
      s.steps < maxSteps(c) &&
      price <= coverageTrigger(next, s.lastBuyPrice)
    ) {
      if (next.price_unit === 'FORCE_BUY')
        buy(s, coverageAmount(next, s.lastOrderQuote, c.coin_initial_opening), intents)
      else {
        s.phase = 'pullback'
        s.extreme = price
      }
    } else if (s.phase === 'pullback') {
      if (price < s.extreme) s.extreme = price
      else if (price >= s.extreme * (1 + c.drop_pullback / 100))
        buy(s, coverageAmount(next!, s.lastOrderQuote, c.coin_initial_opening), intents)
    }
  } else if (s.phase === 'trailing') {
    if (price > s.extreme) s.extreme = price
    else if (price <= trailTrigger(s)) {
      const { id, intent } = placeIntent(s, {
        symbol: s.spec.symbol,
        side: 'sell',
        type: 'market',
        qty: s.holdings.base,
      })
      s.pending = id
      s.phase = 'selling'
      intents.push(intent)
    }
  }
  return settle(s, intents)
}

function onFill(s: MartingaleState, fill: Fill, intents: Intent[]): StepResult<MartingaleState> {
  s.holdings = applyFill(s.holdings, fill)
  if (fill.clientId !== s.pending) return settle(s, intents)
  s.pending = null
  if (fill.side === 'buy') {
    if (s.bought !== '0') s.steps++
    s.cost = str(new D(s.cost).add(fill.quote))
    s.bought = str(new D(s.bought).add(fill.qty))
    s.avg = new D(s.cost).div(s.bought).toNumber()
    s.lastBuyPrice = fill.price
    s.lastOrderQuote = fill.quote
    s.phase = 'holding'
  } else {
    s.cycles++
    beginCycle(s, fill.price, intents)
  }
  return settle(s, intents)
}

function step(state: MartingaleState, event: BotEvent): StepResult<MartingaleState> {
  if (state.stopped) return noop(state)
  if (event.type === 'tick') return onTick(draft(state), event.price, [])
  if (event.type === 'fill') return onFill(draft(state), event.fill, [])
  if (event.type === 'rejected' && event.clientId === state.pending) {
    const s = draft(state)
    s.pending = null
    if (s.phase === 'selling' || s.bought === '0')
      return stopWith(
        s,
        {
          code: 'order_rejected',
          values: {
            reject: event.reason.code,
            ...(event.reason.detail ? { detail: event.reason.detail } : {}),
          },
        },
        [],
      )
    // A coverage step the balance cannot pay for is skipped; the cycle can still take profit.
    s.steps++
    s.phase = 'holding'
    return settle(s, [])
  }
  return noop(state)
}

/**
 * An edit keeps the cycle the bot is in when it holds the coins of one (decision 088): no new
 * opening buy, the cycle's cost, steps and last buy carried over (or, when the state it leaves is
 * not a martingale's, the coins valued at the price now). Coins worth less than the pair's
 * minimum cannot be sold at take profit, so a bot holding only those starts a fresh cycle.
 */
function continueCycle(s: MartingaleState, from: Restart, price: number): boolean {
  const base = new D(s.holdings.base)
  if (base.mul(price).lt(s.spec.minNotional)) return false
  const prior = from.state as Partial<MartingaleState>
  s.phase = 'holding'
  s.cycles = prior.cycles ?? 0
  if (typeof prior.bought === 'string' && new D(prior.bought).gt(0) && prior.cost && prior.avg) {
    s.cost = prior.cost
    s.bought = prior.bought
    s.avg = prior.avg
    s.lastBuyPrice = prior.lastBuyPrice ?? prior.avg
    s.lastOrderQuote = prior.lastOrderQuote ?? prior.cost
    s.steps = prior.steps ?? 0
    return true
  }
  s.cost = str(base.mul(price))
  s.bought = s.holdings.base
  s.avg = price
  s.lastBuyPrice = price
  s.lastOrderQuote = s.cost
  return true
}

function init(config: SpotBotConfig, ctx: BotContext): StepResult<MartingaleState> {
  const spec = ctx.symbols[0]!
  const price = ctx.prices[spec.symbol]!
  const held = ctx.from?.holdings
  const s: MartingaleState = {
    botId: ctx.botId,
    seq: 0,
    watch: NEVER,
    stopped: null,
    config,
    spec,
    phase: 'buying',
    pending: null,
    holdings: held ? { ...held } : { base: '0', cash: martingaleBudget(config), fees: '0' },
    cost: '0',
    bought: '0',
    avg: 0,
    lastBuyPrice: 0,
    lastOrderQuote: '0',
    steps: 0,
    extreme: 0,
    cycles: 0,
    invest: held ? equityAt(held, price) : martingaleBudget(config),
  }
  const intents: Intent[] = []
  if (!(ctx.from && continueCycle(s, ctx.from, price))) beginCycle(s, price, intents)
  return settle(s, intents)
}

export const spotMartingale: Strategy<SpotBotConfig, MartingaleState> = {
  kind: 'spot_martingale',
  market: 'spot',
  schema: spotBotSchema,
  account: (c, spec) => ({ balances: { [spec.quote]: martingaleBudget(c) } }),
  init,
  step,
}
