import { describe, expect, it } from 'vitest'
import {
  fitLabel,
  layoutTiles,
  layoutWeights,
  MIN_TILE_SHARE,
  MIN_TILE_SIDE,
  toneOf,
} from './treemapLayout'

describe('toneOf', () => {
  it('is flat at zero, for changes that round to 0.00 % and for non-numbers', () => {
    expect(toneOf(0, 5)).toEqual({ direction: 'flat', strength: 0 })
    expect(toneOf(0.004, 5)).toEqual({ direction: 'flat', strength: 0 })
    expect(toneOf(Number.NaN, 5)).toEqual({ direction: 'flat', strength: 0 })
  })
  it('grows with the change and clamps at the bound, both ways', () => {
    expect(toneOf(2.5, 5)).toEqual({ direction: 'up', strength: 0.5 })
    expect(toneOf(-1, 5)).toEqual({ direction: 'down', strength: 0.2 })
    expect(toneOf(12, 5)).toEqual({ direction: 'up', strength: 1 })
    expect(toneOf(-40, 5)).toEqual({ direction: 'down', strength: 1 })
  })
  it('follows the bound the caller gives per period', () => {
    expect(toneOf(1, 2).strength).toBe(0.5)
    expect(toneOf(1, 10).strength).toBe(0.1)
  })
})

describe('layoutWeights', () => {
  it('keeps real volumes and lifts zero to the minimum share of the total', () => {
    const weights = layoutWeights([900, 100, 0])
    expect(weights[0]).toBe(900)
    expect(weights[1]).toBe(100)
    expect(weights[2]).toBeCloseTo(1000 * MIN_TILE_SHARE)
  })
  it('treats negative and non-finite values as zero', () => {
    expect(layoutWeights([100, -5, Number.NaN], 0.1)).toEqual([100, 10, 10])
  })
  it('makes all tiles equal when nothing has volume', () => {
    expect(layoutWeights([0, 0, 0])).toEqual([1, 1, 1])
  })
})

describe('layoutTiles', () => {
  const items = [
    { id: 'SOL', value: 200 },
    { id: 'BTC', value: 1000 },
    { id: 'EUR', value: 0 },
  ]
  it('orders tiles largest first and fills the box', () => {
    const tiles = layoutTiles(items, 400, 300, 0)
    expect(tiles.map((t) => t.item.id)).toEqual(['BTC', 'SOL', 'EUR'])
    const area = tiles.reduce((sum, t) => sum + t.box.width * t.box.height, 0)
    expect(area).toBeCloseTo(400 * 300, -3)
    for (const { box } of tiles) {
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(400)
      expect(box.y + box.height).toBeLessThanOrEqual(300)
    }
  })
  it('gives a zero-volume tile a small but real area', () => {
    const eur = layoutTiles(items, 400, 300, 0).find((t) => t.item.id === 'EUR')!
    expect(eur.box.width * eur.box.height).toBeGreaterThan(400 * 300 * 0.005)
  })
  it('grows small tiles until each side reaches the 24 px target', () => {
    const lopsided = [
      { id: 'BTC', value: 1_000_000 },
      { id: 'EUR', value: 0 },
      { id: 'XAU', value: 0 },
    ]
    for (const { box } of layoutTiles(lopsided, 900, 420)) {
      expect(box.width).toBeGreaterThanOrEqual(MIN_TILE_SIDE)
      expect(box.height).toBeGreaterThanOrEqual(MIN_TILE_SIDE)
    }
  })
  it('lays out nothing without room or tiles', () => {
    expect(layoutTiles(items, 0, 300)).toEqual([])
    expect(layoutTiles([], 400, 300)).toEqual([])
  })
})

describe('fitLabel', () => {
  it('shows large text on big tiles and both lines on medium ones', () => {
    expect(fitLabel(200, 120, 'BTC', '+2.35%')).toBe('large')
    expect(fitLabel(80, 44, 'BTC', '+2.35%')).toBe('full')
  })
  it('drops the change, then everything, as the tile shrinks', () => {
    expect(fitLabel(50, 30, 'BTC', '+2.35%')).toBe('base')
    expect(fitLabel(20, 30, 'BTC', '+2.35%')).toBe('none')
    expect(fitLabel(200, 12, 'BTC', '+2.35%')).toBe('none')
  })
  it('needs more width for a longer base', () => {
    expect(fitLabel(40, 30, 'BTC', '+1.00%')).toBe('base')
    expect(fitLabel(40, 30, 'DOGE1000', '+1.00%')).toBe('none')
  })
})
