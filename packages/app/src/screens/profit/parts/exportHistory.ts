import { createActor, toPromise, type PromiseActorLogic } from 'xstate'
import type { ExchangeName, ProfitEvent } from '@atb/contract'
import type { CsvColumn } from '../../../services/csv'

/** The filter as the endpoint takes it (without paging). */
export interface HistoryFilter {
  bot_id?: string
  exchange?: ExchangeName
  symbol?: string
  from?: number
  to?: number
}

/** Rows one export may hold: enough for years of a busy bot, small enough for a browser tab. */
export const EXPORT_CAP = 10_000
/** The endpoint's largest page. */
export const EXPORT_PAGE_SIZE = 100

export interface ExportProgress {
  done: number
  total: number
}

/**
 * Every page of the filter up to `cap` rows, one call at a time (the server's rate limit is per
 * user), reporting progress after each page. `signal` stops between pages and aborts the call.
 * Any paged loader works (profit history, the wallet's history).
 */
export async function fetchAllPages<
  R extends { items: unknown[]; total: number },
  I extends { page: number; page_size: number },
>(
  logic: PromiseActorLogic<R, I>,
  filter: Omit<I, 'page' | 'page_size'>,
  options: { cap?: number; signal?: AbortSignal; onProgress?: (p: ExportProgress) => void } = {},
): Promise<{ rows: R['items']; total: number }> {
  const { cap = EXPORT_CAP, signal, onProgress } = options
  const rows: R['items'] = []
  let total = Infinity
  for (let page = 1; rows.length < Math.min(cap, total); page += 1) {
    signal?.throwIfAborted()
    const input = { ...filter, page, page_size: EXPORT_PAGE_SIZE } as I
    const actor = createActor(logic, { input })
    const stop = () => actor.stop()
    signal?.addEventListener('abort', stop, { once: true })
    const result = toPromise(actor)
    actor.start()
    try {
      const answer = await result
      total = answer.total
      rows.push(...answer.items.slice(0, cap - rows.length))
      onProgress?.({ done: rows.length, total: Math.min(cap, total) })
      if (answer.items.length === 0) break
    } finally {
      signal?.removeEventListener('abort', stop)
    }
  }
  signal?.throwIfAborted()
  return { rows, total: total === Infinity ? 0 : total }
}

/** The export's columns: translated headers, exact decimals and ISO UTC times. */
export function historyColumns(
  header: Record<
    | 'time'
    | 'bot'
    | 'kind'
    | 'exchange'
    | 'pair'
    | 'side'
    | 'qty'
    | 'price'
    | 'realized'
    | 'fee'
    | 'profit'
    | 'currency',
    string
  >,
): CsvColumn<ProfitEvent>[] {
  return [
    { header: header.time, value: (e) => new Date(e.time).toISOString() },
    { header: header.bot, value: (e) => e.bot_id },
    { header: header.kind, value: (e) => e.kind },
    { header: header.exchange, value: (e) => e.exchange_name },
    { header: header.pair, value: (e) => e.symbol },
    { header: header.side, value: (e) => e.side },
    { header: header.qty, value: (e) => e.qty },
    { header: header.price, value: (e) => e.price },
    { header: header.realized, value: (e) => e.realized },
    { header: header.fee, value: (e) => e.fee },
    { header: header.profit, value: (e) => e.profit },
    { header: header.currency, value: (e) => e.currency },
  ]
}
