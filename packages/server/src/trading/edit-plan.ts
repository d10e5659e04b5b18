import { createHash } from 'node:crypto'
import type { BotEditPlan, EditPlanOrder } from '@atb/contract'
import { D, str, type EditPlan, type OrderRequest, type SymbolSpec } from '@atb/engine'

const n = (value: string | number) => str(new D(value))

/** A planned order in words and numbers: limit orders at their price, market ones at `price`. */
type Pair = Pick<SymbolSpec, 'base' | 'quote' | 'contractSize'>
/** What a plan sends: a bot that no longer runs sends nothing. */
type Sends = Pick<EditPlan, 'cancels' | 'intents' | 'then'>

function orderOf(
  o: Pick<OrderRequest, 'side' | 'type' | 'price' | 'qty' | 'quoteQty'>,
  spec: Pair,
  price: number,
): EditPlanOrder {
  const at = new D(o.type === 'limit' && o.price !== undefined ? o.price : price)
  const contract = new D(spec.contractSize ?? 1)
  const qty = o.qty !== undefined ? new D(o.qty) : new D(o.quoteQty ?? 0).div(at).div(contract)
  const quote = o.quoteQty !== undefined ? new D(o.quoteQty) : qty.mul(at).mul(contract)
  return {
    side: o.side,
    price: o.type === 'limit' && o.price !== undefined ? n(o.price) : null,
    qty: str(qty.toSignificantDigits(12)),
    quote: str(quote.toDecimalPlaces(8)),
  }
}

/**
 * What is fingerprinted: the orders as they would be sent or cancelled, never the approximate
 * values a moving price changes, so only a plan that sends something else is refused.
 */
function sent(plan: Sends): unknown {
  const cancels = plan.cancels
    .map((o) => [o.side, o.type, o.price ?? null, n(o.qty)].join(' '))
    .sort()
  const intents = [...plan.intents, ...plan.then].map((i) =>
    i.type === 'place'
      ? [
          i.order.side,
          i.order.type,
          i.order.price ?? null,
          i.order.qty ?? null,
          i.order.quoteQty ?? null,
          i.order.reduceOnly ?? false,
        ].join(' ')
      : i.type === 'stop'
        ? `stop ${i.reason.code}`
        : 'cancel',
  )
  return { cancels, intents }
}

/** 16 hex digits of SHA-256 over what the plan sends: short enough to carry, long enough to trust. */
export const planFingerprint = (plan: Sends): string =>
  createHash('sha256')
    .update(JSON.stringify(sent(plan)))
    .digest('hex')
    .slice(0, 16)

/** The plan as the review shows it (decision 088). */
export function editPlanView(plan: Sends, spec: Pair, price: number): BotEditPlan {
  const placed = [...plan.intents, ...plan.then].flatMap((i) =>
    i.type === 'place' ? [i.order] : [],
  )
  return {
    price: n(price),
    base_asset: spec.base,
    quote_asset: spec.quote,
    cancels: plan.cancels.map((o) => orderOf(o, spec, price)),
    places: placed.filter((o) => o.type === 'limit').map((o) => orderOf(o, spec, price)),
    market: placed.filter((o) => o.type === 'market').map((o) => orderOf(o, spec, price)),
    fingerprint: planFingerprint(plan),
  }
}
