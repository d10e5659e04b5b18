import { describe, expect, it } from 'vitest'
import { placesThatAddUp } from './BotFigures'

describe('the line that shows how the figures add up', () => {
  it('keeps two decimals when the rounded figures add up', () => {
    const sums = [
      {
        total: '-10.42',
        parts: [
          ['0', 1],
          ['-10.12', 1],
          ['0.3', -1],
        ] as [string, 1 | -1][],
      },
    ]
    expect(placesThatAddUp(sums)).toBe(2)
  })

  it('shows more where two decimals would read a cent wrong (seen on a rebalance page)', () => {
    // 0.07 − 14.55 − 0.61 = −15.09, but the total rounds to −15.08.
    const rebalance = {
      total: '-15.084',
      parts: [
        ['0.068', 1],
        ['-14.547', 1],
        ['0.605', -1],
      ] as [string, 1 | -1][],
    }
    expect(placesThatAddUp([rebalance])).toBe(3)
  })

  it('holds every sum at once: a grid’s grid profit and trend profit too', () => {
    const total = '-10.4134'
    const sums = [
      {
        total,
        parts: [
          ['0', 1],
          ['-10.1184', 1],
          ['0.295', -1],
        ] as [string, 1 | -1][],
      },
      {
        total,
        parts: [
          ['0.0066', 1],
          ['-10.42', 1],
        ] as [string, 1 | -1][],
      },
    ]
    // At 3 places the first reads −10.118 − 0.295 = −10.413 and the second 0.007 − 10.420 =
    // −10.413: both add up; at 2 the first reads −10.12 − 0.30 = −10.42 against −10.41.
    expect(placesThatAddUp(sums)).toBe(3)
  })

  it('goes up to 8 decimals, and keeps 2 where no precision makes the figures add up', () => {
    const thirds = (total: string) => ({
      total,
      parts: [
        ['0.33333333', 1],
        ['0.33333333', 1],
        ['0.33333334', 1],
      ] as [string, 1 | -1][],
    })
    expect(placesThatAddUp([thirds('1')])).toBe(8)
    expect(placesThatAddUp([thirds('1.5')])).toBe(2)
  })
})
