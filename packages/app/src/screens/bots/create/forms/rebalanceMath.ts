import { fieldBounds, rebalanceBotSchema, type MarketSymbolInfo } from '@atb/contract'

/** One row of the holdings editor as the form holds it (a row may be half filled). */
export interface HoldingRow {
  coin_base_asset?: string
  target_percent?: number
}

export interface TriggerPriceRow {
  coin_base_asset?: string
  price?: number
}

/** Each holding is at least 5 % (contract), so a basket holds at most 20 coins. */
export const MIN_TARGET_PERCENT = 5
export const MAX_HOLDINGS = 100 / MIN_TARGET_PERCENT

/**
 * The basket's total target in percent, summed in millionths as the contract's check does, so
 * 33.3 + 33.3 + 33.4 is exactly 100 here too.
 */
export function holdingsSum(rows: readonly (HoldingRow | undefined)[] | undefined): number {
  const micro = (rows ?? []).reduce(
    (sum, row) => sum + Math.round((row?.target_percent ?? 0) * 1e6),
    0,
  )
  return micro / 1e6
}

/** Whole percents that add up to 100 over `count` coins, the larger shares first (34, 33, 33). */
export function evenSplit(count: number): number[] {
  if (count <= 0) return []
  const base = Math.floor(100 / count)
  const extra = 100 - base * count
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0))
}

/** The crypto coins a basket can hold: bases of the crypto symbols quoted in `quote`, A to Z. */
export function basketCoins(symbols: readonly MarketSymbolInfo[], quote = 'USDT'): string[] {
  const bases = symbols.filter((s) => s.market === 'crypto' && s.quote === quote).map((s) => s.base)
  return [...new Set(bases)].sort()
}

/** The first coin of `coins` the basket does not hold yet. */
export function nextCoin(
  coins: readonly string[],
  rows: readonly HoldingRow[],
): string | undefined {
  const taken = new Set(rows.map((r) => r.coin_base_asset))
  return coins.find((c) => !taken.has(c))
}

export interface TargetValue {
  coin: string
  percent: number
  /** Quote spent on the coin at start: `initial_amount × percent / 100`. */
  value: number
  /** The coin's last price, when known. */
  price?: number
  /** Coins bought with `value` at `price`, when the price is known. */
  quantity?: number
}

/**
 * What each coin gets at start (decision 102: each holding is bought with its share of the
 * initial amount); rows without a coin or a percent are left out.
 */
export function targetValues(
  rows: readonly (HoldingRow | undefined)[] | undefined,
  initialAmount: number | undefined,
  prices: Readonly<Record<string, number>> = {},
): TargetValue[] {
  const amount = initialAmount ?? 0
  const values: TargetValue[] = []
  for (const row of rows ?? []) {
    const coin = row?.coin_base_asset
    const percent = row?.target_percent
    if (!coin || percent === undefined || !Number.isFinite(percent)) continue
    const value = (amount * percent) / 100
    const price = prices[coin]
    values.push({
      coin,
      percent,
      value,
      ...(price && price > 0 ? { price, quantity: value / price } : {}),
    })
  }
  return values
}

/** The trigger prices of coins still in the basket, in the basket's order. */
export function keptTriggers(
  rows: readonly HoldingRow[],
  triggers: readonly TriggerPriceRow[] | undefined,
): TriggerPriceRow[] {
  const byCoin = new Map((triggers ?? []).map((t) => [t.coin_base_asset, t]))
  return rows.flatMap((r) => {
    const kept = r.coin_base_asset ? byCoin.get(r.coin_base_asset) : undefined
    return kept ? [kept] : []
  })
}

/** Sets (or, with `price` undefined, clears) one coin's trigger price, keeping the basket's order. */
export function withTrigger(
  rows: readonly HoldingRow[],
  triggers: readonly TriggerPriceRow[] | undefined,
  coin: string,
  price: number | undefined,
): TriggerPriceRow[] {
  const others = (triggers ?? []).filter((t) => t.coin_base_asset !== coin)
  const next = price === undefined ? others : [...others, { coin_base_asset: coin, price }]
  return keptTriggers(rows, next)
}

/** The pair symbols whose tickers price the basket, e.g. `BTCUSDT,ETHUSDT`. */
export function tickerSymbols(rows: readonly HoldingRow[], quote = 'USDT'): string {
  return [...new Set(rows.flatMap((r) => (r.coin_base_asset ? [r.coin_base_asset + quote] : [])))]
    .sort()
    .join(',')
}

export interface RangeBounds {
  min?: number
  max?: number
}

type Tests = { tests: { name?: string; params?: Record<string, unknown> }[] }
interface SchemaNode {
  fields: Record<string, { describe: () => Tests }>
  innerType?: SchemaNode
  resolve?: (options: { value: unknown; parent: unknown }) => SchemaNode
}

const rangeOf = (field: { describe: () => Tests } | undefined): RangeBounds =>
  fieldBounds(field?.describe().tests ?? [])

/** The contract's ranges of the rebalance fields, read from the schema so the hints never drift. */
export function rebalanceRanges() {
  const fields = rebalanceBotSchema.fields as unknown as Record<string, SchemaNode>
  const holding = fields.holding!.innerType!
  const stop = fields.stop_trigger!.resolve!({
    value: {},
    parent: { enable_option_stop_tigger: true },
  })
  return {
    target_percent: rangeOf(holding.fields.target_percent),
    initial_amount: rangeOf(fields.initial_amount as unknown as { describe: () => Tests }),
    stop_loss_ratio: rangeOf(stop.fields.stop_loss_ratio),
    take_profit_ratio: rangeOf(stop.fields.take_profit_ratio),
  }
}
