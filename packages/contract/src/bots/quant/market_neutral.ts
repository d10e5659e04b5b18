import * as yup from 'yup'
import { message, type MessageDescriptor } from '../../i18n/message'
import { validation } from '../../i18n/validation'
import { integerBetween, isFiniteNumber, numberBetween } from '../../schemas/numbers'
import { amountAtLeast } from '../../schemas/money'
import { coinFields } from '../common'
import { botLabels as L } from '../labels'

/**
 * Perpetual funding as the paper venue charges it (decision 056): every 8 hours, at Binance's
 * baseline of 0.01 % (its interest component when the premium is zero), paid by longs to shorts.
 */
export const FUNDING = {
  intervalHours: 8,
  paperRate: 0.0001,
  /** Isolated maintenance margin the paper venue keeps (Binance's first tier, 0.5 %). */
  maintenanceRate: 0.005,
} as const

/** The perpetual beside a spot pair, as the paper venue lists it: `BTCUSDT` → `BTCUSDT.P`. */
export const perpSymbolOf = (spot: string) => `${spot}.P`
export const isPerpSymbol = (symbol: string) => symbol.endsWith('.P')
/** The spot pair a paper perpetual follows: `BTCUSDT.P` → `BTCUSDT`. */
export const spotSymbolOf = (perp: string) => perp.slice(0, -2)

/**
 * Kinds that run on the Paper venue only for now; the wizard offers Paper alone and the server
 * refuses any other venue:
 * - market neutral: its perpetual leg is the paper venue's (decision 056);
 * - the crypto futures kinds: the Binance and OKX adapter trades spot markets only, so a futures
 *   bot there would place spot orders, with no leverage and no short (decision 093).
 */
export const paperOnlyKinds: readonly string[] = [
  'market_neutral',
  'futures_grid',
  'future_signal',
  'future_manual',
]
export const isPaperOnlyKind = (kind: string) => paperOnlyKinds.includes(kind)

/** A funding rate per interval as a yearly percentage: 0.0001 every 8 h is 10.95 %. */
export const fundingApr = (rate: number) => rate * (8760 / FUNDING.intervalHours) * 100

/**
 * Part of the capital kept back for the legs' fees: without it the short's margin plus its fee
 * would be a fraction more than the quote left beside a spot leg sized to the split.
 */
export const NEUTRAL_FEE_RESERVE = 0.002

/**
 * The capital's split: `reserve` kept for fees, then the spot leg buys `spot` and the short's
 * margin is `margin` (spot = margin × leverage). The three add up to the total.
 */
export function neutralSplit(total: number, leverage: number) {
  const reserve = total * NEUTRAL_FEE_RESERVE
  const margin = (total - reserve) / (leverage + 1)
  return { spot: total - reserve - margin, margin, reserve }
}

/** Where an isolated short opened at `entry` with `leverage` is liquidated. */
export const shortLiquidation = (entry: number, leverage: number) =>
  entry * (1 + 1 / leverage - FUNDING.maintenanceRate)

/**
 * The largest rebalance move for a leverage: four fifths of the way to the short's liquidation,
 * so a re-hedge always comes first (80 % at 1×, 40 % at 2×, 26 % at 3×).
 */
export const maxRebalancePercent = (leverage: number) => Math.floor(80 / leverage)

/** Labels of `market_neutral`'s own fields (decision 056). */
export const marketNeutralLabels = {
  min_funding_apr: /*i18n*/ {
    id: 'field.min_funding_apr',
    message: 'yearly funding rate to enter',
  },
  exit_funding_apr: /*i18n*/ {
    id: 'field.exit_funding_apr',
    message: 'yearly funding rate to exit',
  },
  rebalance_percent: /*i18n*/ { id: 'field.rebalance_percent', message: 'rebalance move' },
} satisfies Record<string, MessageDescriptor>

const M = marketNeutralLabels

/**
 * The `market_neutral` config (decision 056): a spot long hedged by an equal perpetual short, held
 * while the funding the short earns is worth it. Capital splits by the short's leverage; the hedge
 * is re-balanced after the price moves `rebalance_percent` from the last hedge.
 */
export const marketNeutralSchema = yup.object({
  ...coinFields,
  total_amount: amountAtLeast(L.total_amount, 30),
  leverage: integerBetween(L.leverage, 1, 3),
  min_funding_apr: numberBetween(M.min_funding_apr, 0, 100),
  exit_funding_apr: numberBetween(M.exit_funding_apr, -50, 100).test(
    'at-most-entry',
    function (value) {
      const entry = (this.parent as { min_funding_apr?: unknown }).min_funding_apr
      if (!isFiniteNumber(entry) || value === undefined || value <= entry) return true
      return this.createError({
        message: () =>
          message(validation.atMostField, { label: M.exit_funding_apr, other: M.min_funding_apr }),
      })
    },
  ),
  rebalance_percent: numberBetween(M.rebalance_percent, 5, 50).test(
    'before-liquidation',
    function (value) {
      const leverage = (this.parent as { leverage?: unknown }).leverage
      if (!isFiniteNumber(leverage) || value === undefined) return true
      const max = maxRebalancePercent(leverage)
      if (value <= max) return true
      return this.createError({
        message: () => message(validation.rebalanceBeforeLiquidation, { max, leverage }),
      })
    },
  ),
})
export type MarketNeutralConfig = yup.InferType<typeof marketNeutralSchema>
