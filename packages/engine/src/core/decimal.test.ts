import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D, dec, onStep, roundToStep, snapPrice, tickGrid } from './decimal'
import { propertyRuns } from '../strategies/property-kit'

describe('decimal helpers of the hot path', () => {
  it('snaps a price onto the tick grid exactly as the Decimal path does', () => {
    const ticks = fc.constantFrom('0.01', '0.0001', '0.00000001', '0.5', '0.25', '1', '0.00001')
    fc.assert(
      fc.property(ticks, fc.double({ min: 1e-6, max: 1e6, noNaN: true }), (tick, price) => {
        expect(snapPrice(price, tickGrid(tick))).toBe(roundToStep(new D(price), tick).toNumber())
      }),
      propertyRuns(1000),
    )
    // A tie rounds half to even, like Decimal: 0.125 on a 0.01 grid is 0.12, 0.135 is 0.14.
    expect([snapPrice(0.125, '0.01'), snapPrice(0.135, '0.01')]).toEqual([0.12, 0.14])
  })

  it('tells when a quantity is already on a power-of-ten step', () => {
    expect([
      onStep('12.5', '0.1'),
      onStep('12.55', '0.1'),
      onStep('3', '1'),
      onStep('3.0', '1'),
      onStep('1e-7', '0.1'),
      onStep('2', '0.5'),
    ]).toEqual([true, false, true, false, false, false])
  })

  it('shares one parsed value per decimal string', () => {
    expect(dec('1.2345')).toBe(dec('1.2345'))
    expect(dec('1.2345').eq('1.2345')).toBe(true)
  })
})
