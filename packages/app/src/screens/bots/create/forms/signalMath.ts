/**
 * The order ladder of a signal-follow bot, as the engine's follower places it
 * (`packages/engine/src/strategies/signal.ts`): a first order when the signal opens a position,
 * then one order per repeated signal while `coverage_x` allows, each from its coverage row (or the
 * first order's amount when the row is missing); `is_all_order` makes every order one amount.
 * Amounts are quote money; on futures they are margin, the position being amount × leverage.
 */
export interface SignalLadderValues {
  amount?: number
  coin_initial_opening?: number
  is_all_order?: boolean
  amount_all_order?: number
  coverage_x?: number
  coverage?: readonly { seq?: number; amount?: number }[]
  total_amount?: number
  leverage?: number
}

export interface LadderStep {
  /** 0 for the first order, then the coverage order's number. */
  index: number
  amount: number
  /** What the orders up to this one commit together. */
  cumulative: number
  /** True once the cumulative amount is above `total_amount`. */
  overTotal: boolean
}

export interface SignalLadder {
  steps: LadderStep[]
  /** Everything the ladder commits when every order fills. */
  total: number
  /** The position's size at worst on futures (margin × leverage); equals `total` on spot. */
  exposure: number
  overTotal: boolean
  /** Coverage rows past `coverage_x`, which the bot never uses. */
  unusedRows: number
}

const isAmount = (n: number | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0

/** The ladder, or undefined while an amount it needs is missing. */
export function signalLadder(
  values: SignalLadderValues,
  futures: boolean,
): SignalLadder | undefined {
  const first = futures ? values.coin_initial_opening : values.amount
  const all = values.is_all_order ? values.amount_all_order : undefined
  if (values.is_all_order ? !isAmount(all) : !isAmount(first)) return undefined
  const coverageX = Math.max(0, Math.floor(values.coverage_x ?? 0))
  const rows = values.coverage ?? []
  const amounts: number[] = []
  for (let i = 0; i <= coverageX; i++) {
    const amount = all ?? (i === 0 ? first : (rows[i - 1]?.amount ?? first))
    if (!isAmount(amount)) return undefined
    amounts.push(amount)
  }
  const limit = values.total_amount
  let cumulative = 0
  const steps = amounts.map((amount, index) => {
    cumulative += amount
    return { index, amount, cumulative, overTotal: isAmount(limit) && cumulative > limit }
  })
  const leverage = futures && isAmount(values.leverage) ? values.leverage : 1
  return {
    steps,
    total: cumulative,
    exposure: cumulative * leverage,
    overTotal: isAmount(limit) && cumulative > limit,
    unusedRows: Math.max(0, rows.length - coverageX),
  }
}

/**
 * What a signal bot commits, as the engine's `account()` reserves it: `total_amount` of the quote
 * asset, on spot and on futures alike (there as margin; leverage sizes the positions, not the
 * reserve). Undefined until the pair and the total are known.
 */
export function signalCapital(
  totalAmount: number | undefined,
  quote: string | undefined,
): Record<string, number> | undefined {
  return quote && isAmount(totalAmount) ? { [quote]: totalAmount } : undefined
}

/** Coverage rows numbered 1, 2, 3… again after an add or a remove. */
export function renumber<T extends { seq?: number }>(rows: readonly T[]): T[] {
  return rows.map((row, i) => ({ ...row, seq: i + 1 }))
}
