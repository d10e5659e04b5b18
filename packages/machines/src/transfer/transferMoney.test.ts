import { describe, expect, it } from 'vitest'
import { balanceAfter, fromUnits, toUnits } from './transferMoney'

describe('wallet money', () => {
  it('reads decimal strings and form numbers in micro-units', () => {
    expect(toUnits('1250.5')).toBe(1_250_500_000n)
    expect(toUnits('0.000001')).toBe(1n)
    expect(toUnits('-3')).toBe(-3_000_000n)
    expect(toUnits(10.3)).toBe(10_300_000n)
    expect(toUnits(100_000_000)).toBe(100_000_000_000_000n)
    expect(() => toUnits('12abc')).toThrow(/not a decimal/)
  })

  it('writes the shortest decimal', () => {
    expect(fromUnits(1_240_200_000n)).toBe('1240.2')
    expect(fromUnits(10_000_000n)).toBe('10')
    expect(fromUnits(-1n)).toBe('-0.000001')
  })

  it('subtracts without float error, going negative when the wallet holds too little', () => {
    expect(balanceAfter('0.3', 0.1)).toBe('0.2')
    expect(balanceAfter('1250.5', 10.3)).toBe('1240.2')
    expect(balanceAfter('10', 25)).toBe('-15')
  })
})
