import { describe, expect, it } from 'vitest'
import { filterFromQuery, queryOf, requestOf } from './orderQuery'

describe('order history query', () => {
  it('keeps valid filters and drops hand-edited nonsense', () => {
    const filter = filterFromQuery(
      new URLSearchParams(
        'exchange=okx&symbol=btcusdt&side=sideways&status=filled&from=2030-01-02&to=soon&page=0',
      ),
    )
    expect(filter).toEqual({
      exchange: 'okx',
      symbol: 'BTCUSDT',
      status: 'filled',
      from: '2030-01-02',
      page: 1,
    })
    expect(queryOf({ ...filter, page: 2 }).toString()).toBe(
      'exchange=okx&symbol=BTCUSDT&status=filled&from=2030-01-02&page=2',
    )
  })

  it('asks for whole local days, the last one included', () => {
    const request = requestOf({ from: '2030-01-02', to: '2030-01-02', page: 1 })
    expect(request.to! - request.from! + 1).toBe(86_400_000)
    expect(new Date(request.from!).getHours()).toBe(0)
    expect(request).toMatchObject({ page: 1, page_size: 20 })
  })
})
