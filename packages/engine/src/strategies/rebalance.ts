import { rebalanceBotSchema, type RebalanceBotConfig } from '@atb/contract'
import { D, str } from '../core/decimal'
import type { Amount, Fill, SymbolSpec } from '../core/types'
import { ALWAYS, NEVER, noop, placeIntent, stopWith } from './common'
import { allocation, fitBuys, maxDrift, planRebalance, valueOf, type Plan } from './rebalance-plan'
import type {
  BotContext,
  BotEvent,
  BotState,
  CloseReason,
  Intent,
  StepResult,
  Strategy,
} from './types'

type Phase = 'starting' | 'running' | 'selling' | 'buying' | 'closing'

export interface RebalanceState extends BotState {
  config: RebalanceBotConfig
  /** Trading rules per base asset, and the base asset of each symbol the bot subscribes to. */
  specs: Record<string, SymbolSpec>
  assetOf: Record<string, string>
  targets: Record<string, number>
  held: Record<string, Amount>
  cash: Amount
  fees: Amount
  prices: Record<string, number>
  /** Holdings still waiting for their trigger price, with the side it is approached from. */
  triggers: Record<string, { price: number; below: boolean }>
  phase: Phase
  pending: string[]
  /** Buys planned by a rebalance, placed once its sells have filled and freed the cash. */
  buys: Plan['buys']
  nextAt: number
  rebalances: number
  closeReason: CloseReason | null
  invest: Amount
}

const periodMs = (c: RebalanceBotConfig) => (c.advanced_config_period ?? 0) * 60_000

function buy(s: RebalanceState, asset: string, quote: Amount, intents: Intent[]) {
  const { id, intent } = placeIntent(s, {
    symbol: s.specs[asset]!.symbol,
    side: 'buy',
    type: 'market',
    quoteQty: quote,
  })
  s.pending = [...s.pending, id]
  intents.push(intent)
}

function sell(s: RebalanceState, asset: string, qty: Amount, intents: Intent[]) {
  const { id, intent } = placeIntent(s, {
    symbol: s.specs[asset]!.symbol,
    side: 'sell',
    type: 'market',
    qty,
  })
  s.pending = [...s.pending, id]
  intents.push(intent)
}

function rebalance(s: RebalanceState, intents: Intent[]) {
  const plan = planRebalance(s, s.targets, s.specs)
  if (plan.sells.length === 0 && plan.buys.length === 0) return
  s.rebalances++
  for (const o of plan.sells) sell(s, o.asset, o.qty, intents)
  s.buys = plan.buys
  s.phase = plan.sells.length ? 'selling' : 'buying'
  if (!plan.sells.length) placeBuys(s, intents)
}

function placeBuys(s: RebalanceState, intents: Intent[]) {
  for (const o of fitBuys(s.buys, s.cash, s.specs)) buy(s, o.asset, o.quote, intents)
  s.buys = []
}

/** Sells every holding back to quote; the bot stops once those sells are settled. */
function closeAll(
  s: RebalanceState,
  reason: CloseReason,
  intents: Intent[],
): StepResult<RebalanceState> {
  s.phase = 'closing'
  s.closeReason = reason
  s.triggers = {}
  for (const [asset, qty] of Object.entries(s.held)) {
    const spec = s.specs[asset]!
    if (new D(qty).mul(s.prices[asset] ?? 0).gte(spec.minNotional)) sell(s, asset, qty, intents)
  }
  return settle(s, intents)
}

/** Moves to the next phase once nothing is in flight, then sets the idle band. */
function settle(s: RebalanceState, intents: Intent[]): StepResult<RebalanceState> {
  if (s.pending.length === 0) {
    if (s.phase === 'closing') return stopWith(s, { code: s.closeReason ?? 'stopped' }, intents)
    if (s.phase === 'selling') {
      s.phase = 'buying'
      placeBuys(s, intents)
    }
    if (s.pending.length === 0 && s.phase !== 'starting') s.phase = 'running'
    if (s.phase === 'starting' && Object.keys(s.triggers).length === 0) {
      s.phase = 'running'
      s.nextAt = s.nextAt + periodMs(s.config)
    }
  }
  const c = s.config
  const busy = s.phase !== 'running'
  const waiting = Object.keys(s.triggers).length > 0
  // Thresholds and stop triggers depend on every holding's price at once, so they are checked on every tick.
  const everyTick = c.automatic_rebalance_condition === 'threshold' || c.enable_option_stop_tigger
  if (waiting || (!busy && everyTick)) s.watch = ALWAYS
  else if (busy) s.watch = NEVER
  else s.watch = { low: -Infinity, high: Infinity, at: s.nextAt }
  return { state: s, intents }
}

function onTick(
  s: RebalanceState,
  symbol: string,
  price: number,
  time: number,
  intents: Intent[],
): StepResult<RebalanceState> {
  const asset = s.assetOf[symbol]
  if (asset === undefined) return settle(s, intents)
  s.prices = { ...s.prices, [asset]: price }
  const trigger = s.triggers[asset]
  if (trigger && (trigger.below ? price <= trigger.price : price >= trigger.price)) {
    const { [asset]: _reached, ...rest } = s.triggers
    s.triggers = rest
    s.nextAt = time
    buy(s, asset, allocation(s.config, s.targets[asset]!), intents)
  }
  if (s.phase !== 'running') return settle(s, intents)
  const c = s.config
  const stop = c.enable_option_stop_tigger ? c.stop_trigger : undefined
  if (stop) {
    const ratio = valueOf(s) / Number(s.invest)
    if (ratio <= 1 - stop.stop_loss_ratio / 100) return closeAll(s, 'stop_loss', intents)
    if (ratio >= 1 + stop.take_profit_ratio / 100) return closeAll(s, 'take_profit', intents)
  }
  if (c.automatic_rebalance_condition === 'periodic') {
    if (time >= s.nextAt) {
      const period = periodMs(c)
      s.nextAt += Math.max(1, Math.floor((time - s.nextAt) / period) + 1) * period
      rebalance(s, intents)
    }
  } else if (maxDrift(s, s.targets) >= (c.advanced_config_threshold ?? Infinity)) {
    rebalance(s, intents)
  }
  return settle(s, intents)
}

function onFill(s: RebalanceState, fill: Fill): void {
  const asset = s.assetOf[fill.symbol]!
  const sign = fill.side === 'buy' ? 1 : -1
  s.held = { ...s.held, [asset]: str(new D(s.held[asset] ?? 0).add(new D(fill.qty).mul(sign))) }
  s.cash = str(new D(s.cash).sub(new D(fill.quote).mul(sign)).sub(fill.fee))
  s.fees = str(new D(s.fees).add(fill.fee))
  s.prices = { ...s.prices, [asset]: fill.price }
}

function step(state: RebalanceState, event: BotEvent): StepResult<RebalanceState> {
  if (state.stopped) return noop(state)
  const s = { ...state }
  const intents: Intent[] = []
  if (event.type === 'tick') return onTick(s, event.symbol, event.price, event.time, intents)
  if (event.type === 'fill') {
    onFill(s, event.fill)
    s.pending = s.pending.filter((id) => id !== event.fill.clientId)
    return settle(s, intents)
  }
  if (event.type === 'rejected') {
    s.pending = s.pending.filter((id) => id !== event.clientId)
    return settle(s, intents)
  }
  return noop(state)
}

function init(config: RebalanceBotConfig, ctx: BotContext): StepResult<RebalanceState> {
  const specs: Record<string, SymbolSpec> = {}
  const assetOf: Record<string, string> = {}
  const targets: Record<string, number> = {}
  const prices: Record<string, number> = {}
  for (const h of config.holding) {
    const asset = h.coin_base_asset
    const spec = ctx.symbols.find((x) => x.base === asset && x.quote === config.coin_quote_asset)
    if (!spec) throw new Error(`The rebalance bot needs a ${asset}/${config.coin_quote_asset} feed`)
    if (targets[asset] !== undefined) throw new Error(`${asset} is listed twice in the holdings`)
    specs[asset] = spec
    assetOf[spec.symbol] = asset
    targets[asset] = h.target_percent
    const price = ctx.prices[spec.symbol]
    if (price === undefined) throw new Error(`No price yet for ${spec.symbol}`)
    prices[asset] = price
  }
  const triggers: RebalanceState['triggers'] = {}
  const wanted = config.enable_option_tigger_price ? (config.trigger_prices ?? []) : []
  for (const t of wanted) {
    if (t && targets[t.coin_base_asset] !== undefined)
      triggers[t.coin_base_asset] = { price: t.price, below: t.price <= prices[t.coin_base_asset]! }
  }
  const invest = String(config.initial_amount)
  const s: RebalanceState = {
    botId: ctx.botId,
    seq: 0,
    watch: NEVER,
    stopped: null,
    config,
    specs,
    assetOf,
    targets,
    held: Object.fromEntries(Object.keys(targets).map((a) => [a, '0'])),
    cash: invest,
    fees: '0',
    prices,
    triggers: {},
    phase: 'starting',
    pending: [],
    buys: [],
    nextAt: ctx.time,
    rebalances: 0,
    closeReason: null,
    invest,
  }
  const intents: Intent[] = []
  // A trigger already reached at start (price exactly there) buys at once, like a holding without one.
  for (const asset of Object.keys(targets)) {
    const t = triggers[asset]
    if (t && t.price !== prices[asset]) s.triggers[asset] = t
    else buy(s, asset, allocation(config, targets[asset]!), intents)
  }
  return settle(s, intents)
}

export const spotRebalance: Strategy<RebalanceBotConfig, RebalanceState> = {
  kind: 'spot_rebalance',
  market: 'spot',
  schema: rebalanceBotSchema,
  account: (c, spec) => ({
    balances: { [c.coin_quote_asset ?? spec.quote]: String(c.initial_amount) },
  }),
  init,
  step,
}
