import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { D, ExchangeError, str, type BotRecord } from '@atb/engine'
import { botFills } from '../db/schema'
import { ApiFailure } from '../lib/errors'
import type { HostCore } from './host-attach'
import { planEdit } from './host-edit'
import type { JournalingVenue } from './journal-venue'
import type { BotRuntime } from './runtime'

/** What a bot holds that a sell may take: its free base on Paper, what its fills bought elsewhere. */
export interface Holding {
  base: string
  price: number | null
}

/** What a sell did: base sold, its price, quote received before the fee, and the fee. */
export interface SellFill {
  qty: string
  price: string
  quote: string
  fee: string
  /** A connected exchange's order is sent by the order worker: the fill is estimated at the last price. */
  pending: boolean
}

export interface SellDeps extends HostCore {
  paperVenue: JournalingVenue
  workerVenue: JournalingVenue
}

export function holdingOf(d: SellDeps, rt: BotRuntime): Holding {
  const paper = d.paper.hasAccount(rt.id)
  const price = d.paper.lastPrice(rt.symbol) ?? d.feed.ticker(rt.symbol)?.last ?? null
  if (!paper) return { base: rt.pnl.base.gt(0) ? rt.pnl.base.toFixed() : '0', price }
  return { base: d.paper.balances(rt.id)[rt.base]?.free ?? '0', price }
}

/**
 * Sells `qty` of the bot's base at market (decision 041). The strategies of the sellable kinds
 * book every fill of their account into their holdings, so the sell lowers what their take
 * profit or close will sell: the bot continues on what is left. A martingale cycle with nothing
 * left restarts on its config, as after an edit, instead of waiting to sell coins it no longer has.
 */
export async function sellAtMarket(
  d: SellDeps,
  rt: BotRuntime,
  record: BotRecord,
  qty: string,
): Promise<SellFill> {
  const clientId = `${rt.id}:sell:${record.fillCursor}.${randomBytes(3).toString('hex')}`
  const order = { clientId, symbol: rt.symbol, side: 'sell' as const, type: 'market' as const, qty }
  if (!d.paper.hasAccount(rt.id)) {
    d.workerVenue.place(rt.id, order)
    d.store.save(record)
    await d.store.flush()
    const price = new D(holdingOf(d, rt).price ?? 0)
    return { qty, price: price.toFixed(), quote: price.mul(qty).toFixed(), fee: '0', pending: true }
  }
  try {
    d.paperVenue.place(rt.id, order)
    d.paper.fillMarketNow(rt.id, rt.symbol)
  } catch (error) {
    if (error instanceof ExchangeError) throw new ApiFailure('below_minimum_quantity')
    throw error
  }
  if (record.kind === 'spot_martingale' && new D(holdingOf(d, rt).base).lte(0))
    restart(d, rt, record)
  d.store.save(record)
  await d.store.flush()
  const [fill] = await d.db
    .select()
    .from(botFills)
    .where(and(eq(botFills.botId, rt.id), eq(botFills.clientId, clientId)))
  if (!fill) throw new ApiFailure('below_minimum_quantity')
  const n = (v: string) => str(new D(v))
  return {
    qty: n(fill.qty),
    price: n(fill.price),
    quote: n(fill.quote),
    fee: n(fill.fee),
    pending: false,
  }
}

/** As an edit does: orders cancelled, a fresh cycle over what is left; a paused bot stays paused. */
function restart(d: SellDeps, rt: BotRuntime, record: BotRecord) {
  const { plan } = planEdit(d, rt, record, record.config, `${rt.id}.sold${record.fillCursor}`)
  if (plan) rt.runner.apply(plan)
}
