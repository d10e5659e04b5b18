import { describe, expect, it } from 'vitest'
import { COLOUR_BOUND, heatmapRequest, readHeatmapQuery, writeHeatmapQuery } from './heatmapQuery'

describe('readHeatmapQuery', () => {
  it('defaults to all markets over 24 h', () => {
    expect(readHeatmapQuery(new URLSearchParams())).toEqual({ market: 'all', period: '24h' })
  })
  it('reads a known market and period', () => {
    expect(readHeatmapQuery(new URLSearchParams('market=gold&period=7d'))).toEqual({
      market: 'gold',
      period: '7d',
    })
  })
  it('ignores unknown values', () => {
    expect(readHeatmapQuery(new URLSearchParams('market=stocks&period=1y'))).toEqual({
      market: 'all',
      period: '24h',
    })
  })
})

describe('writeHeatmapQuery', () => {
  it('keeps other parameters and leaves the defaults out', () => {
    const next = writeHeatmapQuery(new URLSearchParams('market=forex&x=1'), {
      market: 'all',
      period: '24h',
    })
    expect(next.toString()).toBe('x=1')
  })
  it('writes a chosen market and period', () => {
    const next = writeHeatmapQuery(new URLSearchParams(), { market: 'crypto', period: '1h' })
    expect(next.toString()).toBe('market=crypto&period=1h')
  })
})

describe('heatmapRequest', () => {
  it('asks without a market for all markets', () => {
    expect(heatmapRequest({ market: 'all', period: '7d' })).toEqual({ period: '7d' })
    expect(heatmapRequest({ market: 'forex', period: '1h' })).toEqual({
      market: 'forex',
      period: '1h',
    })
  })
})

describe('COLOUR_BOUND', () => {
  it('widens with the period', () => {
    expect(COLOUR_BOUND['1h']).toBeLessThan(COLOUR_BOUND['24h'])
    expect(COLOUR_BOUND['24h']).toBeLessThan(COLOUR_BOUND['7d'])
  })
})
