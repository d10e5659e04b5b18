import { futuresBotSchema, type FuturesBotConfig, type StrategyKind } from '@atb/contract'
import { D, str } from '../core/decimal'
import { draft, noop, stopWith } from './common'
import {
  avgEntry,
  book,
  close,
  order,
  positionOf,
  positionState,
  watchExits,
  type PositionState,
} from './position'
import type { BotContext, BotEvent, Intent, StepResult, Strategy } from './types'

export interface ManualState extends PositionState {
  config: FuturesBotConfig
  margin: number
}

/** Take profit / stop loss: type 0 is a quote amount, type 1 a percent of the margin used. */
function exits(s: ManualState) {
  const c = s.config
  const qty = Math.abs(positionOf(s))
  const avg = avgEntry(s)
  const dir = positionOf(s) >= 0 ? 1 : -1
  const amount = (x: { type: 0 | 1; amount: number }) =>
    x.type === 0 ? x.amount : (s.margin * x.amount) / 100
  s.tp = qty ? avg + (dir * amount(c.takeProfit)) / qty : NaN
  s.sl = qty ? avg - (dir * amount(c.stopLoss)) / qty : NaN
  watchExits(s)
}

function openPosition(s: ManualState, side: 'BUY' | 'SELL', intents: Intent[]) {
  const c = s.config.coinInitial
  const contract = Number(s.spec.contractSize ?? 1)
  // Type 0 is margin in quote (1× on paper: the futures-type config names no leverage); type 1 is a lot count.
  const qty = c.type === 0 ? new D(c.amount).div(s.lastPrice).div(contract) : new D(c.amount)
  s.margin = c.type === 0 ? c.amount : qty.mul(s.lastPrice).mul(contract).toNumber()
  order(s, { side: side === 'BUY' ? 'buy' : 'sell', type: 'market', qty: str(qty) }, intents)
}

function step(state: ManualState, event: BotEvent): StepResult<ManualState> {
  if (state.stopped) return noop(state)
  const s = draft(state)
  const intents: Intent[] = []
  if (event.type === 'command') {
    if (event.action === 'close') close(s, intents)
    else if (positionOf(s) === 0 && !s.pending.length)
      openPosition(s, event.side ?? s.config.side, intents)
  } else if (event.type === 'tick') {
    s.lastPrice = event.price
    close(s, intents)
  } else if (event.type === 'fill') {
    const flat = book(s, event.fill)
    if (event.fill.liquidation) return stopWith(s, { code: 'liquidated' }, intents)
    // Once flat, cash minus the starting capital is everything the bot has earned.
    if (flat && new D(s.holdings.cash).sub(s.invest).gte(s.config.earning))
      return stopWith(s, { code: 'profit_target' }, intents)
  } else if (event.type === 'rejected') {
    s.pending = s.pending.filter((id) => id !== event.clientId)
  } else return noop(state)
  exits(s)
  return { state: s, intents }
}

function manual(kind: StrategyKind, futures: boolean): Strategy<FuturesBotConfig, ManualState> {
  return {
    kind,
    market: futures ? 'futures' : 'spot',
    schema: futuresBotSchema,
    account: (c, spec) => ({
      balances: {
        [spec.quote]: String(c.capital.type === 0 ? c.capital.amount : 1000 * c.capital.amount),
      },
    }),
    init: (config: FuturesBotConfig, ctx: BotContext) => {
      const spec = ctx.symbols[0]!
      const invest = manual(kind, futures).account(config, spec).balances[spec.quote]!
      const s: ManualState = {
        ...positionState(ctx.botId, spec, futures, invest, ctx.prices[spec.symbol]!),
        config,
        margin: 0,
      }
      // The ticket is the order: the bot opens its position on `side` as it starts, then manages
      // the take profit and stop loss (a later "open" command is ignored while it holds one).
      const intents: Intent[] = []
      openPosition(s, config.side, intents)
      exits(s)
      return { state: s, intents }
    },
    step,
  }
}

export const spotManual = manual('spot_manual', false)
export const futureManual = manual('future_manual', true)
export const forexManual = manual('forex_manual', true)
export const goldManual = manual('gold_manual', true)
