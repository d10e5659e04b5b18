import { fieldBounds, futuresBotSchema, type AmountType, type Side } from '@atb/contract'

export { committedQuote, maxCoinInitial } from '@atb/contract'

/** A `{type, amount}` field as the form holds it (the amount may be missing while typing). */
export interface TypedAmountValue {
  type?: AmountType
  amount?: number
}

/** The typed amounts of the futures-type config. */
export type AmountField =
  'capital' | 'coinInitial' | 'takeProfit' | 'stopLoss' | 'coverageAllOrders'

export interface Bounds {
  min?: number
  max?: number
}

interface Described {
  describe: (options: { parent: { type: AmountType } }) => {
    tests: { name?: string; params?: Record<string, unknown> }[]
  }
}

function amountSchema(field: AmountField): Described {
  type Node = { fields: Record<string, unknown>; innerType?: Node }
  const node = futuresBotSchema.fields[field] as unknown as Node
  const object = field === 'coverageAllOrders' ? node.innerType! : node
  return object.fields.amount as Described
}

/**
 * The contract's limits of one typed amount for one type, read from the schema itself, so the
 * hints never drift from the rules (capital type 1 is 0.01 to 100, stop loss type 1 at most 100…).
 */
export function boundsOf(field: AmountField, type: AmountType): Bounds {
  return fieldBounds(amountSchema(field).describe({ parent: { type } }).tests)
}

export interface ExitPrices {
  /** Margin the opening order uses, in quote. */
  margin: number
  /** Position size at the last price. */
  quantity: number
  takeProfit?: number
  stopLoss?: number
}

/**
 * Where the bot would take profit and stop the loss if it opened at `lastPrice` now, as the
 * engine computes them: type 0 is an amount in quote, type 1 a percent of the margin used.
 */
export function exitPrices(input: {
  side: Side | undefined
  coinInitial: TypedAmountValue | undefined
  takeProfit: TypedAmountValue | undefined
  stopLoss: TypedAmountValue | undefined
  lastPrice: number | undefined
}): ExitPrices | undefined {
  const { coinInitial, lastPrice } = input
  if (!lastPrice || lastPrice <= 0 || coinInitial?.amount === undefined || !coinInitial.amount)
    return undefined
  const quantity = coinInitial.type === 1 ? coinInitial.amount : coinInitial.amount / lastPrice
  const margin = coinInitial.type === 1 ? coinInitial.amount * lastPrice : coinInitial.amount
  if (coinInitial.type === undefined || quantity <= 0) return undefined
  const dir = input.side === 'SELL' ? -1 : 1
  const money = (x: TypedAmountValue | undefined) =>
    x?.amount === undefined || x.type === undefined
      ? undefined
      : x.type === 0
        ? x.amount
        : (margin * x.amount) / 100
  const tp = money(input.takeProfit)
  const sl = money(input.stopLoss)
  return {
    margin,
    quantity,
    ...(tp === undefined ? {} : { takeProfit: lastPrice + (dir * tp) / quantity }),
    ...(sl === undefined ? {} : { stopLoss: lastPrice - (dir * sl) / quantity }),
  }
}

/** Decimals of a tick size such as "0.00001" (5) or "1" (0); 2 when unknown. */
export function decimalsOf(tickSize: string | undefined): number {
  if (!tickSize) return 2
  const n = Number(tickSize)
  if (!Number.isFinite(n) || n <= 0) return 2
  if (tickSize.includes('e-')) return Number(tickSize.split('e-')[1])
  const [, fraction = ''] = tickSize.replace(/0+$/, '').split('.')
  return fraction.length
}
