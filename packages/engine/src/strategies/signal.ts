import {
  futuresSignalBotSchema,
  spotSignalBotSchema,
  type FuturesSignalBotConfig,
  type SpotSignalBotConfig,
} from '@atb/contract'
import { draft, noop, stopWith } from './common'
import {
  avgEntry,
  book,
  close,
  open,
  positionOf,
  positionState,
  watchExits,
  type PositionState,
} from './position'
import type { BotContext, BotEvent, Intent, StepResult, Strategy } from './types'

type AnySignalConfig = SpotSignalBotConfig | FuturesSignalBotConfig
export interface SignalState extends PositionState {
  config: AnySignalConfig
}

const isFutures = (c: AnySignalConfig): c is FuturesSignalBotConfig =>
  'margin_type' in c && c.margin_type !== undefined
const leverageOf = (c: AnySignalConfig) => (isFutures(c) ? c.leverage : 1)

/** The first order uses amount (spot) or coin_initial_opening (futures); is_all_order makes every order amount_all_order. */
function orderAmount(c: AnySignalConfig, entries: number): number {
  if (c.is_all_order && c.amount_all_order !== undefined) return c.amount_all_order
  if (entries === 0) return isFutures(c) ? c.coin_initial_opening : (c.amount as number)
  return (
    c.coverage[entries - 1]?.amount ??
    (isFutures(c) ? c.coin_initial_opening : (c.amount as number))
  )
}

function exits(s: SignalState) {
  const c = s.config
  const avg = avgEntry(s)
  const dir = positionOf(s) >= 0 ? 1 : -1
  s.tp = c.option_take_profit !== undefined ? avg * (1 + (dir * c.option_take_profit) / 100) : NaN
  s.sl = c.option_stop_loss !== undefined ? avg * (1 - (dir * c.option_stop_loss) / 100) : NaN
  watchExits(s)
}

function onSignal(s: SignalState, side: 'BUY' | 'SELL', intents: Intent[]) {
  const c = s.config
  const pos = positionOf(s)
  const want = side === 'BUY' ? 1 : -1
  const mode = isFutures(c) ? c.mode : 'BUY'
  if (pos !== 0 && Math.sign(pos) !== want) close(s, intents)
  const allowed = mode === 'ALL' || mode === side
  if (!allowed) return
  if (pos === 0 || Math.sign(pos) !== want)
    open(s, want > 0 ? 'buy' : 'sell', String(orderAmount(c, 0)), leverageOf(c), intents)
  else if (s.entries <= c.coverage_x)
    open(s, want > 0 ? 'buy' : 'sell', String(orderAmount(c, s.entries)), leverageOf(c), intents)
}

function step(state: SignalState, event: BotEvent): StepResult<SignalState> {
  if (state.stopped) return noop(state)
  const s = draft(state)
  const intents: Intent[] = []
  if (event.type === 'signal') {
    if (event.symbol && event.symbol !== s.spec.symbol) return noop(state)
    if (event.price) s.lastPrice = event.price
    onSignal(s, event.side, intents)
  } else if (event.type === 'tick') {
    s.lastPrice = event.price
    close(s, intents)
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

const init =
  (futures: boolean) =>
  (config: AnySignalConfig, ctx: BotContext): StepResult<SignalState> => {
    const spec = ctx.symbols[0]!
    const s: SignalState = {
      ...positionState(
        ctx.botId,
        spec,
        futures,
        String(config.total_amount),
        ctx.prices[spec.symbol]!,
      ),
      config,
    }
    return { state: s, intents: [] }
  }

export const spotSignal: Strategy<SpotSignalBotConfig, SignalState> = {
  kind: 'spot_signal',
  market: 'spot',
  schema: spotSignalBotSchema,
  account: (c, spec) => ({ balances: { [spec.quote]: String(c.total_amount) } }),
  init: init(false),
  step,
}

export const futureSignal: Strategy<FuturesSignalBotConfig, SignalState> = {
  kind: 'future_signal',
  market: 'futures',
  schema: futuresSignalBotSchema,
  account: (c, spec) => ({
    balances: { [spec.quote]: String(c.total_amount) },
    leverage: c.leverage,
    marginType: c.margin_type,
  }),
  init: init(true),
  step,
}

/** Forex signal following: the futures follower on a forex pair (margin, leverage, both sides). */
export const forexSignal: Strategy<FuturesSignalBotConfig, SignalState> = {
  ...futureSignal,
  kind: 'forex_signal',
}
