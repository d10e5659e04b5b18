import { describe, expect, it, vi } from 'vitest'
import type { OrderRejection } from '@atb/contract'
import { toCsv } from '../../../services/csv'
import { EXPORT_CAP, fetchAllOrders, orderCsvColumns } from './exportOrders'
import { storyOrder, storyOrders } from './stories/sampleOrders'

const headers = {
  time: 'Zeit',
  bot: 'Bot',
  exchange: 'Börse',
  pair: 'Paar',
  side: 'Seite',
  type: 'Typ',
  price: 'Preis',
  quantity: 'Menge',
  status: 'Status',
  reason: 'Grund',
  order: 'Auftrag',
}

describe('order export', () => {
  it('writes translated headers, the decimals exactly as the API gave them and why an order was refused', () => {
    const rows = [storyOrder(0), storyOrder(2), storyOrder(4)]
    const said = (r: OrderRejection) => `abgelehnt: ${r.code}`
    const csv = toCsv(rows, orderCsvColumns(headers, said))
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('Zeit,Bot,Börse,Paar,Seite,Typ,Preis,Menge,Status,Grund,Auftrag')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toContain(',BTCUSDT,buy,limit,60000.5,0.00168000,filled,,atb-1000')
    expect(lines[2]).toContain(`,${storyOrder(2).price},0.0293,`)
    expect(lines[3]).toContain(',rejected,abgelehnt: min_notional,atb-1004')
  })

  it('fetches every page of the filter with progress, and stops at the cap', async () => {
    const load = vi.fn(async (input: { page: number; page_size: number; side?: string }) =>
      storyOrders(250, input.page, input.page_size),
    )
    const progress = vi.fn()
    const result = await fetchAllOrders(load, { side: 'buy', page: 3 }, progress)
    expect(result.rows).toHaveLength(250)
    expect(result.capped).toBe(false)
    expect(load.mock.calls.map(([i]) => [i.page, i.page_size, i.side])).toEqual([
      [1, 100, 'buy'],
      [2, 100, 'buy'],
      [3, 100, 'buy'],
    ])
    expect(progress).toHaveBeenLastCalledWith({ fetched: 250, total: 250 })

    const many = vi.fn(async (input: { page: number; page_size: number }) =>
      storyOrders(EXPORT_CAP + 321, input.page, input.page_size),
    )
    const capped = await fetchAllOrders(many, { page: 1 }, () => undefined)
    expect(capped.rows).toHaveLength(EXPORT_CAP)
    expect([capped.total, capped.capped]).toEqual([EXPORT_CAP + 321, true])
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      fetchAllOrders(
        async () => storyOrders(5),
        { page: 1 },
        () => undefined,
        controller.signal,
      ),
    ).rejects.toThrow()
  })
})
