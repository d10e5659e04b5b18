import { describe, expect, it } from 'vitest'
import { readQuery, toFilter, writeQuery } from './historyQuery'

describe('history query', () => {
  it('reads a valid filter and drops what is not one', () => {
    const query = readQuery(
      new URLSearchParams('exchange=kraken&symbol=btc-usdt&from=2030-01-02&to=soon&page=3'),
    )
    expect(query).toEqual({
      bot_id: '',
      exchange: '',
      symbol: 'BTCUSDT',
      from: '2030-01-02',
      to: '',
      page: 3,
    })
  })

  it('goes back to page 1 when a filter changes and leaves empty values out', () => {
    const query = readQuery(new URLSearchParams('bot_id=b1&page=4'))
    expect(writeQuery(query, { exchange: 'okx' }).toString()).toBe('bot_id=b1&exchange=okx')
    expect(writeQuery(query, { page: 5 }).toString()).toBe('bot_id=b1&page=5')
  })

  it('asks for whole UTC days, the last day included', () => {
    const query = readQuery(new URLSearchParams('from=2030-01-02&to=2030-01-02&exchange=paper'))
    expect(toFilter(query)).toEqual({
      exchange: 'paper',
      from: Date.UTC(2030, 0, 2),
      to: Date.UTC(2030, 0, 3) - 1,
    })
  })
})
