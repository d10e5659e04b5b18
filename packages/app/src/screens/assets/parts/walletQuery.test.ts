import { describe, expect, it } from 'vitest'
import { readWalletQuery, toWalletFilter, writeWalletQuery } from './walletQuery'

describe('wallet history query', () => {
  it('reads the filter from the address, ignoring what it does not know', () => {
    expect(readWalletQuery(new URLSearchParams('type=deposit&period=30&page=3'))).toEqual({
      type: 'deposit',
      period: '30',
      page: 3,
    })
    expect(readWalletQuery(new URLSearchParams('type=bribe&period=5&page=-1'))).toEqual({
      type: '',
      period: 'all',
      page: 1,
    })
  })

  it('writes only what differs from the defaults and goes back to page 1 on a filter change', () => {
    const query = { type: 'deposit' as const, period: '30' as const, page: 4 }
    expect(writeWalletQuery(query, { period: '7' }).toString()).toBe('type=deposit&period=7')
    expect(writeWalletQuery(query, { page: 5 }).toString()).toBe('type=deposit&period=30&page=5')
    expect(writeWalletQuery(query, { type: '', period: 'all' }).toString()).toBe('')
  })

  it('starts a period at the beginning of a UTC day, the same all day long', () => {
    const morning = Date.UTC(2030, 0, 10, 0, 5)
    const evening = Date.UTC(2030, 0, 10, 23, 55)
    const week = { type: '' as const, period: '7' as const, page: 1 }
    expect(toWalletFilter(week, morning)).toEqual({ from: Date.UTC(2030, 0, 4) })
    expect(toWalletFilter(week, evening)).toEqual(toWalletFilter(week, morning))
    expect(toWalletFilter({ type: 'transfer_in', period: 'all', page: 2 }, morning)).toEqual({
      type: 'transfer_in',
    })
  })
})
