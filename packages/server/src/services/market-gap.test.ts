import { describe, expect, it } from 'vitest'
import { logGap } from './market-feed'

describe('logGap', () => {
  it('warns with how long the stream was down and which symbols were filled', () => {
    const warnings: [object, string][] = []
    const from = Date.UTC(2026, 0, 6, 12, 30)
    logGap((data, message) => warnings.push([data, message]))({
      from,
      to: from + 210_000,
      symbols: ['BTCUSDT', 'WLDUSDT'],
    })
    expect(warnings).toEqual([
      [
        { gapMs: 210_000, from: '2026-01-06T12:30:00.000Z', symbols: ['BTCUSDT', 'WLDUSDT'] },
        'market stream dropped; gap filled from 1-minute candles',
      ],
    ])
  })
})
