import { describe, expect, it } from 'vitest'
import { mapHeightFor } from './useMapHeight'

describe('mapHeightFor', () => {
  it('is taller than wide on a phone, so the tiles fill the first screen', () => {
    expect(mapHeightFor(358)).toBe(412)
  })
  it('is wider than tall on a desktop and capped', () => {
    expect(mapHeightFor(928)).toBe(520)
    expect(mapHeightFor(2000)).toBe(620)
  })
  it('keeps a usable height before the page is measured and on tiny screens', () => {
    expect(mapHeightFor(0)).toBe(480)
    expect(mapHeightFor(200)).toBe(360)
  })
})
