import { dcaBotSchema, dcaBudget as budget, type DcaBotConfig } from '@atb/contract'
import { draft, noop, stopWith } from './common'
import {
  avgEntry,
  book,
  close,
  open,
  positionOf,
  positionState,
  type PositionState,
} from './position'
import type { BotContext, BotEvent, Intent, StepResult, Strategy } from './types'

export interface DcaState extends PositionState {
  config: DcaBotConfig
  nextAt: number
  bought: number
  closing: boolean
}

function settle(s: DcaState, intents: Intent[]): StepResult<DcaState> {
  const c = s.config
  const at = s.bought < c.order_count ? s.nextAt : Infinity
  const tp =
    c.option_take_profit !== undefined && positionOf(s) > 0 && !s.closing
      ? avgEntry(s) * (1 + c.option_take_profit / 100)
      : Infinity
  s.watch = { low: -Infinity, high: tp, at }
  return { state: s, intents }
}

function step(state: DcaState, event: BotEvent): StepResult<DcaState> {
  if (state.stopped) return noop(state)
  const s = draft(state)
  const intents: Intent[] = []
  if (event.type === 'tick') {
    s.lastPrice = event.price
    if (s.watch.high <= event.price) {
      s.closing = true
      close(s, intents)
    } else if (event.time >= s.nextAt && s.bought < s.config.order_count) {
      s.bought++
      s.nextAt += s.config.interval_minutes * 60_000
      open(s, 'buy', String(s.config.amount), 1, intents)
    }
  } else if (event.type === 'fill') {
    if (book(s, event.fill) && s.closing) return stopWith(s, { code: 'take_profit' }, intents)
  } else if (event.type === 'rejected') s.pending = s.pending.filter((id) => id !== event.clientId)
  else return noop(state)
  return settle(s, intents)
}

export const dca: Strategy<DcaBotConfig, DcaState> = {
  kind: 'dca',
  market: 'spot',
  schema: dcaBotSchema,
  account: (c, spec) => ({ balances: { [spec.quote]: budget(c) } }),
  init: (config: DcaBotConfig, ctx: BotContext) => {
    const spec = ctx.symbols[0]!
    const s: DcaState = {
      ...positionState(ctx.botId, spec, false, budget(config), ctx.prices[spec.symbol]!),
      config,
      nextAt: ctx.time,
      bought: 0,
      closing: false,
    }
    return settle(s, [])
  },
  step,
}
