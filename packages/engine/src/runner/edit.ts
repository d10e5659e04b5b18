import { D, str } from '../core/decimal'
import type { Fill, OrderRequest, SymbolSpec } from '../core/types'
import { bookedHoldings } from '../strategies/common'
import type { BotState, Intent, Strategy } from '../strategies/types'
import type { BotRecord } from './store'
import type { EditPlan, RestartContext } from './types'

/**
 * A market order of the plan filled in full at the price now, without a fee: what the strategy
 * is told when working out the orders it holds back until then.
 */
function assumedFill(order: OrderRequest, spec: SymbolSpec, price: number, time: number): Fill {
  const contract = new D(spec.contractSize ?? 1)
  const qty = order.qty
    ? new D(order.qty)
    : new D(order.quoteQty ?? 0).div(price).div(contract).toSignificantDigits(12)
  return {
    seq: 0,
    clientId: order.clientId,
    symbol: order.symbol,
    side: order.side,
    price,
    qty: str(qty),
    quote: str(qty.mul(price).mul(contract)),
    fee: '0',
    feeAsset: spec.quote,
    maker: false,
    time,
  }
}

/**
 * What restarting a bot on a new config would send (decision 088), worked out on a copy: the
 * strategy's start over what the account holds, then its answer to each of the start's market
 * orders filling at the price now, for the orders it holds back until they fill (a grid's sells
 * wait for the base its market buy brings). Nothing is sent and the bot is not touched.
 */
export function planEdit(
  record: BotRecord,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- configs differ per strategy
  strategy: Strategy<any, BotState>,
  symbols: SymbolSpec[],
  cancels: EditPlan['cancels'],
  change: { config: unknown; prefix: string; ctx: RestartContext },
): EditPlan {
  const { config, prefix, ctx } = change
  const holdings = ctx.holdings ?? bookedHoldings(record.state)
  const spec = symbols[0]!
  const start = strategy.init(config, {
    botId: prefix,
    symbols,
    time: ctx.time,
    prices: ctx.prices,
    ...(holdings ? { from: { holdings, state: record.state } } : {}),
  })
  const price = ctx.prices[spec.symbol]!
  let copy = start.state
  const then: Intent[] = []
  for (const intent of start.intents) {
    if (intent.type !== 'place' || intent.order.type !== 'market') continue
    const fill = assumedFill(intent.order, spec, price, ctx.time)
    const next = strategy.step(copy, { type: 'fill', fill })
    copy = next.state
    then.push(...next.intents)
  }
  return {
    botId: record.id,
    config,
    spec,
    cancels,
    intents: start.intents,
    then,
    state: start.state,
  }
}
