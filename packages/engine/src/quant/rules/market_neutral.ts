import {
  FUNDING,
  fundingApr,
  marketNeutralSchema,
  neutralSplit,
  type MarketNeutralConfig,
} from '@atb/contract'
import { D, floorToStep, str, type Dec } from '../../core/decimal'
import type { Amount, Fill, SymbolSpec } from '../../core/types'
import { perpSpecOf } from '../../exchange/specs'
import { NEVER, draft, noop, placeIntent, stopWith } from '../../strategies/common'
import type {
  BotContext,
  BotEvent,
  BotState,
  Intent,
  StepResult,
  Strategy,
} from '../../strategies/types'
import type { QuantModule } from '../types'

/**
 * Where the hedge is. `flat`: no legs, waiting for funding worth entering. `buying` → `shorting`
 * → `hedged`: the spot leg first, then a short of exactly the coins bought. `closing`: both legs
 * unwinding. `rehedging` → `resizing` → `shorting`: the short closed, spot resized to the split at
 * the new price, a fresh short opened on it.
 */
export type NeutralPhase =
  'flat' | 'buying' | 'shorting' | 'trimming' | 'hedged' | 'closing' | 'rehedging' | 'resizing'

export interface NeutralState extends BotState {
  config: MarketNeutralConfig
  spot: SymbolSpec
  perp: SymbolSpec
  phase: NeutralPhase
  /** Coins the spot leg holds, from its fills. */
  spotQty: Amount
  /** The perpetual position, signed (a short is negative), and its average entry. */
  perpQty: Amount
  perpEntry: number
  /** Quote the bot owns, free and as margin: capital − spot bought + spot sold − fees + short PnL + funding. */
  cash: Amount
  /** Funding received (positive) or paid, in quote. */
  funding: Amount
  /** The venue's current funding rate per interval; NaN until a perpetual tick has said it. */
  rate: number
  /** The price the current hedge was sized at: the rebalance band is around it. */
  hedgePrice: number
  lastPrice: number
  lastTime: number
  pending: string[]
  /** After a refused order the bot waits until then before it tries again. */
  retryAt: number
  rehedges: number
  hedges: number
}

/** How often a waiting or hedged bot reads the funding rate again, between price moves. */
export const CHECK_MS = 3_600_000

/** The spot leg's size for an equity: the contract's split, after its fee reserve. */
const spotLegOf = (equity: Dec, leverage: number) =>
  new D(neutralSplit(equity.toNumber(), leverage).spot)

const apr = (s: NeutralState) => fundingApr(s.rate)

function order(
  s: NeutralState,
  spec: SymbolSpec,
  o: { side: 'buy' | 'sell'; qty?: Amount; quoteQty?: Amount; reduceOnly?: boolean },
  intents: Intent[],
) {
  const { id, intent } = placeIntent(s, { symbol: spec.symbol, type: 'market', ...o })
  s.pending = [...s.pending, id]
  intents.push(intent)
}

const shortQty = (s: NeutralState) => floorToStep(new D(s.spotQty), s.perp.stepSize)

/** Opens the short on the coins the spot leg holds; with too few coins to hedge it sells them. */
function short(s: NeutralState, intents: Intent[]) {
  const qty = shortQty(s)
  if (qty.mul(s.lastPrice).lt(s.perp.minNotional)) return unwind(s, intents)
  s.phase = 'shorting'
  order(s, s.perp, { side: 'sell', qty: str(qty) }, intents)
}

/** Closes whatever legs are open, both at once. */
function unwind(s: NeutralState, intents: Intent[]) {
  s.phase = 'closing'
  const perp = new D(s.perpQty)
  if (!perp.isZero())
    order(s, s.perp, { side: 'buy', qty: str(perp.abs()), reduceOnly: true }, intents)
  const coins = floorToStep(new D(s.spotQty), s.spot.stepSize)
  if (coins.mul(s.lastPrice).gte(s.spot.minNotional))
    order(s, s.spot, { side: 'sell', qty: str(coins) }, intents)
  if (!s.pending.length) s.phase = 'flat'
}

/** With the short closed: buys or sells spot so the split matches the leverage at today's price. */
function resize(s: NeutralState, intents: Intent[]) {
  const price = s.lastPrice
  const coins = new D(s.spotQty)
  const equity = new D(s.cash).add(coins.mul(price))
  const target = spotLegOf(equity, s.config.leverage)
  const gap = target.sub(coins.mul(price))
  s.phase = 'resizing'
  if (gap.gte(s.spot.minNotional)) order(s, s.spot, { side: 'buy', quoteQty: str(gap) }, intents)
  else if (gap.neg().gte(s.spot.minNotional)) {
    const qty = floorToStep(gap.neg().div(price), s.spot.stepSize)
    if (qty.gt(0)) order(s, s.spot, { side: 'sell', qty: str(qty) }, intents)
  }
  if (!s.pending.length) short(s, intents)
}

/**
 * Sells the `unhedged` coins a capped short left. When they are worth less than the pair's minimum
 * order, both legs shrink by the fewest lots that make each order acceptable: the coins with `k`
 * lots more, and `k` lots of the short bought back, so the legs end equal (issue 34: a 131 USDT
 * bot hedged 0.1 coin short of its spot, worth 4.78 USDT then, 5.2 later). False when no such
 * orders exist (the gap is under a lot, or the legs are too small): the gap stays as dust.
 */
function square(s: NeutralState, unhedged: Dec, intents: Intent[]): boolean {
  const price = s.lastPrice
  const lot = new D(s.perp.stepSize)
  const shortHeld = new D(s.perpQty).neg()
  const fits = (k: Dec) =>
    unhedged.add(k).mul(price).gte(s.spot.minNotional) &&
    (k.isZero() || k.mul(price).gte(s.perp.minNotional))
  let k = new D(0)
  while (!fits(k) && k.add(lot).lte(shortHeld) && unhedged.add(k).add(lot).lte(s.spotQty))
    k = k.add(lot)
  if (!fits(k) || (k.isZero() && unhedged.lt(s.spot.stepSize))) return false
  s.phase = 'trimming'
  order(s, s.spot, { side: 'sell', qty: str(unhedged.add(k)) }, intents)
  if (k.gt(0)) order(s, s.perp, { side: 'buy', qty: str(k), reduceOnly: true }, intents)
  return true
}

/** The next step once every order of the last one has filled (or been refused). */
function advance(s: NeutralState, intents: Intent[]) {
  if (s.phase === 'buying') return short(s, intents)
  if (s.phase === 'shorting') {
    // A short the margin could not wholly cover (the price moved between the legs) leaves coins
    // unhedged: they are sold, with as many lots of both legs as the venues' minimum orders need.
    const unhedged = floorToStep(new D(s.spotQty).add(s.perpQty), s.spot.stepSize)
    if (unhedged.gt(0) && square(s, unhedged, intents)) return
  }
  if (s.phase === 'shorting' || s.phase === 'trimming') {
    s.phase = 'hedged'
    s.hedgePrice = s.lastPrice
    s.hedges++
    return
  }
  if (s.phase === 'closing') s.phase = 'flat'
  if (s.phase === 'rehedging') return resize(s, intents)
  if (s.phase === 'resizing') return short(s, intents)
}

/** What a settled bot does at a price: enter, leave, re-hedge or wait. */
function decide(s: NeutralState, intents: Intent[]) {
  const c = s.config
  if (Number.isNaN(s.rate) || s.lastTime < s.retryAt) return
  if (s.phase === 'flat') {
    if (apr(s) < c.min_funding_apr) return
    const amount = spotLegOf(new D(s.cash), c.leverage)
    if (amount.lt(s.spot.minNotional)) return
    s.phase = 'buying'
    order(
      s,
      s.spot,
      { side: 'buy', quoteQty: str(amount.toDecimalPlaces(8, D.ROUND_DOWN)) },
      intents,
    )
    return
  }
  if (s.phase !== 'hedged') return
  if (apr(s) < c.exit_funding_apr) return unwind(s, intents)
  const move = Math.abs(s.lastPrice / s.hedgePrice - 1) * 100
  if (move >= c.rebalance_percent) {
    s.phase = 'rehedging'
    s.rehedges++
    order(s, s.perp, { side: 'buy', qty: str(new D(s.perpQty).abs()), reduceOnly: true }, intents)
  }
}

/** The idle band: nothing to do inside the rebalance prices until the next hourly funding read. */
function watch(s: NeutralState) {
  if (s.pending.length || s.stopped) {
    s.watch = NEVER
    return
  }
  const at = Math.max(s.lastTime + CHECK_MS, s.retryAt)
  if (Number.isNaN(s.rate)) s.watch = { low: Infinity, high: -Infinity, at: -Infinity }
  else if (s.phase === 'hedged') {
    const r = s.config.rebalance_percent / 100
    s.watch = { low: s.hedgePrice * (1 - r), high: s.hedgePrice * (1 + r), at }
  } else s.watch = { low: -Infinity, high: Infinity, at }
}

function book(s: NeutralState, fill: Fill) {
  s.pending = s.pending.filter((id) => id !== fill.clientId)
  const fee = new D(fill.fee)
  if (fill.symbol === s.perp.symbol) {
    const pnl = new D(fill.realizedPnl ?? 0)
    s.cash = str(new D(s.cash).add(pnl).sub(fee))
    // Funding arrives as a zero-quantity fill carrying the payment.
    if (fill.qty === '0') {
      s.funding = str(new D(s.funding).add(pnl))
      return
    }
    const before = new D(s.perpQty)
    const signed = fill.side === 'buy' ? new D(fill.qty) : new D(fill.qty).neg()
    const after = before.add(signed)
    if (after.isZero()) s.perpEntry = 0
    else if (after.abs().gt(before.abs()))
      s.perpEntry = before
        .abs()
        .mul(s.perpEntry)
        .add(signed.abs().mul(fill.price))
        .div(after.abs())
        .toNumber()
    s.perpQty = str(after)
    s.lastPrice = fill.price
    return
  }
  const buy = fill.side === 'buy'
  s.spotQty = str(buy ? new D(s.spotQty).add(fill.qty) : new D(s.spotQty).sub(fill.qty))
  s.cash = str(
    buy ? new D(s.cash).sub(fill.quote).sub(fee) : new D(s.cash).add(fill.quote).sub(fee),
  )
  s.lastPrice = fill.price
}

function step(state: NeutralState, event: BotEvent): StepResult<NeutralState> {
  if (state.stopped) return noop(state)
  const s = draft(state)
  const intents: Intent[] = []
  if (event.type === 'tick') {
    // Either leg's price sizes the next order: the two trade within a basis of each other.
    s.lastPrice = event.price
    if (event.funding !== undefined) s.rate = event.funding
    s.lastTime = Math.max(s.lastTime, event.time)
    if (!s.pending.length) decide(s, intents)
  } else if (event.type === 'fill') {
    book(s, event.fill)
    s.lastTime = Math.max(s.lastTime, event.fill.time)
    if (event.fill.liquidation) {
      // The short is gone: the spot leg would be an unhedged long, so it is sold and the bot stops.
      unwind(s, intents)
      return stopWith(s, { code: 'liquidated' }, intents)
    }
    if (!s.pending.length && event.fill.qty !== '0') advance(s, intents)
  } else if (event.type === 'rejected') {
    s.pending = s.pending.filter((id) => id !== event.clientId)
    if (!s.pending.length) {
      // A refused leg is never left alone: what is open is closed, and the bot waits an interval.
      // (The runner stamps a refusal with the bot's wake time, so the bot's own clock is used.)
      s.retryAt = s.lastTime + FUNDING.intervalHours * 3_600_000
      // An unwind that is refused is not retried at once (that could loop within one tick):
      // the bot waits flat, and its next decision sees what the fills left.
      if (s.phase === 'closing') s.phase = 'flat'
      else unwind(s, intents)
    }
  } else return noop(state)
  watch(s)
  return { state: s, intents }
}

function init(config: MarketNeutralConfig, ctx: BotContext): StepResult<NeutralState> {
  const spot = ctx.symbols[0]!
  const perp = ctx.symbols[1] ?? perpSpecOf(spot)
  const s: NeutralState = {
    botId: ctx.botId,
    seq: 0,
    watch: NEVER,
    stopped: null,
    config,
    spot,
    perp,
    phase: 'flat',
    spotQty: '0',
    perpQty: '0',
    perpEntry: 0,
    cash: String(config.total_amount),
    funding: '0',
    rate: NaN,
    hedgePrice: NaN,
    lastPrice: ctx.prices[spot.symbol]!,
    lastTime: ctx.time,
    pending: [],
    retryAt: -Infinity,
    rehedges: 0,
    hedges: 0,
  }
  watch(s)
  return { state: s, intents: [] }
}

/** What the hedge is worth at a price: quote owned, coins at the price, the short's open PnL. */
export function neutralEquity(s: NeutralState, price: number): number {
  return Number(s.cash) + Number(s.spotQty) * price + Number(s.perpQty) * (price - s.perpEntry)
}

export const marketNeutralStrategy: Strategy<MarketNeutralConfig, NeutralState> = {
  kind: 'market_neutral',
  market: 'spot',
  schema: marketNeutralSchema,
  account: (c, spec) => ({
    balances: { [spec.quote]: String(c.total_amount) },
    leverage: c.leverage,
    marginType: 'isolated',
  }),
  legs: (spec) => [spec, perpSpecOf({ ...spec, kind: 'spot' })],
  init,
  step,
}

/**
 * `market_neutral` (decision 056): no bar rule; its own two-leg strategy, a spot long hedged by an
 * equal perpetual short while the yearly funding rate is at least the entry rate.
 */
export const marketNeutral: QuantModule<MarketNeutralConfig> = { strategy: marketNeutralStrategy }
