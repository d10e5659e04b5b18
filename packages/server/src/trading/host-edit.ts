import type { BotEditPlan } from '@atb/contract'
import { D, type BotRecord, type EditPlan, type Holdings } from '@atb/engine'
import type { HostCore } from './host-attach'
import { editPlanView } from './edit-plan'
import { heldOf } from './pnl'
import type { BotRuntime } from './runtime'

/**
 * What a Paper bot's account holds, orders' locks included (an edit cancels them first): its
 * base and quote, or on futures its signed position in base units with cash = wallet − position ×
 * entry, so that cash + position × price is its equity. A connected exchange's account is the
 * user's, not the bot's: there the bot's own booking counts (undefined).
 */
export function accountHoldings(
  d: Pick<HostCore, 'paper'>,
  rt: BotRuntime,
  record: BotRecord,
): Holdings | undefined {
  if (!d.paper.hasAccount(rt.id)) return undefined
  const balances = d.paper.balances(rt.id)
  const fees = (record.state as { holdings?: Holdings } | null)?.holdings?.fees ?? '0'
  const cash = heldOf(balances[rt.quote])
  const spec = d.paper.specOf(rt.symbol)
  if (spec.kind === 'futures') {
    const position = d.paper.position(rt.id, rt.symbol)
    const base = new D(position?.qty ?? 0).mul(spec.contractSize ?? 1)
    const entry = position?.entryPrice ?? 0
    return { base: base.toFixed(), cash: cash.sub(base.mul(entry)).toFixed(), fees }
  }
  return { base: heldOf(balances[rt.base]).toFixed(), cash: cash.toFixed(), fees }
}

/** The price an edit starts at: the feed's last, else the venue's, else the bot's start. */
export function editPrice(d: Pick<HostCore, 'feed' | 'paper'>, rt: BotRuntime) {
  const ticker = d.feed.ticker(rt.symbol)
  const price = ticker?.last ?? d.paper.lastPrice(rt.symbol) ?? rt.startPrice
  return { price, time: ticker?.time ?? 0 }
}

/**
 * Works out what an edit to `config` (already parsed) would do now, on a copy of the bot: the
 * same call the edit itself makes, so the review shows what the save sends. Synchronous, so a
 * save can check and apply it before any tick comes between. A bot that no longer runs (in
 * error) has no plan: the edit only stores its settings.
 */
export function planEdit(
  d: Pick<HostCore, 'feed' | 'paper'>,
  rt: BotRuntime,
  record: BotRecord,
  config: unknown,
  prefix: string,
): { plan: EditPlan | null; view: BotEditPlan } {
  const { price, time } = editPrice(d, rt)
  const holdings = accountHoldings(d, rt, record)
  const plan = rt.runner.plan(rt.id, config, prefix, {
    time,
    prices: { [rt.symbol]: price },
    ...(holdings ? { holdings } : {}),
  })
  const spec = plan?.spec ?? { base: rt.base, quote: rt.quote }
  return { plan, view: editPlanView(plan ?? { cancels: [], intents: [], then: [] }, spec, price) }
}
