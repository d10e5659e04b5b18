import type { ProfitEvent } from '@atb/contract'
import type { CsvColumn } from '../../../../services/csv'

/** The export's headers in the page's language. */
export interface TradeCsvHeaders {
  time: string
  coin: string
  side: string
  quantity: string
  price: string
  realized: string
  fee: string
  profit: string
  currency: string
}

/**
 * The bot page's trades as CSV: every fill of the bot as the profit history books it, decimals
 * exactly as the API sends them and times in ISO 8601 UTC. `coin` names each row's coin, for a
 * bot that trades more than one symbol (a basket); null leaves the column out.
 */
export function tradeCsvColumns(
  h: TradeCsvHeaders,
  coin: ((e: ProfitEvent) => string) | null,
): CsvColumn<ProfitEvent>[] {
  return [
    { header: h.time, value: (e) => new Date(e.time).toISOString() },
    ...(coin ? [{ header: h.coin, value: coin }] : []),
    { header: h.side, value: (e) => e.side },
    { header: h.quantity, value: (e) => e.qty },
    { header: h.price, value: (e) => e.price },
    { header: h.realized, value: (e) => e.realized },
    { header: h.fee, value: (e) => e.fee },
    { header: h.profit, value: (e) => e.profit },
    { header: h.currency, value: (e) => e.currency },
  ]
}
