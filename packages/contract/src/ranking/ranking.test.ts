import { describe, expect, it } from 'vitest'
import { botPublicSchema, maxDrawdownPct, publicConfigOf, rankingListSchema } from './ranking'

describe('ranking rules', () => {
  it('measures the largest fall from a peak to a later trough', () => {
    expect(maxDrawdownPct([])).toBe(0)
    expect(maxDrawdownPct([100, 110, 120])).toBe(0)
    expect(maxDrawdownPct([100, 120, 90, 130, 117])).toBeCloseTo(25, 10)
    // A fall before the first peak is measured from the start.
    expect(maxDrawdownPct([100, 80, 200, 190])).toBeCloseTo(20, 10)
  })

  it('copies settings without the venue or the agreements', () => {
    expect(
      publicConfigOf({
        exchange_name: 'binance',
        agree_risk: true,
        agree_share_profit: true,
        number_of_grid: 10,
        coin_per_grid: 50,
      }),
    ).toEqual({ number_of_grid: 10, coin_per_grid: 50 })
  })

  it('defaults the board and refuses unknown metrics, windows and big pages', async () => {
    expect(await rankingListSchema.validate({})).toMatchObject({ page: 1, page_size: 20 })
    await expect(rankingListSchema.validate({ metric: 'volume' })).rejects.toThrow()
    await expect(rankingListSchema.validate({ window: '1y' })).rejects.toThrow()
    await expect(rankingListSchema.validate({ page_size: 51 })).rejects.toThrow()
    await expect(botPublicSchema.validate({ id: 'x' })).rejects.toThrow()
    expect(await botPublicSchema.validate({ id: 'x', public: false })).toEqual({
      id: 'x',
      public: false,
    })
  })
})
