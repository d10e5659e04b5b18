import { describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import type { ProfitHistoryResponse } from '@atb/contract'
import { toCsv } from '../../../services/csv'
import { storyHistory } from '../stories/profitSample'
import { fetchAllPages, historyColumns } from './exportHistory'

type Input = { page: number; page_size: number; symbol?: string }

const server = (total: number) => {
  const asked: Input[] = []
  const logic = fromPromise<ProfitHistoryResponse, Input>(async ({ input: query }) => {
    asked.push(query)
    return storyHistory(total, query.page, total, query.page_size)
  })
  return { logic, asked }
}

describe('fetchAllPages', () => {
  it('reads every page of the filter in order, reporting progress', async () => {
    const { logic, asked } = server(250)
    const progress = vi.fn()
    const { rows, total } = await fetchAllPages(
      logic,
      { symbol: 'BTCUSDT' },
      { onProgress: progress },
    )
    expect(total).toBe(250)
    expect(rows).toHaveLength(250)
    expect(asked.map((a) => [a.page, a.page_size, a.symbol])).toEqual([
      [1, 100, 'BTCUSDT'],
      [2, 100, 'BTCUSDT'],
      [3, 100, 'BTCUSDT'],
    ])
    expect(progress.mock.calls.map(([p]) => p)).toEqual([
      { done: 100, total: 250 },
      { done: 200, total: 250 },
      { done: 250, total: 250 },
    ])
  })

  it('stops at the cap', async () => {
    const { logic, asked } = server(1000)
    const { rows, total } = await fetchAllPages(logic, {}, { cap: 150 })
    expect(rows).toHaveLength(150)
    expect(total).toBe(1000)
    expect(asked).toHaveLength(2)
  })

  it('stops when aborted', async () => {
    const { logic } = server(1000)
    const controller = new AbortController()
    const run = fetchAllPages(
      logic,
      {},
      {
        signal: controller.signal,
        onProgress: () => controller.abort(),
      },
    )
    await expect(run).rejects.toThrow()
  })

  it('exports exact decimals under translated headers', async () => {
    const { logic } = server(1)
    const { rows } = await fetchAllPages(logic, {})
    const names = [
      'Time',
      'Bot',
      'Strategy',
      'Exchange',
      'Pair',
      'Side',
      'Qty',
      'Price',
      'Realised',
      'Fee',
      'Profit',
      'Currency',
    ]
    const keys = [
      'time',
      'bot',
      'kind',
      'exchange',
      'pair',
      'side',
      'qty',
      'price',
      'realized',
      'fee',
      'profit',
      'currency',
    ] as const
    const csv = toCsv(
      rows,
      historyColumns(Object.fromEntries(keys.map((k, i) => [k, names[i]!])) as never),
    )
    const [head, line] = csv.split('\r\n')
    expect(head).toBe(names.join(','))
    expect(line).toContain(',0.0015,97250.5,1.84210526,0.01234567,1.82975959,USDT')
    expect(line!.startsWith('2030-01-20T10:30:00.000Z,')).toBe(true)
  })
})
