import { describe, expect, it } from 'vitest'
import { rankingRequest, readRankingQuery, writeRankingQuery } from './rankingQuery'

describe('the ranking address', () => {
  it('reads a board and writes it back without the defaults', () => {
    const q = readRankingQuery(
      new URLSearchParams('metric=pnl&window=7d&kind=dca&market=gold&page=3'),
    )
    expect(q).toEqual({ metric: 'pnl', window: '7d', kind: 'dca', market: 'gold', page: 3 })
    expect(writeRankingQuery(q).toString()).toBe('metric=pnl&window=7d&kind=dca&market=gold&page=3')
    expect(rankingRequest(q)).toEqual({ ...q, page_size: 20 })
  })

  it('falls back to ROI over 30 days, every kind and market, page 1', () => {
    const q = readRankingQuery(new URLSearchParams('metric=volume&window=1y&kind=x&page=-2'))
    expect(q).toEqual({ metric: 'roi', window: '30d', kind: '', market: '', page: 1 })
    expect(writeRankingQuery(q).toString()).toBe('')
    expect(rankingRequest(q)).toEqual({ metric: 'roi', window: '30d', page: 1, page_size: 20 })
  })
})
